import { useQuery } from '@tanstack/react-query';
import { NO_NEWS } from '#shared/news-types.ts';
import { articleQueryOptions } from '../../api/news.ts';
import { Link } from '../../router/link.tsx';
import { ArticleContent } from '../../ui/article-view.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

/** One article: thumbnail (when IsShowThumbnail), subject, writer, date, HTML; or 'No news data available'. */
export function ArticleView({ id }: { id: number | null }) {
  const article = useQuery(articleQueryOptions(id));
  // The article's subject is the page's title, as the server-rendered page has it (shared links show it).
  usePageTitle(article.data?.subject ?? 'News');
  if (id !== null && article.isPending) {
    return (
      <p role="status" className="muted">
        Loading article…
      </p>
    );
  }
  const item = article.data;
  const back = (
    <p>
      <Link to="/news" className="btn btn--small">
        Back to news
      </Link>
    </p>
  );
  if (!item) {
    return (
      <article className="article" aria-labelledby="article-title" data-testid="article">
        <h2 id="article-title" className="article__empty">
          {NO_NEWS}
        </h2>
        {back}
      </article>
    );
  }
  return (
    <ArticleContent
      subject={item.subject}
      author={item.author}
      content={item.content}
      thumbnail={item.img_thumbnail}
      showThumbnail={item.IsShowThumbnail}
      publishedAt={item.created_at}
      views={item.views}
      footer={back}
    />
  );
}
