import { type ComponentType, lazy, useEffect } from 'react';
import { DEFAULT_LANGUAGE } from '#shared/languages.ts';
import { SITE_ROUTES, type SiteRoute, withoutTrailingSlashes } from '#shared/routes.ts';
import { setApiNavigator } from './api/client.ts';
import { LanguageRoot } from './i18n/language.tsx';
import { currentLanguage, loadLanguage } from './i18n/messages.ts';
import { BareLayout } from './layout/bare-layout.tsx';
import { preloadClock } from './layout/lazy-clock.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { ParamsContext, useLocation, useNavigate } from './router/location.ts';
import { matchPath } from './router/match.ts';
import { Navigate } from './router/navigate.tsx';
import { BrowserRouter } from './router/routers.tsx';
import { useStoredUser } from './session/user-store.ts';

/**
 * The page of every browser route outside the console. The paths are the keys of SITE_ROUTES in
 * src/shared/routes.ts, the list the server also answers 200 for: TypeScript requires exactly one page per listed path, so the
 * server and the client cannot disagree. To add a page, add its path there and ONE line here:
 *   '/news': { lazy: page(() => import('./features/news/news-page.tsx')) },
 * `layout: 'bare'` renders without the side panels (the operator console draws its own frame). Access rules (docs/product/site-shell.md) are applied in
 * ACCESS below, not per line.
 *
 * The router is the site's own (src/client/router/): a flat list matched in order, two layouts, redirects
 * by ACCESS. React Router cost ~13 KB gzip of the home page's first JavaScript, whose budget (100 KB) it
 * left no room in (docs/decisions/0062-own-router.md).
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
/**
 * An account a first sign-in brought over from the game (issue 31) sees this form in place of any page of
 * the site layout until it has given its e-mail and secret question (the server refuses the rest meanwhile).
 */
const completeAccount = page(() => import('./features/accounts/complete-account-page.tsx'));
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
  '/vote': { lazy: page(() => import('./features/votes/vote-page.tsx')) },
  '/vote/demo-site/:id': { lazy: page(() => import('./features/votes/demo-vote-page.tsx')) },
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
  '/vote': 'user',
  '/login': 'guest',
  '/findaccount': 'guest',
};

function accessFor(pathname: string): 'user' | 'guest' | undefined {
  return ACCESS[withoutTrailingSlashes(pathname).toLowerCase()];
}

/** Lets the API client (a 401) move the user without a full reload; scrolls to the top on navigation. */
function RouterBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => setApiNavigator((to) => navigate(to)), [navigate]);
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
    // The page's area registers its messages as its code arrives; in a language but English, the page is
    // drawn once that language's catalogs have come too (src/client/i18n/messages.ts).
    Lazy = lazy(async () => {
      const module = await load();
      await loadLanguage(currentLanguage()).catch(() => undefined);
      ready.set(load, module.default);
      return module;
    });
    lazyPages.set(load, Lazy);
  }
  return <Lazy />;
}

const listed = [
  ...SITE_ROUTES.map((path) => [path, pages[path]] as const),
  [CONSOLE_ROUTE, operatorConsole] as const,
];

/** The first listed route `pathname` fits, and its parameters; else the 404 page. */
function routeAt(pathname: string) {
  for (const [pattern, route] of listed) {
    const params = matchPath(pattern, pathname);
    if (params) return { route, params };
  }
  return { route: notFound, params: {} };
}

/**
 * Fetches the module of the page at `pathname` and keeps it, so that the page draws without suspending: a
 * server-rendered page is hydrated only after its page's module is here, and the server renders the page
 * (not its loading state) the same way. Resolves to the module (the server reads which one it was).
 */
export async function preloadPage(pathname: string): Promise<unknown> {
  const load = routeAt(pathname).route.lazy;
  // The header's clock is drawn on every page of the site layout, by the server too (layout/lazy-clock.tsx).
  // It is a side part: if its code is lost the page still hydrates, and the clock is left out.
  const [module] = await Promise.all([load(), preloadClock().catch(() => undefined)]);
  ready.set(load, module.default);
  return module;
}

/**
 * The page at the address, in its layout; first the redirects of ACCESS (anonymous visitors to /login,
 * signed-in players to /). A page stays mounted while the address changes within it (its parameters or
 * query); another page's component replaces it.
 */
function AppRoutes() {
  const { pathname } = useLocation();
  const user = useStoredUser();
  const rule = accessFor(pathname);
  if (rule === 'user' && !user) return <Navigate to="/login" replace />;
  if (rule === 'guest' && user) return <Navigate to="/" replace />;
  const { route, params } = routeAt(pathname);
  const Layout = route.layout === 'bare' ? BareLayout : SiteLayout;
  const load = user?.details_needed && route.layout !== 'bare' ? completeAccount : route.lazy;
  const drawn = (
    <Layout>
      <ParamsContext value={params}>
        <PageSlot load={load} />
      </ParamsContext>
    </Layout>
  );
  // The console stays English whatever the page's language (docs/product/languages.md): the shared parts
  // it draws (pagers, dialogs, forms) speak the players' language elsewhere.
  return route === operatorConsole ? <LanguageRoot initial={DEFAULT_LANGUAGE}>{drawn}</LanguageRoot> : drawn;
}

/** Every route; in BrowserRouter in the browser, in MemoryRouter on the server (src/client/entry-server.tsx). */
export const appRoutes = <AppRoutes />;

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouterBridge />
      {appRoutes}
    </BrowserRouter>
  );
}
