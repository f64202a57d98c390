import { useQuery } from '@tanstack/react-query';
import policiesEn from '#shared/i18n/policies.en.ts';
import { manilaLongDate } from '#shared/manila-time.ts';
import { sitePageQueryOptions } from '../../api/site.ts';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { useLocation } from '../../router/location.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(policiesEn, { fil: () => import('#shared/i18n/policies.fil.ts') });

/** /operation-policy, /privacy-policy, /game-cash-agreement: the page the operator wrote in the console. */
function PolicyPage() {
  const t = useT();
  // The router sends only the three policy addresses here (src/shared/routes.ts).
  const slug = useLocation().pathname.split('/')[1]?.toLowerCase() ?? '';
  const page = useQuery(sitePageQueryOptions(slug));
  const { language } = useLanguage();
  usePageTitle(page.data?.title ?? t('policies.title'));
  return (
    <article className="content-page policy-page" aria-labelledby="policy-title">
      <h1 id="policy-title" className="crumb">
        {page.data?.title ?? t('policies.title')}
      </h1>
      {page.isPending && (
        <p role="status" className="muted">
          {t('shell.loading')}
        </p>
      )}
      {page.isError && (
        <p role="alert" className="muted">
          {t('policies.failed')}
        </p>
      )}
      {page.data && (
        <>
          <p className="muted">
            {withParts(t, 'policies.updated', {
              date: (
                <time dateTime={page.data.updatedAt}>{manilaLongDate(page.data.updatedAt, language)}</time>
              ),
            })}
          </p>
          <SafeHtml className="policy-page__body" html={page.data.body} />
        </>
      )}
    </article>
  );
}

export default PolicyPage;
