import type { CartEntry } from '#shared/contracts/shop.ts';
import { type Currency, currencyOfSection } from '#shared/shop-rules.ts';

/** A row checkout will buy: checked, and its item still listed in the shop. */
export const isBuyable = (e: CartEntry) => e.isChecked === 1 && e.available;

/**
 * Only rows checkout will buy count: price x quantity, per currency; the item count is the sum of
 * quantities. A row whose item the shop no longer lists counts for nothing (it is not bought).
 */
export function cartTotals(entries: CartEntry[]) {
  const totals: Record<Currency, number> = { rcoin: 0, milleage: 0 };
  let count = 0;
  for (const e of entries) {
    if (!isBuyable(e)) continue;
    count += e.quantity;
    totals[currencyOfSection(e.shopitem.section)] += e.shopitem.price * e.quantity;
  }
  return { count, totals };
}
