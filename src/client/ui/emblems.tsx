import { RepeatedIcon } from './repeated-icon.tsx';

/** Original emblem art, one file each in public/img/emblems (school 0/1/2, every class key of #shared/classes.ts). */
export const schoolEmblemName = (school: number) => `school-${school}`;
export const classEmblemName = (classKey: string) => `class-${classKey}`;

interface EmblemProps {
  size: number;
  alt: string;
  title?: string;
  className?: string;
}

/**
 * An emblem as a page shows it. Pages show them down a list (the rankings) or in panels hidden until chosen
 * (/characters), and none is what the first paint needs.
 */
export function SchoolEmblem({ school, size, ...props }: EmblemProps & { school: number }) {
  return (
    <RepeatedIcon folder="emblems" name={schoolEmblemName(school)} width={size} height={size} {...props} />
  );
}

export function ClassEmblem({ classKey, size, ...props }: EmblemProps & { classKey: string }) {
  return (
    <RepeatedIcon folder="emblems" name={classEmblemName(classKey)} width={size} height={size} {...props} />
  );
}
