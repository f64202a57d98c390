import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { DialogHost } from '../ui/dialog-host.tsx';

export function SiteLayout() {
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link to="/" className="site-logo" aria-label="Home">
          <img src="/favicon.svg" width="40" height="40" alt="" />
          <span>Ran Online</span>
        </Link>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <p>Copyright 2025. All rights reserved. Ran Online Since 2002</p>
      </footer>
      <DialogHost />
    </div>
  );
}
