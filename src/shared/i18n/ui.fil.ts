import type { Translation } from './catalog.ts';
import type uiEn from './ui.en.ts';

/** ui.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const ui: Translation<typeof uiEn> = {
  'ui.backToTop': 'Bumalik sa itaas',
  'ui.article.by': 'Ni {author}',
  // Exactly one: Filipino's plural "one" also covers 2, 3 and more, where the English word takes its s.
  'ui.article.views': '{count, plural, =1 {{views} view} other {{views} views}}',
  'ui.banners': 'Mga tampok na banner',
  'ui.banner.alt': 'Banner {number} sa {count}',
  'ui.banner.slide': '{number} sa {count}',
  'ui.banner.show': 'Ipakita ang banner {number}',
  'ui.banner.fullSize': ' (buong laki, magbubukas sa bagong tab)',
  'ui.dialog.ok': 'OK',
  'ui.dialog.error': 'MAY MALI!',
  'ui.dialog.success': 'Tagumpay!',
  'ui.dialog.notice': 'Paalala',
  'ui.pager.previous': 'Nakaraan',
  'ui.pager.next': 'Susunod',
  'ui.pager.last': 'Huli',
  'ui.pager.page': 'Pahina {number}',
  'ui.redeem.title': 'I-redeem ang Code',
  'ui.redeem.code': 'Voucher Code',
  'ui.redeem.checkCarefully': 'Pakisuri nang mabuti ang code bago i-submit.',
  'ui.redeem.caseSensitive': 'Magkaiba ang malaki at maliit na titik sa code.',
  'ui.redeem.once': 'Isang beses lang magagamit ang bawat code.',
  'ui.redeem.busy': 'Nire-redeem…',
  'ui.redeem.submit': 'I-redeem',
  'ui.signIn.usernameRequired': 'Kailangan ang Username.',
  'ui.signIn.passwordRequired': 'Kailangan ang Password.',
  'ui.signIn.code': 'Code mula sa authenticator app mo (o recovery code)',
  'ui.signIn.checking': 'Sinusuri…',
  'ui.signIn.verify': 'I-verify',
  'ui.signIn.username': 'Username',
  'ui.signIn.userId': 'User ID',
  'ui.signIn.password': 'Password',
  'ui.signIn.busy': 'Nagsa-sign in…',
  'ui.signIn.submit': 'Login',
  'ui.signIn.signUpNew': 'Mag-sign up na!',
  'ui.signIn.signUp': 'Mag-sign up',
  'ui.signIn.forgot': 'ID o Password?',
  'ui.signIn.find': 'Hanapin ang ID / Password',
};

export default ui;

/** Ids whose Filipino is the English word on purpose (scripts/check-messages.ts passes them). */
export const SAME_AS_ENGLISH: readonly (keyof typeof uiEn)[] = [
  'ui.dialog.ok',
  'ui.redeem.code',
  'ui.signIn.username',
  'ui.signIn.userId',
  'ui.signIn.password',
  'ui.signIn.submit',
];
