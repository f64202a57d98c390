import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { BigButtons } from '../ui/big-buttons.tsx';
import { DialogHostSlot } from '../ui/dialog-host-slot.tsx';
import { SiteHeader } from './site-header.tsx';

const SideColumn = lazy(() => import('./side-column.tsx'));
const SiteBottom = lazy(() => import('./site-bottom.tsx'));

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" /> Loading…
    </div>
  );
}

/** Every page but /login: header, content with the left side column, footer, back-to-top. */
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
      </div>
      <Suspense fallback={null}>
        <SiteBottom />
      </Suspense>
      <DialogHostSlot />
    </div>
  );
}
