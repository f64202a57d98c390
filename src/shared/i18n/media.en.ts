/**
 * Messages of the gallery, wallpaper and movie pages (src/client/features/media), in English.
 * This file defines the area's ids; media.fil.ts has the same ones (docs/product/languages.md).
 */
const media = {} as const;

export default media;
