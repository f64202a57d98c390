import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageList, ImagePurpose, ImageUploadResponse } from '#shared/contracts/images.ts';
import { api } from './client.ts';
import { invalidatingOn, type MutationConfig } from './mutation-config.ts';

/** The keys of the media library's reads; an upload invalidates `all`. */
const adminImageKeys = {
  all: ['admin', 'images'] as const,
  library: (page: number) => [...adminImageKeys.all, page] as const,
};

/** GET /api/admin/images: the media library's page `page`, newest uploads first. */
export const imageLibraryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminImageKeys.library(page),
    queryFn: ({ signal }) => api.get<ImageList>('admin/images', { signal, query: { page } }),
    staleTime: 0,
    retry: false,
  });

/** POST /api/admin/images: the file's own bytes, stored resized for `purpose`. */
export const uploadImage = (file: File, purpose: ImagePurpose) =>
  api.post<ImageUploadResponse>('admin/images', file, { query: { purpose } });

/** Uploads a picked file for `purpose`; the media library is read again afterwards. */
export function useUploadImage(purpose: ImagePurpose, config?: MutationConfig<ImageUploadResponse, File>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImage(file, purpose),
    ...invalidatingOn(client, [adminImageKeys.all], config),
  });
}
