import type { Translation } from './catalog.ts';
import type ticketsEn from './tickets.en.ts';

/** tickets.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const tickets: Translation<typeof ticketsEn> = {};

export default tickets;
