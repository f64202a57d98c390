import uiEn from '#shared/i18n/ui.en.ts';
import { buildPager, type PagerEntry } from '#shared/pager.ts';
import { useT } from '../i18n/language.tsx';
import { type MessageId, registerArea } from '../i18n/messages.ts';
import { Link } from '../router/link.tsx';

registerArea(uiEn, { fil: () => import('#shared/i18n/ui.fil.ts') });

/** The words of the pager's ends. */
const ENDS: Record<Exclude<PagerEntry['kind'], 'page' | 'ellipsis'>, MessageId> = {
  prev: 'ui.pager.previous',
  next: 'ui.pager.next',
  last: 'ui.pager.last',
};

/** The pager (shop-and-wallet.md): [Previous], numbers, [Next], [Last]; greyed ends; current page red. */
export function PagerNav({
  target,
  page,
  lastPage,
  label,
}: {
  target: string;
  page: number;
  lastPage: number;
  label: string;
}) {
  const t = useT();
  if (lastPage < 1) return null;
  const entries = buildPager({ target, page, lastPage });
  return (
    <nav className="pager" aria-label={label}>
      <ul>
        {entries.map((entry, index) => {
          const key = `${entry.kind}-${entry.label}-${index}`;
          if (entry.kind === 'ellipsis')
            return (
              <li key={key} className="pager__gap">
                …
              </li>
            );
          const name = entry.kind === 'page' ? entry.label : t(ENDS[entry.kind]);
          const text = entry.kind === 'page' ? entry.label : `[${name}]`;
          if (entry.kind === 'page' && entry.current)
            return (
              <li key={key}>
                <span className="pager__current" aria-current="page">
                  {text}
                </span>
              </li>
            );
          return (
            <li key={key}>
              {entry.href ? (
                <Link
                  to={entry.href}
                  aria-label={entry.kind === 'page' ? t('ui.pager.page', { number: entry.label }) : name}
                >
                  {text}
                </Link>
              ) : (
                <span className="pager__disabled" aria-disabled="true">
                  {text}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Reads a positive page number from the query string (default 1). */
export function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
