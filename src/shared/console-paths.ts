/**
 * The operator console's addresses (/admin/...): part of the browser routes the server answers 200 for
 * (routes.ts), all drawn by one lazily loaded console (src/client/features/admin/console-pages.ts says
 * which page, label and permission each has). To add a console page, add its path here and its entry there.
 */
export const CONSOLE_PATHS = [
  '/admin',
  '/admin/audit',
  '/admin/images',
  '/admin/news',
  '/admin/news/new',
  '/admin/news/:id',
  '/admin/media',
  '/admin/serverinfo',
  '/admin/socials',
  '/admin/banners',
  '/admin/downloads',
  '/admin/clubs',
  '/admin/settings',
  '/admin/brand',
  '/admin/pages',
  '/admin/vouchers',
  '/admin/players',
  '/admin/players/:id',
  '/admin/ledger',
  '/admin/shop',
  '/admin/tickets',
  '/admin/tickets/canned',
  '/admin/tickets/:number',
  '/admin/payments',
  '/admin/topup-packages',
  '/admin/game',
  '/admin/discord',
  '/admin/character-services',
  '/admin/votes',
  '/admin/vote-sites',
  '/admin/security',
] as const;

export type ConsolePath = (typeof CONSOLE_PATHS)[number];
