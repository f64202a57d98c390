import { useQuery } from '@tanstack/react-query';
import mediaEn from '#shared/i18n/media.en.ts';
import { socialsQueryOptions } from '../../api/media.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { MediaState } from './media-state.tsx';

registerArea(mediaEn, { fil: () => import('#shared/i18n/media.fil.ts') });

function SocialsPage() {
  const t = useT();
  usePageTitle(t('media.socials.title'));
  const socials = useQuery(socialsQueryOptions());
  return (
    <section className="content-page" aria-labelledby="socials-title">
      <h1 id="socials-title" className="crumb">
        {t('media.socials.title')}
      </h1>
      <p>{t('media.socials.lead')}</p>
      <MediaState
        query={socials}
        isEmpty={(list) => list.length === 0}
        loading={t('media.socials.loading')}
        empty={t('media.socials.empty')}
      >
        {(list) => (
          <ul className="social-list">
            {list.map((s) => (
              <li key={s.id}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  <strong>{s.name}</strong>
                  <span className="sr-only">{t('shell.newTab')}</span>
                </a>
                {s.description && <span>{s.description}</span>}
              </li>
            ))}
          </ul>
        )}
      </MediaState>
    </section>
  );
}

export default SocialsPage;
