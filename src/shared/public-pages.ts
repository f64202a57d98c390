// Plain constants only (no zod).
import type sharingEn from './i18n/sharing.en.ts';
import type { SiteRoute } from './routes.ts';

/**
 * The public pages (docs/product/sharing.md): rendered on the server with their data, listed in
 * sitemap.xml, each with its own title, description and canonical address, as ids of the server-only
 * `sharing` area (src/shared/i18n/sharing.*.ts), which the server writes in the page's language. The
 * crumb is the one the page itself shows in its title ('{crumb} | {site name}'). Account, shop-history and
 * console pages are not here: they are drawn for one signed-in player and are neither rendered on the
 * server nor indexed.
 */
type SharingId = keyof typeof sharingEn;

export interface PublicPage {
  crumb: SharingId;
  description: SharingId;
  /** Where the same page's main address is, for an alias ('/home' is '/'). */
  canonical?: SiteRoute;
}

/** The names of the pages the sharing area has a crumb for (sharing.<name>.crumb). */
type PageName = SharingId extends infer Id
  ? Id extends `sharing.${infer Name}.crumb`
    ? Name
    : never
  : never;

/** A page's crumb and description ids in the sharing area: sharing.<name>.crumb and .description. */
const page = (name: PageName): PublicPage => ({
  crumb: `sharing.${name}.crumb`,
  description: `sharing.${name}.description`,
});

export const PUBLIC_PAGES: Partial<Record<SiteRoute, PublicPage>> = {
  '/': page('home'),
  '/home': { ...page('home'), canonical: '/' },
  '/news': page('news'),
  '/rankings': page('rankings'),
  '/itemshop': page('itemshop'),
  '/story': page('story'),
  '/characters': page('characters'),
  '/gamesystem': page('gamesystem'),
  '/instructions': page('instructions'),
  '/serverinfo': page('serverinfo'),
  '/download': page('download'),
  '/downloads': { ...page('download'), canonical: '/download' },
  '/wallpaper': page('wallpaper'),
  '/gallery': page('gallery'),
  '/movies': page('movies'),
  '/socials': page('socials'),
  '/credits': page('credits'),
  '/operation-policy': page('operationPolicy'),
  '/privacy-policy': page('privacyPolicy'),
  '/game-cash-agreement': page('gameCash'),
};
