import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBrand, BrandColoursSave, BrandTextsSave } from '#shared/contracts/admin-brand.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { api } from './client.ts';

/** The console's Brand page (docs/product/brand.md): one read, a save per section. */
const adminBrandKey = ['admin', 'brand'] as const;

/** GET /api/admin/brand: fetched afresh on every visit, never retried. */
export const adminBrandQueryOptions = () =>
  queryOptions({
    queryKey: adminBrandKey,
    queryFn: ({ signal }) => api.get<AdminBrand>('admin/brand', { signal }),
    staleTime: 0,
    retry: false,
  });

type Saved = { message: string };

/** PUT /api/admin/brand/colours; the console's read is fetched again afterwards. */
export function useSaveBrandColours() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandColoursSave & Versioned) => api.put<Saved>('admin/brand/colours', body),
    onSuccess: () => queries.invalidateQueries({ queryKey: adminBrandKey }),
  });
}

/** PUT /api/admin/brand/texts; the console's read is fetched again afterwards. */
export function useSaveBrandTexts() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandTextsSave & Versioned) => api.put<Saved>('admin/brand/texts', body),
    onSuccess: () => queries.invalidateQueries({ queryKey: adminBrandKey }),
  });
}
