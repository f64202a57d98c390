import { type ComponentType, lazy, type ReactElement, useEffect } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import { setApiNavigator } from './api/client.ts';
import { BareLayout } from './layout/bare-layout.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { useStoredUser } from './session/user-store.ts';

/**
 * The route table. To add a page, add ONE line:
 *   { path: 'news', lazy: page(() => import('./features/news/news-page.tsx')) },
 * Paths are relative to / (no leading slash); `layout: 'bare'` renders without the side panels.
 * Access rules (spec section 2) are applied by path in ACCESS below, not per line.
 *
 * Declarative routes (BrowserRouter + Routes) instead of the data router: the data router alone costs
 * ~17 KB gzip of first-paint JavaScript that the home page budget (100 KB) cannot afford
 * (docs/decisions/0003-declarative-router.md).
 */
type PageLoader = () => Promise<{ default: ComponentType }>;
interface PageRoute {
  path?: string;
  index?: boolean;
  lazy: PageLoader;
  layout?: 'site' | 'bare';
}
const page = (load: PageLoader) => load;

export const routes: PageRoute[] = [
  { index: true, lazy: page(() => import('./features/home/home-page.tsx')) },
  { path: 'home', lazy: page(() => import('./features/home/home-page.tsx')) },
  { path: 'login', layout: 'bare', lazy: page(() => import('./features/login/login-page.tsx')) },
  { path: 'credits', lazy: page(() => import('./features/shell-pages/credits-page.tsx')) },
  { path: 'topup/success', lazy: page(() => import('./features/shell-pages/topup-success-page.tsx')) },
  { path: 'topup/cancel', lazy: page(() => import('./features/shell-pages/topup-cancel-page.tsx')) },
  { path: 'register', lazy: page(() => import('./features/accounts/register-page.tsx')) },
  { path: 'user', lazy: page(() => import('./features/accounts/user-page.tsx')) },
  { path: 'changepassword', lazy: page(() => import('./features/accounts/change-password-page.tsx')) },
  { path: 'findaccount', lazy: page(() => import('./features/accounts/find-account-page.tsx')) },
  { path: 'reset-password', lazy: page(() => import('./features/accounts/reset-password-page.tsx')) },
  { path: 'verify-email', lazy: page(() => import('./features/accounts/verify-email-page.tsx')) },
  { path: 'itemshop', lazy: page(() => import('./features/shop/item-shop-page.tsx')) },
  { path: 'shoppingcart', lazy: page(() => import('./features/shop/cart-page.tsx')) },
  { path: 'shoppurchases', lazy: page(() => import('./features/shop/purchases-page.tsx')) },
  { path: 'topuphistory', lazy: page(() => import('./features/shop/topup-history-page.tsx')) },
  { path: 'topup', lazy: page(() => import('./features/shop/topup-page.tsx')) },
  { path: 'news', lazy: page(() => import('./features/news/news-page.tsx')) },
  { path: 'topic/:id', lazy: page(() => import('./features/news/topic-page.tsx')) },
  { path: 'download', lazy: page(() => import('./features/downloads/download-page.tsx')) },
  { path: 'downloads', lazy: page(() => import('./features/downloads/download-page.tsx')) },
  { path: 'rankings', lazy: page(() => import('./features/rankings/rankings-page.tsx')) },
  { path: 'story', lazy: page(() => import('./features/guides/story-page.tsx')) },
  { path: 'characters', lazy: page(() => import('./features/guides/characters-page.tsx')) },
  { path: 'gamesystem', lazy: page(() => import('./features/guides/gamesystem-page.tsx')) },
  { path: 'instructions', lazy: page(() => import('./features/guides/instructions-page.tsx')) },
  { path: 'serverinfo', lazy: page(() => import('./features/guides/serverinfo-page.tsx')) },
  { path: 'wallpaper', lazy: page(() => import('./features/media/wallpaper-page.tsx')) },
  { path: 'gallery', lazy: page(() => import('./features/media/gallery-page.tsx')) },
  { path: 'movies', lazy: page(() => import('./features/media/movies-page.tsx')) },
  { path: 'socials', lazy: page(() => import('./features/media/socials-page.tsx')) },
  { path: '*', lazy: page(() => import('./features/errors/not-found-page.tsx')) },
];

/** Spec section 2: who may open which path. 'user' = signed in only, 'guest' = signed out only. */
export const ACCESS: Record<string, 'user' | 'guest'> = {
  '/user': 'user',
  '/changepassword': 'user',
  '/login': 'guest',
  '/findaccount': 'guest',
};

function accessFor(pathname: string): 'user' | 'guest' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return ACCESS[path];
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

const loaded = new Map<PageLoader, ComponentType>();
function toRoute(route: PageRoute, key: number): ReactElement {
  let Page = loaded.get(route.lazy);
  if (!Page) {
    Page = lazy(route.lazy);
    loaded.set(route.lazy, Page);
  }
  return route.index ? (
    <Route key={key} index element={<Page />} />
  ) : (
    <Route key={key} path={route.path} element={<Page />} />
  );
}

const siteRoutes = routes.filter((route) => route.layout !== 'bare').map(toRoute);
const bareRoutes = routes.filter((route) => route.layout === 'bare').map(toRoute);

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouterBridge />
      <Routes>
        <Route element={<AccessGate />}>
          <Route element={<BareLayout />}>{bareRoutes}</Route>
          <Route element={<SiteLayout />}>{siteRoutes}</Route>
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
