import type { Translation } from './catalog.ts';
import type votesEn from './votes.en.ts';

/** votes.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const votes: Translation<typeof votesEn> = {};

export default votes;
