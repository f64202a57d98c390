import type { Translation } from './catalog.ts';
import type mediaEn from './media.en.ts';

/** media.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const media: Translation<typeof mediaEn> = {};

export default media;
