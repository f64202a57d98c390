import type { MessageId } from '../i18n/messages.ts';
import { supportChatUrl } from '../ui/site-config.ts';

/**
 * The main menu (docs/product/site-shell.md). `signedIn` links show only to a signed-in player. Labels are
 * message ids (src/shared/i18n/shell.en.ts), drawn in the page's language.
 */
export interface MenuLink {
  label: MessageId;
  to: string;
  external?: boolean;
  signedIn?: boolean;
}
export interface MenuEntry {
  label: MessageId;
  /** Entries without a submenu are plain links. */
  to?: string;
  items?: MenuLink[];
}

export const SUPPORT_CHAT = 'support-chat';

export const MAIN_MENU: MenuEntry[] = [
  { label: 'menu.news', items: [{ label: 'menu.focus', to: '/news' }] },
  {
    label: 'menu.guide',
    items: [
      { label: 'menu.story', to: '/story' },
      { label: 'menu.character', to: '/characters' },
      { label: 'menu.gameSystem', to: '/gamesystem' },
    ],
  },
  {
    label: 'menu.shop',
    items: [
      { label: 'menu.itemShop', to: '/itemshop' },
      { label: 'menu.topUp', to: '/topup', signedIn: true },
      { label: 'menu.cart', to: '/shoppingcart', signedIn: true },
      { label: 'menu.purchases', to: '/shoppurchases', signedIn: true },
      { label: 'menu.topUpHistory', to: '/topuphistory', signedIn: true },
      { label: 'menu.vote', to: '/vote', signedIn: true },
    ],
  },
  { label: 'menu.gallery', to: '/gallery' },
  { label: 'menu.ranking', items: [{ label: 'menu.overall', to: '/rankings' }] },
  {
    label: 'menu.download',
    items: [
      { label: 'menu.gameDownload', to: '/download' },
      { label: 'menu.wallpaper', to: '/wallpaper' },
      { label: 'menu.movie', to: '/movies' },
    ],
  },
  {
    label: 'menu.support',
    items: [
      { label: 'menu.agent', to: SUPPORT_CHAT, external: true },
      { label: 'menu.submitTicket', to: '/ticket' },
      { label: 'menu.checkTicket', to: '/checkticket' },
    ],
  },
];

/** The entry's links for this visitor; 'Talk to an Agent' only while a support chat is set. */
export function visibleItems(entry: MenuEntry, signedIn: boolean): MenuLink[] {
  return (entry.items ?? []).filter(
    (item) => (signedIn || !item.signedIn) && (item.to !== SUPPORT_CHAT || supportChatUrl()),
  );
}
