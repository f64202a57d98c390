import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import policiesEn from '#shared/i18n/policies.en.ts';
import { sitePageQueryOptions } from '../../api/site.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { useLocation } from '../../router/location.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(policiesEn, { fil: () => import('#shared/i18n/policies.fil.ts') });

const DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** Stands for an element (the date) in a message, which is drawn where the message puts it. */
const SLOT = '\uE000';
function withElement(text: string, element: ReactNode): ReactNode {
  const [before, after] = text.split(SLOT);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}

/** /operation-policy, /privacy-policy, /game-cash-agreement: the page the operator wrote in the console. */
function PolicyPage() {
  const t = useT();
  // The router sends only the three policy addresses here (src/shared/routes.ts).
  const slug = useLocation().pathname.split('/')[1]?.toLowerCase() ?? '';
  const page = useQuery(sitePageQueryOptions(slug));
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
            {withElement(
              t('policies.updated', { date: SLOT }),
              <time dateTime={page.data.updatedAt}>{DATE.format(new Date(page.data.updatedAt))}</time>,
            )}
          </p>
          <SafeHtml className="policy-page__body" html={page.data.body} />
        </>
      )}
    </article>
  );
}

export default PolicyPage;
