/**
 * Every browser route of spec section 2 (plus the project's own pages). The server answers these with the
 * SPA and status 200; any other path gets the SPA's 404 page with status 404. The client router uses the
 * same list, so the two cannot disagree.
 */
export const STATIC_ROUTES = [
  '/',
  '/home',
  '/gamesystem',
  '/story',
  '/characters',
  '/instructions',
  '/itemshop',
  '/shoppingcart',
  '/shoppurchases',
  '/gallery',
  '/ticket',
  '/checkticket',
  '/wallpaper',
  '/movies',
  '/news',
  '/rankings',
  '/topuphistory',
  '/topup',
  '/topup/success',
  '/topup/cancel',
  '/download',
  '/downloads',
  '/register',
  '/changepassword',
  '/user',
  '/findaccount',
  '/login',
  '/serverinfo',
  '/socials',
  '/credits',
  '/verify-email',
  '/reset-password',
] as const;

/** Routes with one path parameter: the prefix, then a non-empty segment. */
export const PARAM_ROUTE_PREFIXES = ['/topic/'] as const;

export function isKnownBrowserRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((STATIC_ROUTES as readonly string[]).includes(path.toLowerCase())) return true;
  return PARAM_ROUTE_PREFIXES.some((prefix) => {
    if (!path.startsWith(prefix)) return false;
    const rest = path.slice(prefix.length);
    return rest.length > 0 && !rest.includes('/');
  });
}
