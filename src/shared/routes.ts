/**
 * Every browser page of the site outside the console: the one list the server and the client router share.
 * The server answers these (and the console's: BROWSER_ROUTES in browser-routes.ts) with the SPA and status 200; any other
 * path gets the SPA's 404 page with status 404. The client router (src/client/router.tsx) maps exactly
 * these keys to pages, so the two cannot disagree: a page missing here fails the type check there.
 * `:name` stands for one non-empty path segment.
 */
export const SITE_ROUTES = [
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
  '/wallpaper',
  '/movies',
  '/news',
  '/topic/:id',
  '/rankings',
  '/topuphistory',
  // Vote for points (docs/product/votes.md).
  '/vote',
  // The demo vote site (outside production; docs/product/votes.md, The demo vote site).
  '/vote/demo-site/:id',
  '/topup',
  '/topup/success',
  '/topup/cancel',
  // The fake payment provider's checkout (PAYMENT_PROVIDER=fake; docs/product/payments.md).
  '/topup/checkout/:id',
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
  // Support tickets (docs/product/tickets.md); /ticket/guest opens a visitor's ticket with its mailed link.
  '/ticket',
  '/ticket/guest',
  '/checkticket',
  '/checkticket/:number',
  // The footer's policy pages (src/shared/site-pages.ts), edited in the console.
  '/operation-policy',
  '/privacy-policy',
  '/game-cash-agreement',
] as const;

export type SiteRoute = (typeof SITE_ROUTES)[number];

/** Whether `path` fits `pattern`, where ':name' stands for one non-empty segment. */
export function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? (have[i] ?? '') !== '' : part === have[i]));
}

/**
 * `pathname` without its trailing slashes ('/' stays '/'). A loop, not `replace(/\/+$/, '')`: that pattern
 * retries from every slash of a long run and takes quadratic time, so a path of 16,000 slashes and one
 * letter would hold the event loop for a second on every request.
 */
export function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 47) end--;
  return pathname.slice(0, end);
}
