import { lazy, type ReactNode, useEffect, useState } from 'react';
import { useT } from '../i18n/language.tsx';
import { useLocation } from '../router/location.ts';
import { BigButtons } from '../ui/big-buttons.tsx';
import { DialogHostSlot } from '../ui/dialog-host-slot.tsx';
import { LoadBoundary, PageLoadFailed } from '../ui/load-boundary.tsx';
import { SiteHeader } from './site-header.tsx';

const SideColumn = lazy(() => import('./side-column.tsx'));
const SiteBottom = lazy(() => import('./site-bottom.tsx'));
const SideExtras = lazy(() => import('./side-column.tsx').then((module) => ({ default: module.SideExtras })));

/** Mounted with the page itself (after its lazy chunk), so it tells the layout the page is there. */
function PageShown({ onShown }: { onShown: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page (the parent keys it by path)
  useEffect(onShown, []);
  return null;
}

/** Which path's page is in (its chunk loaded), for the panels after the content (side-column.tsx). */
function usePageShown() {
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState<string | null>(null);
  return {
    pathname,
    pageShown: <PageShown key={pathname} onShown={() => setShownPath(pathname)} />,
    shown: shownPath === pathname,
  };
}

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" /> {useT()('shell.loading')}
    </div>
  );
}

/** Every page but /login: header, content with the left side column and the panels after it, footer, back-to-top. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const page = usePageShown();
  const t = useT();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <SiteHeader />
      <div className="site-body">
        <main id="main" className="site-main" tabIndex={-1}>
          <LoadBoundary
            loading={<PageLoading />}
            resetKey={page.pathname}
            fallback={(error) => <PageLoadFailed error={error} />}
          >
            {children}
            {page.pageShown}
          </LoadBoundary>
        </main>
        <aside className="site-aside" aria-label={t('shell.sideMenu')}>
          <BigButtons />
          <LoadBoundary loading={<div className="side-placeholder" />} fallback={null}>
            <SideColumn />
          </LoadBoundary>
        </aside>
        <aside className="site-extra" aria-label={t('shell.extraMenu')}>
          <LoadBoundary
            loading={<div className="side-placeholder side-placeholder--extra" />}
            fallback={null}
          >
            <SideExtras pageShown={page.shown} />
          </LoadBoundary>
        </aside>
      </div>
      <LoadBoundary loading={null} fallback={null}>
        <SiteBottom />
      </LoadBoundary>
      <DialogHostSlot />
    </div>
  );
}
