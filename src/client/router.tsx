import { createBrowserRouter, type RouteObject } from 'react-router';
import { setApiNavigator } from './api/client.ts';
import { SiteLayout } from './layout/site-layout.tsx';

/** Lazy routes keep each page in its own chunk; the home page and shell load first. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, lazy: page(() => import('./features/home/home-page.tsx')) },
      { path: 'home', lazy: page(() => import('./features/home/home-page.tsx')) },
      { path: '*', lazy: page(() => import('./features/errors/not-found-page.tsx')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
setApiNavigator((to) => void router.navigate(to));
