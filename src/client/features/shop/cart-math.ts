import type { CartEntry } from '#shared/contracts/shop.ts';
import { CART_MAX_QUANTITY, type Currency, currencyOfSection } from '#shared/shop-rules.ts';
import type { CartRow } from '../../api/shop.ts';

export type CartChange =
  | { kind: 'quantity'; row: CartRow; by: 1 | -1 }
  | { kind: 'check' | 'remove'; row: CartRow };

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

/** What the cart will look like after `change`: shown at once, then confirmed by a refetch. */
export function applyCartChange(entries: CartEntry[], change: CartChange): CartEntry[] {
  const { seq } = change.row;
  if (change.kind === 'remove') return entries.filter((e) => e.seq !== seq);
  const by = change.kind === 'quantity' ? change.by : 0;
  return entries.map((e) => {
    if (e.seq !== seq) return e;
    if (change.kind === 'check') return { ...e, isChecked: e.isChecked === 1 ? 0 : 1 };
    return { ...e, quantity: Math.min(CART_MAX_QUANTITY, Math.max(1, e.quantity + by)) };
  });
}
