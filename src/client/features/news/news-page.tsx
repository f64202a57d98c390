import { NEWS_BOARDS, NEWS_FEED_PATH } from '#shared/news-types.ts';
import { useSearchParams } from '../../router/location.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ArticleView } from './article-view.tsx';
import { NewsBoard } from './news-board.tsx';

export function topicId(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The boards and the news feed's link; an article names the page itself (article-view.tsx). */
function NewsBoards() {
  usePageTitle('News');
  return (
    <>
      {NEWS_BOARDS.map((board) => (
        <NewsBoard key={board.type} type={board.type} title={board.title} />
      ))}
      <p className="news-feed">
        Follow the news in a feed reader or a Discord bot:{' '}
        <a href={NEWS_FEED_PATH} type="application/rss+xml">
          RSS feed
        </a>
      </p>
    </>
  );
}

/** /news: the three boards; /news?topic={id}: that article. */
function NewsPage() {
  const [params] = useSearchParams();
  const topic = params.get('topic');
  return (
    <section className="content-page" aria-labelledby="news-title">
      <h1 id="news-title" className="crumb">
        News
      </h1>
      {topic !== null ? <ArticleView id={topicId(topic)} /> : <NewsBoards />}
    </section>
  );
}

export default NewsPage;
