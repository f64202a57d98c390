/**
 * Messages of the item shop, cart, purchases and top-up pages (src/client/features/shop), in English.
 * This file defines the area's ids; shop.fil.ts has the same ones (docs/product/languages.md).
 */
const shop = {} as const;

export default shop;
