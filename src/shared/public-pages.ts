// Plain constants only (no zod).
import type { SiteRoute } from './routes.ts';

/**
 * The public pages (docs/product/sharing.md): rendered on the server with their data, listed in
 * sitemap.xml, each with its own title, description and canonical address. The crumb is the one the page
 * itself shows in its title ('{crumb} | {site name}'). Account, shop-history and console pages are not here:
 * they are drawn for one signed-in player and are neither rendered on the server nor indexed.
 */
export interface PublicPage {
  crumb: string;
  description: string;
  /** Where the same page's main address is, for an alias ('/home' is '/'). */
  canonical?: SiteRoute;
}

export const PUBLIC_PAGES: Partial<Record<SiteRoute, PublicPage>> = {
  '/': { crumb: 'Home', description: 'Latest news, events, rankings and downloads of the server.' },
  '/home': { crumb: 'Home', description: '', canonical: '/' },
  '/news': { crumb: 'News', description: 'News, events and guides from the game masters.' },
  '/rankings': { crumb: 'Rankings', description: 'Top players by level, wealth, MMR and kills this month.' },
  '/itemshop': { crumb: 'Item Shop', description: 'Items for R-Coin and Milleage, with top sales.' },
  '/story': { crumb: 'Story', description: 'The story of the three schools and the world of the game.' },
  '/characters': { crumb: 'Character', description: 'Every class of the game, its weapons and its skills.' },
  '/gamesystem': { crumb: 'Game System', description: 'How the game works: schools, clubs, items and more.' },
  '/instructions': {
    crumb: 'Instructions',
    description: 'How to install the game and play your first hour.',
  },
  '/serverinfo': { crumb: 'Server Information', description: 'Rates, caps and rules of this server.' },
  '/download': { crumb: 'Download', description: 'Download the full game client and the latest patches.' },
  '/downloads': { crumb: 'Download', description: '', canonical: '/download' },
  '/wallpaper': { crumb: 'Wallpaper', description: 'Wallpapers of the game for desktop and phone.' },
  '/gallery': { crumb: 'Gallery', description: 'Pictures from the game and its events.' },
  '/movies': { crumb: 'Movie', description: 'Videos of the game, its classes and its events.' },
  '/socials': { crumb: 'Socials', description: 'Where to find the community.' },
  '/credits': { crumb: 'Credits', description: 'The artwork and software this site is made with.' },
  '/operation-policy': { crumb: 'Operation Policy', description: 'The rules of play on this server.' },
  '/privacy-policy': { crumb: 'Privacy Policy', description: 'What this site keeps about you and why.' },
  '/game-cash-agreement': { crumb: 'Game Cash Agreement', description: 'The terms of R-Coin purchases.' },
};
