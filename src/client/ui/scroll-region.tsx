import type { ReactNode } from 'react';
import './scroll-region.css';

/**
 * A region that scrolls sideways when its content (a wide table) is wider than the screen. It takes focus,
 * so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable),
 * and its label names it for the screen reader that lands on it.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `scroll-region ${className}` : 'scroll-region'}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
    >
      {children}
    </section>
  );
}
