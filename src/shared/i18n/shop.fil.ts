import type { Translation } from './catalog.ts';
import type shopEn from './shop.en.ts';

/** shop.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const shop: Translation<typeof shopEn> = {};

export default shop;
