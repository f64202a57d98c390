import type { Translation } from './catalog.ts';
import type guidesEn from './guides.en.ts';

/** guides.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const guides: Translation<typeof guidesEn> = {};

export default guides;
