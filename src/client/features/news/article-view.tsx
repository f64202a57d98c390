import { useQuery } from '@tanstack/react-query';
import newsEn from '#shared/i18n/news.en.ts';
import { articleQueryOptions } from '../../api/news.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { Link } from '../../router/link.tsx';
import { ArticleContent } from '../../ui/article-view.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(newsEn, { fil: () => import('#shared/i18n/news.fil.ts') });

/** One article: thumbnail (when IsShowThumbnail), subject, writer, date, HTML; or 'No news data available'. */
export function ArticleView({ id }: { id: number | null }) {
  const t = useT();
  const article = useQuery(articleQueryOptions(id));
  // The article's subject is the page's title, as the server-rendered page has it (shared links show it).
  usePageTitle(article.data?.subject ?? t('news.title'));
  if (id !== null && article.isPending) {
    return (
      <p role="status" className="muted">
        {t('news.loadingArticle')}
      </p>
    );
  }
  const item = article.data;
  const back = (
    <p>
      <Link to="/news" className="btn btn--small">
        {t('news.back')}
      </Link>
    </p>
  );
  if (!item) {
    return (
      <article className="article" aria-labelledby="article-title" data-testid="article">
        <h2 id="article-title" className="article__empty">
          {t('news.none')}
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
