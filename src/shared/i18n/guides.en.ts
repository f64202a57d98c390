/**
 * Messages of the guide pages (src/client/features/guides), in English.
 * This file defines the area's ids; guides.fil.ts has the same ones (docs/product/languages.md).
 */
const guides = {} as const;

export default guides;
