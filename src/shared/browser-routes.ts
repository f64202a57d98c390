import { CONSOLE_PATHS } from './console-paths.ts';
import { matches, SITE_ROUTES, withoutTrailingSlashes } from './routes.ts';

// Apart from routes.ts so the client's first chunk, which needs only SITE_ROUTES, never carries the
// console's paths: the server's 200-or-404 decision is made here.

/**
 * The site's pages and the operator console's (staff only; one lazily loaded part of the client that
 * draws all of src/shared/console-paths.ts). The client router needs only SITE_ROUTES: it gives the
 * console one route for all its addresses, so adding a console page does not grow the public pages' first
 * chunk.
 */
export const BROWSER_ROUTES = [...SITE_ROUTES, ...CONSOLE_PATHS] as const;

/** Whether the client has a page for `pathname` (case-insensitive, a trailing slash ignored, as the router). */
export function isKnownBrowserRoute(pathname: string): boolean {
  const path = withoutTrailingSlashes(pathname);
  return BROWSER_ROUTES.some((pattern) => matches(pattern, path.toLowerCase()));
}
