import type { Translation } from './catalog.ts';
import type homeEn from './home.en.ts';

/** home.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const home: Translation<typeof homeEn> = {};

export default home;
