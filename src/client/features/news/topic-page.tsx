import newsEn from '#shared/i18n/news.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { useParams } from '../../router/location.ts';
import { ArticleView } from './article-view.tsx';
import { topicId } from './news-page.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(newsEn, { fil: () => import('#shared/i18n/news.fil.ts') });

/** /topic/{id}: the same article as /news?topic={id}, titled by it (article-view.tsx). */
function TopicPage() {
  const t = useT();
  const { id } = useParams();
  return (
    <section className="content-page" aria-labelledby="topic-crumb">
      <h1 id="topic-crumb" className="crumb">
        {t('news.title')}
      </h1>
      <ArticleView id={topicId(id)} />
    </section>
  );
}

export default TopicPage;
