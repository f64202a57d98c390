import { type ComponentType, lazy, useEffect, useState } from 'react';
import type { ConsolePath } from '#shared/console-paths.ts';
import { Link, NavLink } from '../../router/link.tsx';
import { ParamsContext, useLocation } from '../../router/location.ts';
import { matchPath } from '../../router/match.ts';
import { Navigate } from '../../router/navigate.tsx';
import { useStoredUser } from '../../session/user-store.ts';
import { LoadBoundary, PageLoadFailed } from '../../ui/load-boundary.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { consoleMenu, consolePageAt } from './console-pages.ts';
import { Forbidden } from './forbidden.tsx';
import { StepUpPrompt } from './step-up-prompt.tsx';
import { type Staff, StaffContext, useStaffCheck } from './use-staff.ts';
import './console.css';

/**
 * The console's pages, each a chunk of its own. The router has one route for every /admin address (this
 * file), which keeps the public pages' first chunk as small as it was; the frame picks the page here.
 */
const PAGES: Record<ConsolePath, ComponentType> = {
  '/admin': lazy(() => import('./console-home-page.tsx')),
  '/admin/audit': lazy(() => import('./audit-page.tsx')),
  '/admin/images': lazy(() => import('./image-library-page.tsx')),
  '/admin/news': lazy(() => import('./news-list-page.tsx')),
  '/admin/news/new': lazy(() => import('./news-edit-page.tsx')),
  '/admin/news/:id': lazy(() => import('./news-edit-page.tsx')),
  '/admin/media': lazy(() => import('./media-page.tsx')),
  '/admin/serverinfo': lazy(() => import('./media-serverinfo-page.tsx')),
  '/admin/socials': lazy(() => import('./media-socials-page.tsx')),
  '/admin/banners': lazy(() => import('./banners-page.tsx')),
  '/admin/downloads': lazy(() => import('./downloads-page.tsx')),
  '/admin/clubs': lazy(() => import('./clubs-page.tsx')),
  '/admin/settings': lazy(() => import('./site-settings-page.tsx')),
  '/admin/brand': lazy(() => import('./brand-page.tsx')),
  '/admin/pages': lazy(() => import('./site-pages-page.tsx')),
  '/admin/vouchers': lazy(() => import('./vouchers-page.tsx')),
  '/admin/players': lazy(() => import('./players-search-page.tsx')),
  '/admin/players/:id': lazy(() => import('./player-profile-page.tsx')),
  '/admin/ledger': lazy(() => import('./ledger-page.tsx')),
  '/admin/shop': lazy(() => import('./shop-page.tsx')),
  '/admin/tickets': lazy(() => import('./tickets-queue-page.tsx')),
  '/admin/tickets/canned': lazy(() => import('./tickets-canned-page.tsx')),
  '/admin/tickets/:number': lazy(() => import('./ticket-page.tsx')),
  '/admin/payments': lazy(() => import('./payments-orders-page.tsx')),
  '/admin/topup-packages': lazy(() => import('./topup-packages-page.tsx')),
  '/admin/game': lazy(() => import('./game-page.tsx')),
  '/admin/discord': lazy(() => import('./discord-page.tsx')),
  '/admin/character-services': lazy(() => import('./character-services-page.tsx')),
  '/admin/votes': lazy(() => import('./votes-page.tsx')),
  '/admin/vote-sites': lazy(() => import('./vote-sites-page.tsx')),
  '/admin/security': lazy(() => import('./security-page.tsx')),
};

/**
 * The operator console's frame (/admin/...): a bar with the console's menu, which folds behind a button on
 * narrow screens, and the page. Loaded only when a console address is opened, so players never download it.
 * Anonymous visitors go to /login (the router leaves the console's access to it); a
 * signed-in user who is not staff, or whose role lacks the page's permission, gets the 403 view; staff at an
 * address with no console page are told so.
 */
function ConsoleLayout() {
  const user = useStoredUser();
  if (!user) return <Navigate to="/login" replace />;
  return <ConsoleFrame user={user} />;
}

function ConsoleFrame({ user }: { user: NonNullable<ReturnType<typeof useStoredUser>> }) {
  const check = useStaffCheck(user);
  const { pathname } = useLocation();
  const staff = check.state === 'staff' ? check.staff : null;
  const page = consolePageAt(pathname);
  const allowed = (page && staff?.permissions.includes(page.permission)) ?? false;
  const Page = page && PAGES[page.path];
  return (
    <div className="console">
      <a className="skip-link" href="#console-main">
        Skip to content
      </a>
      <header className="console__bar">
        <Link className="console__brand" to={staff ? '/admin' : '/'}>
          Operator console
        </Link>
        {staff && <ConsoleNav staff={staff} />}
      </header>
      <main id="console-main" className="console__main" tabIndex={-1}>
        {check.state === 'checking' && <Loading />}
        {check.state === 'failed' && (
          <div role="alert" className="console__failed">
            <p>The console could not check your access. Please try again.</p>
            <button type="button" className="btn" onClick={check.retry}>
              Try again
            </button>
          </div>
        )}
        {check.state === 'not-staff' && <Forbidden />}
        {staff && !page && <NoSuchPage />}
        {staff && page && !allowed && <Forbidden />}
        {staff && <StepUpPrompt />}
        {staff?.mustEnrolFactor && page?.path !== '/admin/security' && (
          <Navigate to="/admin/security" replace state={{ required: true }} />
        )}
        {staff && allowed && Page && (
          <StaffContext value={staff}>
            {/* A console page whose code is lost fails alone: the console's menu stays (docs/product/phones.md). */}
            <LoadBoundary
              loading={<Loading />}
              resetKey={pathname}
              fallback={(error) => <PageLoadFailed error={error} />}
            >
              <PageRoute path={page.path} Page={Page} />
            </LoadBoundary>
          </StaffContext>
        )}
      </main>
    </div>
  );
}

/** A console address the console has no page for (the server answered it with 404). */
function NoSuchPage() {
  usePageTitle('Not found');
  return (
    <section aria-labelledby="console-missing">
      <h1 id="console-missing" className="crumb">
        Not found
      </h1>
      <p>The console has no page at this address.</p>
      <p>
        <Link to="/admin">Back to the overview</Link>
      </p>
    </section>
  );
}

/** The page with the values of its path's ':name' segments ('/admin/news/:id'), which it reads with useParams. */
function PageRoute({ path, Page }: { path: ConsolePath; Page: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <ParamsContext value={matchPath(path, pathname) ?? {}}>
      <Page />
    </ParamsContext>
  );
}

function Loading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" /> Loading…
    </div>
  );
}

/** The menu: only the pages the role may open; a button shows and hides it on narrow screens. */
function ConsoleNav({ staff }: { staff: Staff }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);
  return (
    <>
      <button
        type="button"
        className="btn btn--small console__toggle"
        aria-expanded={open}
        aria-controls="console-nav"
        onClick={() => setOpen((o) => !o)}
      >
        Menu
      </button>
      <nav
        id="console-nav"
        aria-label="Console"
        className={open ? 'console__nav console__nav--open' : 'console__nav'}
      >
        <ul>
          {consoleMenu()
            .filter((p) => staff.permissions.includes(p.permission))
            .map((p) => (
              <li key={p.path}>
                <NavLink to={p.path} end>
                  {p.label}
                </NavLink>
              </li>
            ))}
          <li>
            <Link to="/">Back to the site</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}

export default ConsoleLayout;
