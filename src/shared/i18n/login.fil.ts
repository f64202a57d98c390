import type { Translation } from './catalog.ts';
import type loginEn from './login.en.ts';

/** login.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const login: Translation<typeof loginEn> = {
  'login.title': 'Mag-login',
  'login.heading': 'Mag-login sa Account',
  'login.lead': 'Pumasok sa mundo ng laro gamit ang game account mo.',
  'login.banners': 'Mga banner sa login',
  'login.gameTime': 'Oras sa laro (Manila): ',
  'login.quickMenu': 'Mabilis na menu',
  'login.quick': 'Shortcut',
  'login.top': 'Itaas ▲',
};

export default login;
