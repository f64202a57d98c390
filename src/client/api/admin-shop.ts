import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategories,
  AdminItems,
  CatalogueImportResult,
  ItemSave,
  SalesReport,
} from '#shared/contracts/admin-shop.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { api } from './client.ts';
import type { MutationConfig } from './mutation-config.ts';
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
function forgetShopCatalogue(client: QueryClient): Promise<unknown> {
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

/**
 * A catalogue write: when it ends the console's lists and this browser's public shop are read again. Writes
 * given the same `serial` name run one after another (quick presses of Move up send their orders in turn).
 */
function useCatalogueWrite<V>(write: (vars: V) => Promise<unknown>, serial?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    ...(serial ? { scope: { id: serial } } : {}),
    onSettled: () => forgetShopCatalogue(client),
  });
}

/** POST /api/admin/shop/categories. */
export const useAddCategory = () =>
  useCatalogueWrite((body: { name: string }) => api.post('admin/shop/categories', body));

/** PUT /api/admin/shop/categories/{id}: its name and whether it is hidden, from the version its form loaded. */
export const useUpdateCategory = () =>
  useCatalogueWrite(({ id, ...body }: { id: number; name: string; hidden: boolean } & Versioned) =>
    api.put(`admin/shop/categories/${id}`, body),
  );

/** PUT /api/admin/shop/categories/order: the categories' ids in their new order. */
export const useReorderCategories = () =>
  useCatalogueWrite(
    (ids: number[]) => api.put('admin/shop/categories/order', { ids }),
    'shop-categories-order',
  );

/** PUT /api/admin/shop/items/{id}/visibility. */
export const useItemVisibility = () =>
  useCatalogueWrite(({ id, hidden }: { id: number; hidden: boolean }) =>
    api.put(`admin/shop/items/${id}/visibility`, { hidden }),
  );

/** Saves an item: PUT from the version its form loaded when `id` is set, else POST a new one. */
export const useSaveItem = () =>
  useCatalogueWrite(({ id, body, version }: { id: number | null; body: ItemSave; version?: number }) =>
    id === null
      ? api.post('admin/shop/items', body)
      : api.put(`admin/shop/items/${id}`, { ...body, version }),
  );

/**
 * POST /api/admin/shop/import: the CSV's changes, checked (`apply` false) or made; once applied, the
 * catalogue is read again.
 */
export function useImportCatalogue(
  config?: MutationConfig<CatalogueImportResult, { csv: string; apply: boolean }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.post<CatalogueImportResult>('admin/shop/import', body),
    ...config,
    onSuccess: async (result, ...rest) => {
      if (result.applied) void forgetShopCatalogue(client);
      await config?.onSuccess?.(result, ...rest);
    },
  });
}
