import { createContext, use, useCallback, useMemo } from 'react';
import type { Params } from './match.ts';

/** Where the app is: the address's parts, and what the page that went there left for the next (`state`). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Goes to an address (absolute, or relative to the current one, such as '?page=2'), or `delta` steps back or on. */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

/** Given by BrowserRouter or MemoryRouter (routers.tsx). */
export const RouterContext = createContext<{ location: Location; navigate: NavigateFunction } | null>(null);

/** The ':name' segments of the route that drew the page (router.tsx, the console's frame). */
export const ParamsContext = createContext<Params>({});

function useRouter() {
  const router = use(RouterContext);
  if (!router) throw new Error('Used outside a router (src/client/router/routers.tsx)');
  return router;
}

export const useLocation = (): Location => useRouter().location;

/** The same function for the router's whole life (effects may depend on it). */
export const useNavigate = (): NavigateFunction => useRouter().navigate;

export const useParams = (): Params => use(ParamsContext);

type SearchInit = URLSearchParams | Record<string, string> | string;

/**
 * The address's query, and a setter that goes to the same path with another query (a new history entry
 * unless `{ replace: true }`). Both stay the same objects while the address does (effects depend on them).
 */
export function useSearchParams() {
  const { location, navigate } = useRouter();
  const { pathname, search } = location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const query = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(search)) : next,
      ).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, pathname, search],
  );
  return [params, setParams] as const;
}
