import { queryOptions } from '@tanstack/react-query';
import type { ImageList } from '#shared/contracts/images.ts';
import { api } from './client.ts';

/** GET /api/admin/images: the media library's page `page`, newest uploads first. */
export const imageLibraryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'images', page],
    queryFn: ({ signal }) => api.get<ImageList>('admin/images', { signal, query: { page } }),
    staleTime: 0,
    retry: false,
  });
