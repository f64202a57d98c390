import type { Translation } from './catalog.ts';
import type policiesEn from './policies.en.ts';

/** policies.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const policies: Translation<typeof policiesEn> = {};

export default policies;
