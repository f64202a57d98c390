import type { ReactNode } from 'react';

/** A titled box of the left column. */
export function SidePanel({ title, icon, children }: { title: string; icon?: string; children: ReactNode }) {
  const headingId = `side-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="side-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="side-panel__title">
        {icon && <img src={`/img/ui/${icon}.svg`} width="22" height="22" alt="" />}
        {title}
      </h2>
      {children}
    </section>
  );
}
