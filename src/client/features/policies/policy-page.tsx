import { useQuery } from '@tanstack/react-query';
import { sitePageQueryOptions } from '../../api/site.ts';
import { useLocation } from '../../router/location.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

const DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** /operation-policy, /privacy-policy, /game-cash-agreement: the page the operator wrote in the console. */
function PolicyPage() {
  // The router sends only the three policy addresses here (src/shared/routes.ts).
  const slug = useLocation().pathname.split('/')[1]?.toLowerCase() ?? '';
  const page = useQuery(sitePageQueryOptions(slug));
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
            <time dateTime={page.data.updatedAt}>{DATE.format(new Date(page.data.updatedAt))}</time>
          </p>
          <SafeHtml className="policy-page__body" html={page.data.body} />
        </>
      )}
    </article>
  );
}

export default PolicyPage;
