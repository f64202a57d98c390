import newsEn from '#shared/i18n/news.en.ts';
import { NEWS_BOARDS, NEWS_FEED_PATH } from '#shared/news-types.ts';
import { useT } from '../../i18n/language.tsx';
import { type MessageId, registerArea } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { useSearchParams } from '../../router/location.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ArticleView } from './article-view.tsx';
import { NewsBoard } from './news-board.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(newsEn, { fil: () => import('#shared/i18n/news.fil.ts') });

/** Each board's name, by its news type (NEWS_BOARDS). */
const BOARD_TITLES: Record<(typeof NEWS_BOARDS)[number]['type'], MessageId> = {
  0: 'news.board.general',
  2: 'news.board.events',
  1: 'news.board.guides',
};

export function topicId(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The boards and the news feed's link; an article names the page itself (article-view.tsx). */
function NewsBoards() {
  const t = useT();
  usePageTitle(t('news.title'));
  return (
    <>
      {NEWS_BOARDS.map((board) => (
        <NewsBoard key={board.type} type={board.type} title={t(BOARD_TITLES[board.type])} />
      ))}
      <p className="news-feed">
        {withParts(t, 'news.feed', {
          link: (
            <a href={NEWS_FEED_PATH} type="application/rss+xml">
              {t('news.feedLink')}
            </a>
          ),
        })}
      </p>
    </>
  );
}

/** /news: the three boards; /news?topic={id}: that article. */
function NewsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const topic = params.get('topic');
  return (
    <section className="content-page" aria-labelledby="news-title">
      <h1 id="news-title" className="crumb">
        {t('news.title')}
      </h1>
      {topic !== null ? <ArticleView id={topicId(topic)} /> : <NewsBoards />}
    </section>
  );
}

export default NewsPage;
