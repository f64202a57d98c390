import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AdminBanners } from '#shared/contracts/admin-banners.ts';
import type { AdminClubAreas, AdminClubs } from '#shared/contracts/admin-clubs.ts';
import type { AdminDownloads } from '#shared/contracts/admin-downloads.ts';
import { api } from './client.ts';

/**
 * The console's reads of the content it edits: banners, download links, club areas
 * (src/shared/contracts/admin-banners.ts, admin-downloads.ts, admin-clubs.ts). Fetched afresh on each visit.
 */
export const adminContentKeys = {
  banners: ['admin', 'banners'] as const,
  downloads: ['admin', 'downloads'] as const,
  clubAreas: ['admin', 'clubs', 'areas'] as const,
  clubs: (search: string) => ['admin', 'clubs', 'search', search] as const,
};

export const adminBannersQueryOptions = () =>
  queryOptions({
    queryKey: adminContentKeys.banners,
    queryFn: ({ signal }) => api.get<AdminBanners>('admin/banners', { signal }),
    staleTime: 0,
    retry: false,
  });

export const adminDownloadsQueryOptions = () =>
  queryOptions({
    queryKey: adminContentKeys.downloads,
    queryFn: ({ signal }) => api.get<AdminDownloads>('admin/downloads', { signal }),
    staleTime: 0,
    retry: false,
  });

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

/**
 * After a console write, this browser's copy of the public content is dropped (memory and the
 * localStorage copy api/stored-query.ts keeps) and its HTTP cache entry refreshed (the public reads are
 * cached by the browser for their lifetime), so the operator sees the change on the site at once.
 */
export function forgetPublicContent(client: QueryClient, what: 'banners' | 'downloads' | 'clubs'): void {
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
