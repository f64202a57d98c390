/**
 * Messages of the account pages (src/client/features/accounts), in English.
 * This file defines the area's ids; accounts.fil.ts has the same ones (docs/product/languages.md).
 */
const accounts = {} as const;

export default accounts;
