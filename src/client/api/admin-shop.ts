import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AdminCategories, AdminItems, SalesReport } from '#shared/contracts/admin-shop.ts';
import { api } from './client.ts';
import { shopKeys } from './shop-keys.ts';

/** The console's reads of the shop catalogue (src/shared/contracts/admin-shop.ts), fetched afresh each visit. */
const adminShopKeys = {
  all: ['admin', 'shop'] as const,
  categories: ['admin', 'shop', 'categories'] as const,
  items: (q: string, category: number, page: number) =>
    ['admin', 'shop', 'items', q, category, page] as const,
};

export const adminShopCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminShopKeys.categories,
    queryFn: ({ signal }) => api.get<AdminCategories>('admin/shop/categories', { signal }),
    staleTime: 0,
    retry: false,
  });

export const adminShopItemsQueryOptions = (q: string, category: number, page: number) =>
  queryOptions({
    queryKey: adminShopKeys.items(q, category, page),
    queryFn: ({ signal }) =>
      api.get<AdminItems>('admin/shop/items', { signal, query: { q, category, page } }),
    staleTime: 0,
    retry: false,
  });

/** After a console write: this browser's copies of the console lists and of the public shop are dropped. */
export function forgetShopCatalogue(client: QueryClient): Promise<unknown> {
  void client.invalidateQueries({ queryKey: shopKeys.categories });
  void client.invalidateQueries({ queryKey: shopKeys.allItems });
  void client.invalidateQueries({ queryKey: shopKeys.topSales });
  void client.invalidateQueries({ queryKey: shopKeys.premiumSellers });
  return client.invalidateQueries({ queryKey: adminShopKeys.all });
}

export const adminShopSalesQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...adminShopKeys.all, 'sales', from, to] as const,
    queryFn: ({ signal }) => api.get<SalesReport>('admin/shop/sales', { signal, query: { from, to } }),
    staleTime: 0,
    retry: false,
  });
