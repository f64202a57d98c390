import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBrandPictures, BrandPicturesSave } from '#shared/contracts/admin-brand-pictures.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { api } from './client.ts';
import { invalidatingOn } from './mutation-config.ts';

const adminBrandPicturesKey = ['admin', 'brand-pictures'] as const;

/** GET /api/admin/brand-pictures: fetched afresh on every visit, never retried. */
export const adminBrandPicturesQueryOptions = () =>
  queryOptions({
    queryKey: adminBrandPicturesKey,
    queryFn: ({ signal }) => api.get<AdminBrandPictures>('admin/brand-pictures', { signal }),
    staleTime: 0,
    retry: false,
  });

/**
 * PUT /api/admin/brand-pictures; read again afterwards. Players get the pictures with the page itself, so no
 * public read of this browser has them to forget.
 */
export function useSaveBrandPictures() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandPicturesSave & Versioned) =>
      api.put<{ message: string }>('admin/brand-pictures', body),
    ...invalidatingOn<{ message: string }, BrandPicturesSave & Versioned>(client, [adminBrandPicturesKey]),
  });
}
