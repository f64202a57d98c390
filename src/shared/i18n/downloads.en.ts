/**
 * Messages of the download page (src/client/features/downloads), in English.
 * This file defines the area's ids; downloads.fil.ts has the same ones (docs/product/languages.md).
 */
const downloads = {} as const;

export default downloads;
