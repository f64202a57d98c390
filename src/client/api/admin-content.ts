import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBanner } from '#shared/contracts/admin-banners.ts';
import type { AdminClubAreas, AdminClubs, ClubAreaSave } from '#shared/contracts/admin-clubs.ts';
import type { AdminDownload } from '#shared/contracts/admin-downloads.ts';
import { orderedListApi } from './admin-ordered-lists.ts';
import { api } from './client.ts';

/**
 * The console's content it edits: banners and download links (ordered lists, api/admin-ordered-lists.ts),
 * club areas (src/shared/contracts/admin-banners.ts, admin-downloads.ts, admin-clubs.ts). Fetched afresh on
 * each visit.
 */
const adminContentKeys = {
  banners: ['admin', 'banners'] as const,
  downloads: ['admin', 'downloads'] as const,
  clubAreas: ['admin', 'clubs', 'areas'] as const,
  clubs: (search: string) => ['admin', 'clubs', 'search', search] as const,
};

/** /api/admin/banners: the carousel's banners in order. */
export const adminBannersList = orderedListApi<AdminBanner>(
  'admin/banners',
  adminContentKeys.banners,
  (client) => forgetPublicContent(client, 'banners'),
);

/** /api/admin/downloads: the download page's links in order. */
export const adminDownloadsList = orderedListApi<AdminDownload>(
  'admin/downloads',
  adminContentKeys.downloads,
  (client) => forgetPublicContent(client, 'downloads'),
);

export const adminClubAreasQueryOptions = () =>
  queryOptions({
    queryKey: adminContentKeys.clubAreas,
    queryFn: ({ signal }) => api.get<AdminClubAreas>('admin/clubs/areas', { signal }),
    staleTime: 0,
    retry: false,
  });

/** The club picker's choices: clubs whose name contains `search`, 20 at most. */
export const adminClubsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminContentKeys.clubs(search),
    queryFn: ({ signal }) => api.get<AdminClubs>('admin/clubs', { signal, query: { search } }),
    staleTime: 30_000,
    retry: false,
  });

/** PUT /api/admin/clubs/areas/{id}: an area's holder and tax, with the version its form was loaded at. */
export function useSaveClubArea(areaId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: ClubAreaSave; version: number }) =>
      api.put(`admin/clubs/areas/${areaId}`, { ...body, version }),
    onSuccess: () => forgetPublicContent(client, 'clubs'),
    onSettled: () => client.invalidateQueries({ queryKey: adminContentKeys.clubAreas }),
  });
}

/**
 * After a console write, this browser's copy of the public content is dropped (memory and the
 * localStorage copy api/stored-query.ts keeps) and its HTTP cache entry refreshed (the public reads are
 * cached by the browser for their lifetime), so the operator sees the change on the site at once.
 */
function forgetPublicContent(client: QueryClient, what: 'banners' | 'downloads' | 'clubs'): void {
  const { queryKey, storageKey, path } = {
    banners: { queryKey: ['siteBanners'], storageKey: 'siteBanners', path: 'getSiteBanners' },
    downloads: { queryKey: ['downloads'], storageKey: 'downloads', path: 'getdownloadsall' },
    clubs: { queryKey: ['clubs'], storageKey: null, path: 'getclubs' },
  }[what];
  if (storageKey) {
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // Storage off: nothing was kept.
    }
  }
  client.removeQueries({ queryKey });
  // Fetched past the browser's cache, which stores the fresh answer for the public page's next read.
  api.get(path, { headers: { 'Cache-Control': 'no-cache' } }).catch(() => {});
}
