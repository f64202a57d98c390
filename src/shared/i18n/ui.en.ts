/**
 * Messages of the shared parts of pages (src/client/ui): forms, dialogs, pagers, dates, in English.
 * This file defines the area's ids; ui.fil.ts has the same ones (docs/product/languages.md).
 */
const ui = {} as const;

export default ui;
