import type accountsEn from './accounts.en.ts';
import type { Translation } from './catalog.ts';

/** accounts.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const accounts: Translation<typeof accountsEn> = {};

export default accounts;
