import type { Translation } from './catalog.ts';
import type downloadsEn from './downloads.en.ts';

/** downloads.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const downloads: Translation<typeof downloadsEn> = {};

export default downloads;
