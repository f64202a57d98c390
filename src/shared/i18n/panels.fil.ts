import type { Translation } from './catalog.ts';
import type panelsEn from './panels.en.ts';

/** panels.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const panels: Translation<typeof panelsEn> = {
  'side.siteMenu': 'Menu ng Site',
  'side.account': 'Account',
  'side.accountSettings': 'Settings ng Account',
  'side.changePassword': 'Palitan ang Password',
  'side.shopMenu': 'Menu ng Item Shop',
  'side.newsNotices': 'Balita at Anunsyo',
  'side.gameGuide': 'Gabay sa Laro',
  'side.characters': 'Mga Character',
  'side.instructions': 'Mga Tagubilin',
  'side.gameClient': 'Game Client',
  'side.movies': 'Mga Video',
  'side.forum': 'Forum',
  'side.visitForum': 'Pumunta sa Forum',
  'side.overallRanking': 'Pangkalahatang Ranking',
  'account.login': 'Mag-login',
  'account.mine': 'Account Ko',
  'account.welcome': 'Maligayang pagbabalik, {name}!',
  'account.userId': 'User ID',
  'account.rcoin': 'R-Coin',
  'account.milleage': 'Milleage',
  'account.tickets': 'Mga Ticket Ko',
  'account.logout': 'Mag-logout',
  'account.find': 'Hanapin ang ID o Password',
  'account.cart': 'Cart',
  'account.items': '{count, plural, other {item}}',
  'account.newReplies':
    '{count, plural, =1 {ticket ang may bagong sagot} other {na ticket ang may bagong sagot}}',
  'shop.topSales': 'Pinakamabenta',
  'shop.noTopSales': 'Wala pang pinakamabenta.',
  'shop.topSalesFailed': 'Hindi makuha ang pinakamabenta ngayon.',
  'shop.topUp': 'Top Up',
  'shop.myCart': 'Cart Ko',
  'shop.cartEmpty': 'Wala pang item sa cart mo.',
  'shop.unavailable': 'Hindi available',
  'shop.cartMore': '{count, plural, one {at # pang item sa cart mo} other {at # pang item sa cart mo}}',
  'shop.checkout': 'Checkout',
  'footer.label': 'Footer',
  'footer.home': 'Home',
  'footer.guides': 'Mga Gabay sa Laro',
  'footer.recharge': 'Mag-recharge',
  'footer.operationPolicy': 'Patakaran sa Operasyon',
  'footer.privacyPolicy': 'Patakaran sa Privacy',
  'footer.cashAgreement': 'Kasunduan sa Game Cash',
  'footer.credits': 'Community site na pinapatakbo ng mga fan. Icons mula sa game-icons.net (CC BY 3.0) —',
  'footer.creditsLink': 'Credits',
};

export default panels;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof panelsEn)[] = [
  'side.account',
  'side.gameClient',
  'side.forum',
  'account.userId',
  'account.rcoin',
  'account.milleage',
  'account.cart',
  'shop.topUp',
  'shop.checkout',
  'footer.label',
  'footer.home',
  'footer.creditsLink',
];
