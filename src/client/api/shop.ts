import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CartChangeResponse,
  CartEntry,
  CheckoutResponse,
  CouponResponse,
  ItemShopResponse,
  MoneyResponse,
  PurchaseHistoryResponse,
  ShopCategory,
  TopSalesResponse,
  TopUpHistoryResponse,
} from '#shared/contracts/shop.ts';
import { CART_MAX_QUANTITY } from '#shared/shop-rules.ts';
import { patchStoredUser } from '../session/user-store.ts';
import { showSuccess } from '../ui/dialog-store.ts';
import { api, reportActionError } from './client.ts';
import { withIntentKey } from './intent-keys.ts';
import { shopKeys } from './shop-keys.ts';

/**
 * The shop, cart, purchase and voucher calls (docs/product/api.md) and their queries (keys in shop-keys.ts). The item shop pages and
 * the layout's side panels (top sales, cart summary) use these same options, so one resource has one
 * query key and one freshness wherever it shows.
 */
const fetchCategories = () => api.get<ShopCategory[]>('shopcategories');
const fetchItems = (category: number, page: number) =>
  api.get<ItemShopResponse>('itemshop', { query: { category, page } });
const fetchTopSales = () => api.get<TopSalesResponse>('topsales');
const fetchPremiumSellers = () => api.get<TopSalesResponse>('premiumsellers');
const fetchCart = (usernum: number) => api.get<CartEntry[]>('shopcart', { query: { usernum } });
const fetchPurchases = (page: number) =>
  api.get<PurchaseHistoryResponse>('shoppurchases', { query: { page } });
const fetchTopUps = (page: number) => api.get<TopUpHistoryResponse>('topuphistory', { query: { page } });

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.categories, queryFn: fetchCategories, staleTime: 5 * 60_000 });

export const itemsQueryOptions = (category: number, page: number) =>
  queryOptions({ queryKey: shopKeys.items(category, page), queryFn: () => fetchItems(category, page) });

/** Top sales: the side panel's list. */
export const topSalesQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.topSales, queryFn: fetchTopSales, staleTime: 60_000 });

/** The shop's Premium Sellers area: the items the operator flagged (or the best sellers when none is). */
export const premiumSellersQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.premiumSellers, queryFn: fetchPremiumSellers, staleTime: 60_000 });

/** The signed-in player's cart (`usernum` undefined: no player, the query waits). */
export const cartQueryOptions = (usernum: number | undefined) =>
  queryOptions({
    queryKey: shopKeys.cart(usernum),
    queryFn: () => fetchCart(usernum!),
    enabled: usernum !== undefined,
  });

export const purchasesQueryOptions = (page: number, enabled = true) =>
  queryOptions({ queryKey: shopKeys.purchases(page), queryFn: () => fetchPurchases(page), enabled });

export const topUpsQueryOptions = (page: number, enabled = true) =>
  queryOptions({ queryKey: shopKeys.topUps(page), queryFn: () => fetchTopUps(page), enabled });

const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const shopApi = {
  buyItem: (productnum: number, key: string) =>
    api.post<MoneyResponse>('buyitem', undefined, { query: { productnum }, ...idempotent(key) }),
  buyCart: (items: string, key: string) =>
    api.post<CheckoutResponse>('buycartitem', undefined, { query: { items }, ...idempotent(key) }),
  cancelPurchase: (PurNum: number, key: string) =>
    api.post<MoneyResponse>('cancelpurchase', { PurNum }, idempotent(key)),
  redeemCoupon: (CouponCode: string, key: string) =>
    api.post<CouponResponse>('processCoupon', { CouponCode, ReferralCode: '' }, idempotent(key)),
  addToCart: (productnum: number) =>
    api.post<CartChangeResponse>('addtocart', undefined, { query: { productnum } }),
  updateQuantity: (row: CartRow, quantityChange: number) =>
    api.post<CartChangeResponse>('updateQuantity', { ...row, quantityChange }),
  toggleCheck: (row: CartRow) => api.post<CartChangeResponse>('updateCheck', row),
  removeFromCart: (row: CartRow) => api.post<CartChangeResponse>('removecartitem', row),
};

/** Which cart row a change is about (the body of the cart change calls). */
export interface CartRow {
  seq: number;
  ProductNum: number;
}

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

export function useBuyNow() {
  const client = useQueryClient();
  return useMutation({
    // One key per confirmed purchase of this item, reused when the player retries after a lost answer.
    mutationFn: (productnum: number) =>
      withIntentKey('buyitem', String(productnum), (key) => shopApi.buyItem(productnum, key)),
    onSuccess: (response) => {
      afterMoney(client, response);
      void showSuccess(response.message);
    },
    onError: reportActionError,
  });
}

export function useBuyCart() {
  const client = useQueryClient();
  return useMutation({
    // The intent is this selection of cart rows: the same selection retried reuses its key.
    mutationFn: (seqs: number[]) => {
      const items = seqs.join(',');
      return withIntentKey('buycartitem', items, (key) => shopApi.buyCart(items, key));
    },
    onSuccess: (response) => {
      afterMoney(client, response);
      void showSuccess(response.message);
    },
    onError: reportActionError,
  });
}

export function useCancelPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (PurNum: number) =>
      withIntentKey('cancelpurchase', String(PurNum), (key) => shopApi.cancelPurchase(PurNum, key)),
    onSuccess: (response) => {
      afterMoney(client, response);
      void showSuccess(response.message);
    },
    onError: reportActionError,
  });
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
