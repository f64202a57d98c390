import type { Translation } from './catalog.ts';
import type uiEn from './ui.en.ts';

/** ui.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const ui: Translation<typeof uiEn> = {};

export default ui;
