import { type ComponentType, lazy, type ReactElement, useEffect } from 'react';
import {
  BrowserRouter,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router';
import { SITE_ROUTES, type SiteRoute, withoutTrailingSlashes } from '#shared/routes.ts';
import { setApiNavigator } from './api/client.ts';
import { BareLayout } from './layout/bare-layout.tsx';
import { preloadClock } from './layout/lazy-clock.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { useStoredUser } from './session/user-store.ts';

/**
 * The page of every browser route outside the console. The paths are the keys of SITE_ROUTES in
 * src/shared/routes.ts, the list the server also answers 200 for: TypeScript requires exactly one page per listed path, so the
 * server and the client cannot disagree. To add a page, add its path there and ONE line here:
 *   '/news': { lazy: page(() => import('./features/news/news-page.tsx')) },
 * `layout: 'bare'` renders without the side panels (the operator console draws its own frame). Access rules (docs/product/site-shell.md) are applied in
 * ACCESS below, not per line.
 *
 * Declarative routes (BrowserRouter + Routes) instead of the data router: the data router alone costs
 * ~17 KB gzip of first-paint JavaScript that the home page budget (100 KB) cannot afford
 * (docs/decisions/0005-declarative-router-and-lean-shell.md).
 */
type PageLoader = () => Promise<{ default: ComponentType }>;
interface PageRoute {
  lazy: PageLoader;
  layout?: 'site' | 'bare';
}
const page = (load: PageLoader) => load;
/**
 * The operator console: ONE route for every /admin address, drawn by the console's frame
 * (features/admin/console-layout.tsx, through a small entry chunk), which picks the page
 * (src/shared/console-paths.ts), answers an unknown console address, and sends anonymous visitors to
 * /login. Nothing about the console's pages or access is in this file, so none of it is in the public
 * pages' first chunk (tests/e2e/bundle-budget.spec.ts).
 */
export const CONSOLE_ROUTE = '/admin/*';
const operatorConsole: PageRoute = {
  layout: 'bare',
  lazy: page(() => import('./features/admin/console-entry.tsx')),
};
/** The three policy pages are one component that reads its page by address. */
const policyPage = page(() => import('./features/policies/policy-page.tsx'));

export const pages: Record<SiteRoute, PageRoute> = {
  '/': { lazy: page(() => import('./features/home/home-page.tsx')) },
  '/home': { lazy: page(() => import('./features/home/home-page.tsx')) },
  '/login': { layout: 'bare', lazy: page(() => import('./features/login/login-page.tsx')) },
  '/credits': { lazy: page(() => import('./features/shell-pages/credits-page.tsx')) },
  '/topup/success': { lazy: page(() => import('./features/shell-pages/topup-success-page.tsx')) },
  '/topup/cancel': { lazy: page(() => import('./features/shell-pages/topup-cancel-page.tsx')) },
  '/register': { lazy: page(() => import('./features/accounts/register-page.tsx')) },
  '/user': { lazy: page(() => import('./features/accounts/user-page.tsx')) },
  '/changepassword': { lazy: page(() => import('./features/accounts/change-password-page.tsx')) },
  '/findaccount': { lazy: page(() => import('./features/accounts/find-account-page.tsx')) },
  '/reset-password': { lazy: page(() => import('./features/accounts/reset-password-page.tsx')) },
  '/verify-email': { lazy: page(() => import('./features/accounts/verify-email-page.tsx')) },
  '/itemshop': { lazy: page(() => import('./features/shop/item-shop-page.tsx')) },
  '/shoppingcart': { lazy: page(() => import('./features/shop/cart-page.tsx')) },
  '/shoppurchases': { lazy: page(() => import('./features/shop/purchases-page.tsx')) },
  '/topuphistory': { lazy: page(() => import('./features/shop/topup-history-page.tsx')) },
  '/topup': { lazy: page(() => import('./features/shop/topup-page.tsx')) },
  '/topup/checkout/:id': { lazy: page(() => import('./features/shop/fake-checkout-page.tsx')) },
  '/news': { lazy: page(() => import('./features/news/news-page.tsx')) },
  '/topic/:id': { lazy: page(() => import('./features/news/topic-page.tsx')) },
  '/download': { lazy: page(() => import('./features/downloads/download-page.tsx')) },
  '/downloads': { lazy: page(() => import('./features/downloads/download-page.tsx')) },
  '/rankings': { lazy: page(() => import('./features/rankings/rankings-page.tsx')) },
  '/story': { lazy: page(() => import('./features/guides/story-page.tsx')) },
  '/characters': { lazy: page(() => import('./features/guides/characters-page.tsx')) },
  '/gamesystem': { lazy: page(() => import('./features/guides/gamesystem-page.tsx')) },
  '/instructions': { lazy: page(() => import('./features/guides/instructions-page.tsx')) },
  '/serverinfo': { lazy: page(() => import('./features/guides/serverinfo-page.tsx')) },
  '/wallpaper': { lazy: page(() => import('./features/media/wallpaper-page.tsx')) },
  '/gallery': { lazy: page(() => import('./features/media/gallery-page.tsx')) },
  '/movies': { lazy: page(() => import('./features/media/movies-page.tsx')) },
  '/socials': { lazy: page(() => import('./features/media/socials-page.tsx')) },
  '/ticket': { lazy: page(() => import('./features/tickets/ticket-page.tsx')) },
  '/ticket/guest': { lazy: page(() => import('./features/tickets/guest-ticket-page.tsx')) },
  '/checkticket': { lazy: page(() => import('./features/tickets/check-ticket-page.tsx')) },
  '/checkticket/:number': { lazy: page(() => import('./features/tickets/ticket-thread-page.tsx')) },
  '/operation-policy': { lazy: policyPage },
  '/privacy-policy': { lazy: policyPage },
  '/game-cash-agreement': { lazy: policyPage },
};

/** Anything else: the client's 404 page (the server answered the shell with 404 already). */
const notFound: PageRoute = { lazy: page(() => import('./features/errors/not-found-page.tsx')) };

/** Who may open which path (site-shell.md). 'user' = signed in only, 'guest' = signed out only. */
const ACCESS: Record<string, 'user' | 'guest'> = {
  '/user': 'user',
  '/changepassword': 'user',
  '/login': 'guest',
  '/findaccount': 'guest',
};

function accessFor(pathname: string): 'user' | 'guest' | undefined {
  return ACCESS[withoutTrailingSlashes(pathname).toLowerCase()];
}

/** Redirects before the page renders: anonymous visitors to /login, signed-in players to /. */
function AccessGate() {
  const { pathname } = useLocation();
  const user = useStoredUser();
  const rule = accessFor(pathname);
  if (rule === 'user' && !user) return <Navigate to="/login" replace />;
  if (rule === 'guest' && user) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Lets the API client (a 401) move the user without a full reload; scrolls to the top on navigation. */
function RouterBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => setApiNavigator((to) => void navigate(to)), [navigate]);
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Pages whose module has arrived: drawn at once, without suspending (see preloadPage). */
const ready = new Map<PageLoader, ComponentType>();
const lazyPages = new Map<PageLoader, ComponentType>();

function PageSlot({ load }: { load: PageLoader }) {
  const Ready = ready.get(load);
  if (Ready) return <Ready />;
  let Lazy = lazyPages.get(load);
  if (!Lazy) {
    Lazy = lazy(() => load().then((module) => (ready.set(load, module.default), module)));
    lazyPages.set(load, Lazy);
  }
  return <Lazy />;
}

function toRoute(path: string, route: PageRoute): ReactElement {
  const element = <PageSlot load={route.lazy} />;
  return path === '/' ? (
    <Route key={path} index element={element} />
  ) : (
    <Route key={path} path={path.slice(1)} element={element} />
  );
}

const listed = [
  ...SITE_ROUTES.map((path) => [path, pages[path]] as const),
  [CONSOLE_ROUTE, operatorConsole] as const,
];
const siteRoutes = [
  ...listed.filter(([, route]) => route.layout !== 'bare').map(([path, route]) => toRoute(path, route)),
  toRoute('/*', notFound),
];
const bareRoutes = listed
  .filter(([, route]) => route.layout === 'bare')
  .map(([path, route]) => toRoute(path, route));

/**
 * Fetches the module of the page at `pathname` and keeps it, so that the page draws without suspending: a
 * server-rendered page is hydrated only after its page's module is here, and the server renders the page
 * (not its loading state) the same way. Resolves to the module (the server reads which one it was).
 */
export async function preloadPage(pathname: string): Promise<unknown> {
  const path = withoutTrailingSlashes(pathname);
  const match = listed.find(([pattern]) => matchPath({ path: pattern, caseSensitive: false }, path));
  const load = (match?.[1] ?? notFound).lazy;
  // The header's clock is drawn on every page of the site layout, by the server too (layout/lazy-clock.tsx).
  // It is a side part: if its code is lost the page still hydrates, and the clock is left out.
  const [module] = await Promise.all([load(), preloadClock().catch(() => undefined)]);
  ready.set(load, module.default);
  return module;
}

/** Every route; BrowserRouter in the browser, StaticRouter on the server (src/client/entry-server.tsx). */
export const appRoutes = (
  <Routes>
    <Route element={<AccessGate />}>
      <Route element={<BareLayout />}>{bareRoutes}</Route>
      <Route element={<SiteLayout />}>{siteRoutes}</Route>
    </Route>
  </Routes>
);

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouterBridge />
      {appRoutes}
    </BrowserRouter>
  );
}
