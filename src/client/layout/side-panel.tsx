import type { ReactNode } from 'react';
import { iconSrc } from '../ui/icons.ts';

/** A titled box of the left column. */
export function SidePanel({ title, icon, children }: { title: string; icon?: string; children: ReactNode }) {
  const headingId = `side-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="side-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="side-panel__title">
        {icon && <img src={iconSrc(icon)} width="22" height="22" alt="" fetchPriority="low" />}
        {title}
      </h2>
      {children}
    </section>
  );
}
