import type { ConsolePath } from '#shared/console-paths.ts';
import type { Permission } from '#shared/permissions.ts';
import { matches, withoutTrailingSlashes } from '#shared/routes.ts';

interface ConsolePage {
  /** The menu's label. */
  label: string;
  /** One sentence on what the page is for, as the overview lists it. */
  purpose: string;
  /** What the staff member's role must include to see it in the menu and open it (src/shared/permissions.ts). */
  permission: Permission;
  /** A page reached from another (a form), not listed in the menu. */
  inMenu?: false;
}

/**
 * Every console page: its label, purpose and the permission it needs (its component is listed in
 * console-layout.tsx). The keys are exactly the console's paths (src/shared/console-paths.ts), so a path
 * without an entry fails the type check. The menu lists them in this order.
 */
const CONSOLE_PAGES: Record<ConsolePath, ConsolePage> = {
  '/admin': {
    label: 'Overview',
    purpose: "Today's figures and the last 30 days.",
    permission: 'console.open',
  },
  '/admin/audit': {
    label: 'Audit log',
    purpose:
      'Every change made through the console or an admin command: who, when, from where, and what changed.',
    permission: 'audit.read',
  },
  '/admin/images': {
    label: 'Image library',
    purpose: 'Upload images (resized for where they are shown) and find the ones already uploaded.',
    permission: 'content.write',
  },
  '/admin/news': {
    label: 'News',
    purpose: 'Write, schedule, publish and take down news articles, guides and events.',
    permission: 'content.write',
  },
  '/admin/news/new': {
    label: 'New article',
    purpose: 'Write a news article.',
    permission: 'content.write',
    inMenu: false,
  },
  '/admin/news/:id': {
    label: 'Edit article',
    purpose: 'Edit a news article and when it is published.',
    permission: 'content.write',
    inMenu: false,
  },
  '/admin/media': {
    label: 'Wallpapers, gallery, movies',
    purpose: 'The wallpapers, gallery pictures and movies of the media pages, and their order.',
    permission: 'content.write',
  },
  '/admin/serverinfo': {
    label: 'Server information',
    purpose: 'The sections of the server-information page: rates, schedules, rules.',
    permission: 'content.write',
  },
  '/admin/socials': {
    label: 'Social links',
    purpose: 'The links of the socials page.',
    permission: 'content.write',
  },
  '/admin/banners': {
    label: 'Banners',
    purpose: 'The home and login carousels: images, links, show windows and order.',
    permission: 'content.write',
  },
  '/admin/downloads': {
    label: 'Downloads',
    purpose: 'The client download links: addresses, types, icons and order.',
    permission: 'content.write',
  },
  '/admin/clubs': {
    label: 'Club areas',
    purpose: 'Who holds each guild-war area and the tax it charges.',
    permission: 'content.write',
  },
  '/admin/settings': {
    label: 'Site settings',
    purpose: 'The site name, the support chat link and the forum address.',
    permission: 'content.write',
  },
  '/admin/brand': {
    label: 'Brand',
    purpose:
      'The site’s colours, logo and icon, the picture a shared link shows, the footer and hometown lines, and the download page’s system requirements.',
    permission: 'content.write',
  },
  '/admin/pages': {
    label: 'Policy pages',
    purpose: 'The Operation Policy, Privacy Policy and Game Cash Agreement pages of the footer.',
    permission: 'content.write',
  },
  '/admin/vouchers': {
    label: 'Vouchers',
    purpose: 'Make batches of voucher codes, see how many were redeemed, revoke them, look a code up.',
    permission: 'economy.write',
  },
  '/admin/players': {
    label: 'Players',
    purpose: 'Find an account by user ID, e-mail, name, character or address; see and act on it.',
    permission: 'players.read',
  },
  '/admin/players/:id': {
    label: 'Player',
    purpose: 'One account: its data, characters, money, purchases, sign-ins, and the actions on it.',
    permission: 'players.read',
    inMenu: false,
  },
  '/admin/ledger': {
    label: 'Ledger',
    purpose: 'Every balance change of every account, filtered; daily totals, CSV, and the balance check.',
    permission: 'economy.write',
  },
  '/admin/shop': {
    label: 'Shop catalogue',
    purpose: 'The shop’s categories and items: prices, icons, stock, ribbons, and hiding items from sale.',
    permission: 'shop.write',
  },
  '/admin/tickets': {
    label: 'Tickets',
    purpose: 'The support queue: answer players, add notes for staff, assign and close tickets.',
    permission: 'tickets.work',
  },
  '/admin/tickets/canned': {
    label: 'Canned answers',
    purpose: 'The ready-made replies staff insert into a ticket answer.',
    permission: 'tickets.work',
    inMenu: false,
  },
  '/admin/tickets/:number': {
    label: 'Ticket',
    purpose: 'One ticket: the thread, the player’s money, replies, notes, status and assignment.',
    permission: 'tickets.work',
    inMenu: false,
  },
  '/admin/payments': {
    label: 'Top-up orders',
    purpose: 'Paid, pending, failed and expired top-ups with the provider’s reference; re-check one.',
    permission: 'economy.write',
  },
  '/admin/topup-packages': {
    label: 'Top-up packages',
    purpose: 'What the Top Up page sells: price in pesos, R-Coin and bonus, and which are on sale.',
    permission: 'economy.write',
  },
  '/admin/game': {
    label: 'Game',
    purpose:
      "The link to the game's database: whether it answers, what waits to be delivered, parked rows, the profile check.",
    permission: 'game.manage',
  },
  '/admin/discord': {
    label: 'Discord',
    purpose:
      'The Discord webhooks the site announces news, maintenance and the staff log to, and their deliveries.',
    permission: 'game.manage',
  },
  '/admin/character-services': {
    label: 'Character services',
    purpose:
      'Players’ unstuck, school change and rename orders and how the game answered; for administrators, their prices, cooldowns and start points.',
    permission: 'players.read',
  },
  '/admin/votes': {
    label: 'Votes',
    purpose: 'Votes the vote sites sent: credited or refused and why, per site and per day.',
    permission: 'economy.write',
  },
  '/admin/vote-sites': {
    label: 'Vote sites',
    purpose: 'The top sites players vote on: links, proof, rewards, cooldowns and the callback address.',
    permission: 'economy.write',
  },
  '/admin/security': {
    label: 'Security',
    purpose:
      'Your two-step sign-in (an authenticator app and recovery codes), and whether all staff need it.',
    permission: 'console.open',
  },
};

/**
 * The console page at `pathname` (case and a trailing slash ignored), or null: an exact path first, then
 * a path with a ':name' segment ('/admin/news/:id'), as the router matches them.
 */
export function consolePageAt(pathname: string): (ConsolePage & { path: ConsolePath }) | null {
  const path = withoutTrailingSlashes(pathname).toLowerCase();
  const exact = (CONSOLE_PAGES as Record<string, ConsolePage | undefined>)[path];
  if (exact) return { ...exact, path: path as ConsolePath };
  const entry = (Object.entries(CONSOLE_PAGES) as [ConsolePath, ConsolePage][]).find(
    ([pattern]) => pattern.includes('/:') && matches(pattern, path),
  );
  return entry ? { ...entry[1], path: entry[0] } : null;
}

/** The console's pages in menu order. */
export function consoleMenu(): (ConsolePage & { path: ConsolePath })[] {
  return (Object.entries(CONSOLE_PAGES) as [ConsolePath, ConsolePage][])
    .filter(([, page]) => page.inMenu !== false)
    .map(([path, page]) => ({ ...page, path }));
}
