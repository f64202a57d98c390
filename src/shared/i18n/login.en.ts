/**
 * Messages of the sign-in page (src/client/features/login), in English.
 * This file defines the area's ids; login.fil.ts has the same ones (docs/product/languages.md).
 */
const login = {
  'login.title': 'Login',
  'login.heading': 'Member Login',
  'login.lead': 'Enter the realm with your game account.',
  'login.banners': 'Login banners',
  'login.gameTime': 'Game time (Manila): ',
  'login.quickMenu': 'Quick menu',
  'login.quick': 'Quick',
  'login.top': 'Top ▲',
} as const;

export default login;
