import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartEntry, MoneyResponse } from '#shared/contracts/shop.ts';
import { CART_MAX_QUANTITY, type Currency, currencyOfSection } from '#shared/shop-rules.ts';
import { patchStoredUser } from '../session/user-store.ts';
import { showSuccess } from '../ui/dialog-store.ts';
import { ApiError, reportActionError } from './client.ts';
import { withIntentKey } from './intent-keys.ts';
import { type CartRow, shopApi } from './shop.ts';
import { shopKeys } from './shop-keys.ts';

/**
 * The shop's mutation hooks (buy, cart, cancel), apart from shop.ts: the side panels load shop.ts after
 * every page's first paint, and these are needed only on the shop's own pages.
 */

export type CartChange =
  | { kind: 'quantity'; row: CartRow; by: 1 | -1 }
  | { kind: 'check' | 'remove'; row: CartRow };

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

/** The shop's actions: what each does to the cached queries above and what it shows. */
function afterMoney(client: QueryClient, response: MoneyResponse) {
  patchStoredUser({ UserPoint: response.userPoints, UserPoint2: response.userPoints2 });
  void client.invalidateQueries({ queryKey: shopKeys.allCarts });
  void client.invalidateQueries({ queryKey: shopKeys.allPurchases });
  void client.invalidateQueries({ queryKey: shopKeys.topSales });
  void client.invalidateQueries({ queryKey: shopKeys.premiumSellers });
  void client.invalidateQueries({ queryKey: shopKeys.allItems });
}

/**
 * A purchase, a cart checkout or a cancel: each moves money, so each answer updates the balances and the
 * shop's lists the same way, shows its message, and reports a failure the same way. A price changed since
 * the player confirmed it (409 price_changed) also reads the shop's lists again, so the card shows the new
 * price the message names and the next confirm pays it knowingly.
 */
function useMoneyAction<T>(mutationFn: (input: T) => Promise<MoneyResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (response) => {
      afterMoney(client, response);
      void showSuccess(response.message);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'price_changed') refreshPrices(client);
      reportActionError(error);
    },
  });
}

/** Every list that shows an item's price, the cart included: read again (the active ones at once). */
function refreshPrices(client: QueryClient) {
  void client.invalidateQueries({ queryKey: shopKeys.allCarts });
  void client.invalidateQueries({ queryKey: shopKeys.allItems });
  void client.invalidateQueries({ queryKey: shopKeys.premiumSellers });
  void client.invalidateQueries({ queryKey: shopKeys.topSales });
}

/** What the player confirmed: the item, and the unit price and currency its card showed. */
export interface BuyNowRequest {
  productnum: number;
  price: number;
  currency: Currency;
}

export function useBuyNow() {
  // One key per confirmed purchase of this item, reused when the player retries after a lost answer. The
  // price is not part of the intent: a retry whose first attempt may have gone through keeps its key even
  // if the price was read again meanwhile, so it is answered from that attempt, never bought twice.
  return useMoneyAction(({ productnum, price, currency }: BuyNowRequest) =>
    withIntentKey('buyitem', String(productnum), (key) =>
      shopApi.buyItem(productnum, key, { price, currency }),
    ),
  );
}

export function useBuyCart() {
  // The intent is this selection of cart rows: the same selection retried reuses its key. Each row's unit
  // price and currency as the page showed them go with it: a row whose price changed is refused (409), and
  // the cart is read again (refreshPrices) so its rows show the new price the message names.
  return useMoneyAction((rows: CartEntry[]) => {
    const items = rows.map((r) => r.seq).join(',');
    const prices = rows.map((r) => ({
      seq: r.seq,
      price: r.shopitem.price,
      currency: currencyOfSection(r.shopitem.section),
    }));
    return withIntentKey('buycartitem', items, (key) => shopApi.buyCart(items, key, prices));
  });
}

export function useCancelPurchase() {
  return useMoneyAction((PurNum: number) =>
    withIntentKey('cancelpurchase', String(PurNum), (key) => shopApi.cancelPurchase(PurNum, key)),
  );
}

export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shopApi.addToCart,
    onSuccess: (response) => {
      void client.invalidateQueries({ queryKey: shopKeys.allCarts });
      void showSuccess(response.message);
    },
    onError: reportActionError,
  });
}

/** Quantity, check and remove: optimistic, failures only logged (docs/product/site-shell.md, Error catalogue), then refetched. */
export function useCartChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CartChange) => {
      if (change.kind === 'quantity') return shopApi.updateQuantity(change.row, change.by);
      return change.kind === 'check' ? shopApi.toggleCheck(change.row) : shopApi.removeFromCart(change.row);
    },
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: shopKeys.allCarts });
      client.setQueriesData<CartEntry[]>({ queryKey: shopKeys.allCarts }, (old) =>
        Array.isArray(old) ? applyCartChange(old, change) : old,
      );
    },
    onError: (error) => console.warn('cart change failed', error),
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.allCarts }),
  });
}
