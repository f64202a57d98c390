/**
 * Messages of the rankings page (src/client/features/rankings), in English.
 * This file defines the area's ids; rankings.fil.ts has the same ones (docs/product/languages.md).
 */
const rankings = {} as const;

export default rankings;
