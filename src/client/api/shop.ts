import { queryOptions } from '@tanstack/react-query';
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
import type { Currency } from '#shared/shop-rules.ts';
import { api } from './client.ts';
import { shopKeys } from './shop-keys.ts';

/**
 * The shop, cart, purchase and voucher calls (docs/product/api.md) and their queries (keys in shop-keys.ts, mutation hooks in shop-actions.ts). The item shop pages and
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
  /** `seen`: the unit price and currency the card showed; the server refuses (409) when they changed. */
  buyItem: (productnum: number, key: string, seen: { price: number; currency: Currency }) =>
    api.post<MoneyResponse>('buyitem', undefined, {
      query: { productnum, price: seen.price, currency: seen.currency },
      ...idempotent(key),
    }),
  /** `prices`: each row's unit price and currency as the cart showed them; a changed one is refused (409). */
  buyCart: (items: string, key: string, prices: Array<{ seq: number; price: number; currency: Currency }>) =>
    api.post<CheckoutResponse>('buycartitem', { prices }, { query: { items }, ...idempotent(key) }),
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
