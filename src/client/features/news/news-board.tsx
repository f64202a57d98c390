import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { NewsItem } from '#shared/contracts/news.ts';
import newsEn from '#shared/i18n/news.en.ts';
import { NEWS_LATEST_COUNT, NEWS_PAGE_SIZE } from '#shared/news-types.ts';
import { formatWhole } from '#shared/numbers.ts';
import { newsListQueryOptions } from '../../api/news.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { Link } from '../../router/link.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(newsEn, { fil: () => import('#shared/i18n/news.fil.ts') });

function Row({ item, latest }: { item: NewsItem; latest?: boolean }) {
  const t = useT();
  return (
    <tr className={latest ? 'news-row news-row--latest' : 'news-row'}>
      <td className="news-row__subject">
        {latest && <span className="new-badge">{t('news.new')}</span>}
        <Link to={`/news?topic=${item.id}`} title={item.subject}>
          {item.subject}
        </Link>
      </td>
      <td>{item.author}</td>
      <td>
        <RelativeTime value={item.created_at} />
      </td>
      <td className="num">{formatWhole(item.views)}</td>
    </tr>
  );
}

/**
 * One board: the newest item of its type with a 'new' marker (type/1/0/1), then the paged list (type/8/page/0)
 * without that item.
 */
export function NewsBoard({ type, title }: { type: number; title: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const latest = useQuery(newsListQueryOptions(type, NEWS_LATEST_COUNT, 0, 1));
  const list = useQuery(newsListQueryOptions(type, NEWS_PAGE_SIZE, page, 0));
  const top = latest.data?.data[0];
  const rows = (list.data?.data ?? []).filter((item) => item.id !== top?.id);
  const last = list.data?.last_page ?? 1;
  const headingId = `board-${type}`;
  const loading = latest.isPending || list.isPending;
  return (
    <section className="news-board" aria-labelledby={headingId} data-testid={`news-board-${type}`}>
      <h2 id={headingId} className="news-board__title">
        {title}
      </h2>
      <div className="table-scroll">
        <table className="data-table news-table">
          <thead>
            <tr>
              <th scope="col">{t('news.subject')}</th>
              <th scope="col">{t('news.writer')}</th>
              <th scope="col">{t('news.date')}</th>
              <th scope="col" className="num">
                {t('news.views')}
              </th>
            </tr>
          </thead>
          <tbody>
            {top && <Row item={top} latest />}
            {rows.map((item) => (
              <Row key={item.id} item={item} />
            ))}
            {!loading && !top && rows.length === 0 && (
              <tr>
                <td colSpan={4} className="muted">
                  {t('news.none')}
                </td>
              </tr>
            )}
            {loading && (
              <tr>
                <td colSpan={4} className="muted" role="status">
                  {t('shell.loading')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {/* The pager's line is kept even while there is one page, so it appearing pushes nothing. */}
      <div className="news-board__foot">
        {last > 1 && (
          <nav className="mini-pager" aria-label={t('news.pages', { board: title })}>
            <button
              type="button"
              className="btn btn--small"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('news.previous')}
            </button>
            <span aria-live="polite">{t('news.page', { page, last })}</span>
            <button
              type="button"
              className="btn btn--small"
              disabled={page >= last}
              onClick={() => setPage(page + 1)}
            >
              {t('news.next')}
            </button>
          </nav>
        )}
      </div>
    </section>
  );
}
