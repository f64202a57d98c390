/**
 * Messages of the support ticket pages (src/client/features/tickets), in English.
 * This file defines the area's ids; tickets.fil.ts has the same ones (docs/product/languages.md).
 */
const tickets = {} as const;

export default tickets;
