/**
 * Messages of the shared parts of pages (src/client/ui): forms, dialogs, pagers, dates, in English.
 * This file defines the area's ids; ui.fil.ts has the same ones (docs/product/languages.md). The few shared
 * parts in the first chunk (the big buttons, a page's load failure) take theirs from the shell area.
 */
const ui = {
  'ui.backToTop': 'Back to top',
  'ui.article.by': 'By {author}',
  'ui.article.views': '{count, plural, one {{views} view} other {{views} views}}',
  'ui.banners': 'Featured banners',
  'ui.banner.alt': 'Banner {number} of {count}',
  'ui.banner.slide': '{number} of {count}',
  'ui.banner.show': 'Show banner {number}',
  'ui.banner.fullSize': ' (opens full size in a new tab)',
  'ui.dialog.ok': 'OK',
  'ui.dialog.error': 'ERROR!',
  'ui.dialog.success': 'Success!',
  'ui.dialog.notice': 'Notice',
  'ui.pager.previous': 'Previous',
  'ui.pager.next': 'Next',
  'ui.pager.last': 'Last',
  'ui.pager.page': 'Page {number}',
  'ui.redeem.title': 'Redeem Code',
  'ui.redeem.code': 'Voucher Code',
  'ui.redeem.checkCarefully': 'Please check the code carefully before submitting.',
  'ui.redeem.caseSensitive': 'Codes are case-sensitive.',
  'ui.redeem.once': 'Each code can be used only once.',
  'ui.redeem.busy': 'Redeeming…',
  'ui.redeem.submit': 'Redeem',
  'ui.signIn.usernameRequired': 'Username is required.',
  'ui.signIn.passwordRequired': 'Password is required.',
  'ui.signIn.code': 'Code from your authenticator app (or a recovery code)',
  'ui.signIn.checking': 'Checking…',
  'ui.signIn.verify': 'Verify',
  'ui.signIn.username': 'Username',
  'ui.signIn.userId': 'User ID',
  'ui.signIn.password': 'Password',
  'ui.signIn.busy': 'Signing in…',
  'ui.signIn.submit': 'Login',
  'ui.signIn.signUpNew': 'Sign up New!',
  'ui.signIn.signUp': 'Sign Up',
  'ui.signIn.forgot': 'ID or Password?',
  'ui.signIn.find': 'Find ID / Password',
} as const;

export default ui;
