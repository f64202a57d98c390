/**
 * Messages of the vote pages (src/client/features/votes), in English.
 * This file defines the area's ids; votes.fil.ts has the same ones (docs/product/languages.md).
 */
const votes = {} as const;

export default votes;
