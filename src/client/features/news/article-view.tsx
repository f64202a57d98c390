import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NO_NEWS } from '#shared/news-types.ts';
import { relativeTime } from '#shared/relative-time.ts';
import { articleQueryOptions } from '../../api/news.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';

/** One article: thumbnail (when IsShowThumbnail), subject, writer, date, HTML; or 'No news data available'. */
export function ArticleView({ id }: { id: number | null }) {
  const article = useQuery(articleQueryOptions(id));
  if (id !== null && article.isPending) {
    return (
      <p role="status" className="muted">
        Loading article…
      </p>
    );
  }
  const item = article.data;
  return (
    <article className="article" aria-labelledby="article-title" data-testid="article">
      {item ? (
        <>
          {item.IsShowThumbnail && item.img_thumbnail && (
            <img className="article__thumb" src={item.img_thumbnail} alt="" width="480" height="200" />
          )}
          <h2 id="article-title" className="article__title">
            {item.subject}
          </h2>
          <p className="article__meta">
            <span>By {item.author}</span>
            <span>
              <time dateTime={item.created_at}>{relativeTime(item.created_at)}</time>
            </span>
            <span>{item.views.toLocaleString('en-US')} views</span>
          </p>
          <SafeHtml className="article__body" html={item.content} />
        </>
      ) : (
        <h2 id="article-title" className="article__empty">
          {NO_NEWS}
        </h2>
      )}
      <p>
        <Link to="/news" className="btn btn--small">
          Back to news
        </Link>
      </p>
    </article>
  );
}
