import type { Translation } from './catalog.ts';
import type rankingsEn from './rankings.en.ts';

/** rankings.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const rankings: Translation<typeof rankingsEn> = {};

export default rankings;
