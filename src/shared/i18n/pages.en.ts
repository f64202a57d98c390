/**
 * Messages of the small pages of src/client/features/shell-pages (credits, top-up results), in English.
 * This file defines the area's ids; pages.fil.ts has the same ones (docs/product/languages.md).
 */
const pages = {} as const;

export default pages;
