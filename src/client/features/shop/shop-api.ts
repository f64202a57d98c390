import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CartChangeResponse,
  CartEntry,
  CheckoutResponse,
  ItemShopResponse,
  MoneyResponse,
  PurchaseHistoryResponse,
  ShopCategory,
  TopSalesResponse,
  TopUpHistoryResponse,
} from '#shared/contracts/shop.ts';
import { api, reportActionError } from '../../api/client.ts';
import { withIntentKey } from '../../api/intent-keys.ts';
import { patchStoredUser } from '../../session/user-store.ts';
import { showSuccess } from '../../ui/dialog-store.ts';
import { applyCartChange, type CartChange } from './cart-math.ts';

/** Query keys shared with the layout's side panels ('topsales', 'shopcart'), so they refresh too. */
export const keys = {
  categories: ['shopcategories'] as const,
  items: (category: number, page: number) => ['itemshop', category, page] as const,
  topSales: ['topsales'] as const,
  cart: (usernum: number | undefined) => ['shopcart', usernum] as const,
  purchases: (page: number) => ['shoppurchases', page] as const,
  topups: (page: number) => ['topuphistory', page] as const,
};

export const fetchCategories = () => api.get<ShopCategory[]>('shopcategories');
export const fetchItems = (category: number, page: number) =>
  api.get<ItemShopResponse>('itemshop', { query: { category, page } });
export const fetchTopSales = () => api.get<TopSalesResponse>('topsales');
export const fetchCart = (usernum: number) => api.get<CartEntry[]>('shopcart', { query: { usernum } });
export const fetchPurchases = (page: number) =>
  api.get<PurchaseHistoryResponse>('shoppurchases', { query: { page } });
export const fetchTopUps = (page: number) =>
  api.get<TopUpHistoryResponse>('topuphistory', { query: { page } });

const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

function afterMoney(client: QueryClient, response: MoneyResponse) {
  patchStoredUser({ UserPoint: response.userPoints, UserPoint2: response.userPoints2 });
  void client.invalidateQueries({ queryKey: ['shopcart'] });
  void client.invalidateQueries({ queryKey: ['shoppurchases'] });
  void client.invalidateQueries({ queryKey: ['topsales'] });
  void client.invalidateQueries({ queryKey: ['itemshop'] });
}

export function useBuyNow() {
  const client = useQueryClient();
  return useMutation({
    // One key per confirmed purchase of this item, reused when the player retries after a lost answer.
    mutationFn: (productnum: number) =>
      withIntentKey('buyitem', String(productnum), (key) =>
        api.post<MoneyResponse>('buyitem', undefined, { query: { productnum }, ...idempotent(key) }),
      ),
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
      return withIntentKey('buycartitem', items, (key) =>
        api.post<CheckoutResponse>('buycartitem', undefined, { query: { items }, ...idempotent(key) }),
      );
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
      withIntentKey('cancelpurchase', String(PurNum), (key) =>
        api.post<MoneyResponse>('cancelpurchase', { PurNum }, idempotent(key)),
      ),
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
    mutationFn: (productnum: number) =>
      api.post<CartChangeResponse>('addtocart', undefined, { query: { productnum } }),
    onSuccess: (response) => {
      void client.invalidateQueries({ queryKey: ['shopcart'] });
      void showSuccess(response.message);
    },
    onError: reportActionError,
  });
}

/** Quantity, check and remove: optimistic, failures only logged (the error catalogue), then refetched. */
export function useCartChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CartChange) => {
      if (change.kind === 'quantity')
        return api.post<CartChangeResponse>('updateQuantity', { ...change.row, quantityChange: change.by });
      return api.post<CartChangeResponse>(
        change.kind === 'check' ? 'updateCheck' : 'removecartitem',
        change.row,
      );
    },
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: ['shopcart'] });
      client.setQueriesData<CartEntry[]>({ queryKey: ['shopcart'] }, (old) =>
        Array.isArray(old) ? applyCartChange(old, change) : old,
      );
    },
    onError: (error) => console.warn('cart change failed', error),
    onSettled: () => client.invalidateQueries({ queryKey: ['shopcart'] }),
  });
}
