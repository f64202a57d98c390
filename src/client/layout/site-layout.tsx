import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { BackToTop } from '../ui/back-to-top.tsx';
import { BigButtons } from '../ui/big-buttons.tsx';
import { DialogHost } from '../ui/dialog-host.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const SideColumn = lazy(() => import('./side-column.tsx'));
const SideExtras = lazy(() => import('./side-column.tsx').then((module) => ({ default: module.SideExtras })));

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" /> Loading…
    </div>
  );
}

/** Every page but /login: header, content with the left side column and the panels after it, footer, back-to-top. */
export function SiteLayout() {
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <div className="site-body">
        <main id="main" className="site-main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <aside className="site-aside" aria-label="Side menu">
          <BigButtons />
          <Suspense fallback={<div className="side-placeholder" />}>
            <SideColumn />
          </Suspense>
        </aside>
        <aside className="site-extra" aria-label="Shop and site menu">
          <Suspense fallback={<div className="side-placeholder side-placeholder--extra" />}>
            <SideExtras />
          </Suspense>
        </aside>
      </div>
      <SiteFooter />
      <BackToTop />
      <DialogHost />
    </div>
  );
}
