import type { Translation } from './catalog.ts';
import type shellEn from './shell.en.ts';

/** shell.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const shell: Translation<typeof shellEn> = {
  'shell.skip': 'Lumaktaw sa nilalaman',
  'shell.loading': 'Naglo-load…',
  'shell.sideMenu': 'Menu sa gilid',
  'shell.extraMenu': 'Shop at menu ng site',
  'shell.home': 'Home ng {site}',
  'shell.language': 'Wika',
  'shell.mainMenu': 'Pangunahing menu',
  'shell.compactMenu': 'Pangunahing menu (maliit)',
  'shell.menu': 'Menu',
  'shell.submenu': 'Submenu ng {entry}',
  'shell.newTab': ' (magbubukas sa bagong tab)',
  'shell.account': 'Account',
  'menu.news': 'Balita',
  'menu.focus': 'Tampok',
  'menu.guide': 'Gabay',
  'menu.story': 'Kuwento',
  'menu.character': 'Character',
  'menu.gameSystem': 'Sistema ng Laro',
  'menu.shop': 'Shop',
  'menu.itemShop': 'Item Shop',
  'menu.topUp': 'Mag-top up ng R-Coin',
  'menu.cart': 'Shopping Cart',
  'menu.purchases': 'Mga Nabili',
  'menu.topUpHistory': 'Kasaysayan ng Top Up',
  'menu.vote': 'Bumoto para sa Points',
  'menu.gallery': 'Gallery',
  'menu.ranking': 'Ranking',
  'menu.overall': 'Pangkalahatan',
  'menu.download': 'Download',
  'menu.gameDownload': 'I-download ang Laro',
  'menu.wallpaper': 'Wallpaper',
  'menu.movie': 'Video',
  'menu.support': 'Tulong',
  'menu.agent': 'Makipag-usap sa Agent',
  'menu.discord': 'Sumali sa aming Discord',
  'menu.submitTicket': 'Magpadala ng Ticket',
  'menu.checkTicket': 'Tingnan ang Ticket Ko',
  'account.signIn': 'Mag-sign in',
  'account.register': 'Mag-register',
};

export default shell;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof shellEn)[] = [
  'shell.menu',
  'shell.account',
  'menu.character',
  'menu.shop',
  'menu.itemShop',
  'menu.cart',
  'menu.gallery',
  'menu.ranking',
  'menu.download',
  'menu.wallpaper',
];
