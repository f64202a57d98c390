import type { Translation } from './catalog.ts';
import type pagesEn from './pages.en.ts';

/** pages.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const pages: Translation<typeof pagesEn> = {};

export default pages;
