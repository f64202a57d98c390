import { useQuery } from '@tanstack/react-query';
import guidesEn from '#shared/i18n/guides.en.ts';
import { serverInfoQueryOptions } from '../../api/media.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

registerArea(guidesEn, { fil: () => import('#shared/i18n/guides.fil.ts') });

/**
 * /serverinfo: the sections the operator writes (rates, schedule ...), each a text and an optional picture,
 * shown as written; only the page's own words are messages.
 */
function ServerInfoPage() {
  const t = useT();
  usePageTitle(t('guides.serverInfo.title'));
  const info = useQuery(serverInfoQueryOptions());
  return (
    <section className="content-page guide" aria-labelledby="serverinfo-title">
      <h1 id="serverinfo-title" className="crumb">
        {t('guides.serverInfo.title')}
      </h1>
      {info.data === undefined && !info.isError && (
        <p role="status" className="muted">
          {t('guides.serverInfo.loading')}
        </p>
      )}
      {info.isError && info.data === undefined && <p>{t('guides.serverInfo.failed')}</p>}
      {info.data?.length === 0 && <p>{t('guides.serverInfo.empty')}</p>}
      {info.data?.map((section) => (
        <section key={section.id} className="serverinfo-section" aria-labelledby={`serverinfo-${section.id}`}>
          <h2 id={`serverinfo-${section.id}`}>{section.title}</h2>
          {section.image && (
            <img
              className="guide-image"
              src={section.image.url}
              width={section.image.width}
              height={section.image.height}
              alt=""
            />
          )}
          <SafeHtml className="serverinfo-text" html={section.html} />
        </section>
      ))}
    </section>
  );
}

export default ServerInfoPage;
