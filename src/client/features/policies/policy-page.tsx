import { useQuery } from '@tanstack/react-query';
import { manilaLongDate } from '#shared/manila-time.ts';
import { sitePageQueryOptions } from '../../api/site.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { useLocation } from '../../router/location.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

/** /operation-policy, /privacy-policy, /game-cash-agreement: the page the operator wrote in the console. */
function PolicyPage() {
  // The router sends only the three policy addresses here (src/shared/routes.ts).
  const slug = useLocation().pathname.split('/')[1]?.toLowerCase() ?? '';
  const page = useQuery(sitePageQueryOptions(slug));
  const { language } = useLanguage();
  usePageTitle(page.data?.title ?? 'Policy');
  return (
    <article className="content-page policy-page" aria-labelledby="policy-title">
      <h1 id="policy-title" className="crumb">
        {page.data?.title ?? 'Policy'}
      </h1>
      {page.isPending && (
        <p role="status" className="muted">
          Loading…
        </p>
      )}
      {page.isError && (
        <p role="alert" className="muted">
          This page could not be loaded. Please try again later.
        </p>
      )}
      {page.data && (
        <>
          <p className="muted">
            Last updated{' '}
            <time dateTime={page.data.updatedAt}>{manilaLongDate(page.data.updatedAt, language)}</time>
          </p>
          <SafeHtml className="policy-page__body" html={page.data.body} />
        </>
      )}
    </article>
  );
}

export default PolicyPage;
