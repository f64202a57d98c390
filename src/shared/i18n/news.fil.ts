import type { Translation } from './catalog.ts';
import type newsEn from './news.en.ts';

/** news.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const news: Translation<typeof newsEn> = {};

export default news;
