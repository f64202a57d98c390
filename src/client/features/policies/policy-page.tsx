import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { isPolicySlug, POLICY_PAGES } from '#shared/site-pages.ts';
import { sitePageQueryOptions } from '../../api/site.ts';
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
  const slug = useLocation().pathname.split('/')[1]?.toLowerCase() ?? '';
  const label = isPolicySlug(slug) ? POLICY_PAGES[slug] : 'Policy';
  const page = useQuery(sitePageQueryOptions(slug));
  usePageTitle(page.data?.title ?? label);
  return (
    <article className="content-page policy-page" aria-labelledby="policy-title">
      <h1 id="policy-title" className="crumb">
        {page.data?.title ?? label}
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
