import type { ImgHTMLAttributes } from 'react';
import { repeatedIconSrc } from './icons.ts';

type RepeatedIconProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading' | 'fetchPriority'> & {
  folder: 'emblems' | 'shop';
  name: string;
  /** Empty where the icon only decorates what its text already says. */
  alt: string;
  /** An image hidden until a hover (a button's other face): not lazy, or it would be fetched only then. */
  shownOnHover?: boolean;
};

/**
 * An icon a page repeats down a list (decision 0058): its own file, asked for after the page is laid out
 * (lazy, low priority), never ahead of what the first paint needs. Its class `repeated-icon` and its page's
 * style sheet give it a fixed size in pixels (styles/reset.css says why), and a browser test checks that
 * every one has it (tests/e2e/icon-sprite.spec.ts).
 */
export function RepeatedIcon({ folder, name, alt, shownOnHover, className, ...img }: RepeatedIconProps) {
  return (
    <img
      className={className ? `repeated-icon ${className}` : 'repeated-icon'}
      src={repeatedIconSrc(folder, name)}
      loading={shownOnHover ? undefined : 'lazy'}
      fetchPriority="low"
      alt={alt}
      {...img}
    />
  );
}
