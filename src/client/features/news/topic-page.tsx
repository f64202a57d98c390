import { useParams } from '../../router/location.ts';
import { ArticleView } from './article-view.tsx';
import { topicId } from './news-page.tsx';

/** /topic/{id}: the same article as /news?topic={id}, titled by it (article-view.tsx). */
function TopicPage() {
  const { id } = useParams();
  return (
    <section className="content-page" aria-labelledby="topic-crumb">
      <h1 id="topic-crumb" className="crumb">
        News
      </h1>
      <ArticleView id={topicId(id)} />
    </section>
  );
}

export default TopicPage;
