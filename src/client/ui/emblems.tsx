import { repeatedIconSrc } from './icons.ts';

/** Original emblem art, one file each (school 0/1/2 and every class key of #shared/classes.ts). */
export const schoolEmblem = (school: number) => repeatedIconSrc('emblems', `school-${school}`);
export const classEmblem = (classKey: string) => repeatedIconSrc('emblems', `class-${classKey}`);

interface EmblemProps {
  size: number;
  alt: string;
  title?: string;
  className?: string;
}

/**
 * An emblem as a page shows it: lazily, at low priority (docs/decisions/0058). Pages show them down a list
 * (the rankings) or in panels hidden until chosen (/characters), and none is what the first paint needs.
 */
function Emblem({ src, size, alt, ...rest }: EmblemProps & { src: string }) {
  return <img src={src} width={size} height={size} alt={alt} loading="lazy" fetchPriority="low" {...rest} />;
}

export function SchoolEmblem({ school, ...props }: EmblemProps & { school: number }) {
  return <Emblem src={schoolEmblem(school)} {...props} />;
}

export function ClassEmblem({ classKey, ...props }: EmblemProps & { classKey: string }) {
  return <Emblem src={classEmblem(classKey)} {...props} />;
}
