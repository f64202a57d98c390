import guidesEn from '#shared/i18n/guides.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { RichText } from './rich-text.tsx';

registerArea(guidesEn, { fil: () => import('#shared/i18n/guides.fil.ts') });

/** /story: the world map and the story of the three schools (original text). */
function StoryPage() {
  const t = useT();
  usePageTitle(t('guides.story.title'));
  return (
    <section className="content-page guide" aria-labelledby="story-title">
      <h1 id="story-title" className="crumb">
        {t('guides.story.title')}
      </h1>
      <figure className="guide-figure">
        <img src="/img/guides/world-map.svg" width="640" height="400" alt={t('guides.story.mapAlt')} />
        <figcaption>{t('guides.story.mapCaption')}</figcaption>
      </figure>
      <h2>{t('guides.story.fallTitle')}</h2>
      <p>{t('guides.story.fall')}</p>
      <h2>{t('guides.story.schoolsTitle')}</h2>
      <p>
        <RichText message={t('guides.story.schools')} />
      </p>
      <p>{t('guides.story.rivalry')}</p>
      <h2>{t('guides.story.firstDayTitle')}</h2>
      <p>{t('guides.story.firstDay')}</p>
    </section>
  );
}

export default StoryPage;
