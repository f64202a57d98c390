import type { Translation } from './catalog.ts';
import type loginEn from './login.en.ts';

/** login.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const login: Translation<typeof loginEn> = {};

export default login;
