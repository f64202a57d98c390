/**
 * Messages of the news pages (src/client/features/news), in English.
 * This file defines the area's ids; news.fil.ts has the same ones (docs/product/languages.md).
 */
const news = {} as const;

export default news;
