import { supportChatUrl } from '../ui/site-config.ts';

/** The main menu (docs/product/site-shell.md). `signedIn` links show only to a signed-in player. */
export interface MenuLink {
  label: string;
  to: string;
  external?: boolean;
  signedIn?: boolean;
}
export interface MenuEntry {
  label: string;
  /** Entries without a submenu are plain links. */
  to?: string;
  items?: MenuLink[];
}

export const SUPPORT_CHAT = 'support-chat';

export const MAIN_MENU: MenuEntry[] = [
  { label: 'News', items: [{ label: 'Focus', to: '/news' }] },
  {
    label: 'Guide',
    items: [
      { label: 'Story', to: '/story' },
      { label: 'Character', to: '/characters' },
      { label: 'Game System', to: '/gamesystem' },
    ],
  },
  {
    label: 'Shop',
    items: [
      { label: 'Item Shop', to: '/itemshop' },
      { label: 'Top Up R-Coin', to: '/topup', signedIn: true },
      { label: 'Shopping Cart', to: '/shoppingcart', signedIn: true },
      { label: 'Purchase History', to: '/shoppurchases', signedIn: true },
      { label: 'Top Up History', to: '/topuphistory', signedIn: true },
      { label: 'Vote for Points', to: '/vote', signedIn: true },
    ],
  },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Ranking', items: [{ label: 'Overall', to: '/rankings' }] },
  {
    label: 'Download',
    items: [
      { label: 'Game Download', to: '/download' },
      { label: 'Wallpaper', to: '/wallpaper' },
      { label: 'Movie', to: '/movies' },
    ],
  },
  {
    label: 'Support',
    items: [
      { label: 'Talk to an Agent', to: SUPPORT_CHAT, external: true },
      { label: 'Submit Ticket', to: '/ticket' },
      { label: 'Check My Ticket', to: '/checkticket' },
    ],
  },
];

/** The entry's links for this visitor; 'Talk to an Agent' only while a support chat is set. */
export function visibleItems(entry: MenuEntry, signedIn: boolean): MenuLink[] {
  return (entry.items ?? []).filter(
    (item) => (signedIn || !item.signedIn) && (item.to !== SUPPORT_CHAT || supportChatUrl()),
  );
}
