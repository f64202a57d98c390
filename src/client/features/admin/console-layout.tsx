import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { ConsolePath } from '#shared/console-paths.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { consoleMenu, consolePageAt } from './console-pages.ts';
import { Forbidden } from './forbidden.tsx';
import { type Staff, StaffContext, useStaffCheck } from './use-staff.ts';
import './console.css';

/**
 * The console's pages, each a chunk of its own. The router has one entry for the whole console (this
 * file), which keeps the public pages' first chunk as small as it was; the frame picks the page here.
 */
const PAGES: Record<ConsolePath, ComponentType> = {
  '/admin': lazy(() => import('./console-home-page.tsx')),
  '/admin/audit': lazy(() => import('./audit-page.tsx')),
  '/admin/players': lazy(() => import('./players-search-page.tsx')),
  '/admin/players/:id': lazy(() => import('./player-profile-page.tsx')),
};

/**
 * The operator console's frame (/admin/...): a bar with the console's menu, which folds behind a button on
 * narrow screens, and the page. Loaded only when a console address is opened, so players never download it. The
 * router sends anonymous visitors to /login first; here a signed-in user who is not staff, or whose role
 * lacks the page's permission, gets the 403 view.
 */
function ConsoleLayout() {
  const user = useStoredUser();
  if (!user) return null; // the router's access gate is already sending the visitor to /login
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
        {staff && !allowed && <Forbidden />}
        {staff && allowed && Page && (
          <StaffContext value={staff}>
            <Suspense fallback={<Loading />}>
              <Page />
            </Suspense>
          </StaffContext>
        )}
      </main>
    </div>
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
