import { CACHE_MS } from '#shared/cache-times.ts';
import type { DownloadsResponse } from '#shared/contracts/downloads.ts';
import { api } from './client.ts';
import { storedQueryOptions } from './stored-query.ts';

/** GET /api/getdownloadsall: the client download links, kept 1 hour. */
export const downloadsQueryOptions = () =>
  storedQueryOptions({
    queryKey: ['downloads'],
    storageKey: 'downloads',
    ttlMs: CACHE_MS.downloads,
    fetch: async (signal) => (await api.get<DownloadsResponse>('getdownloadsall', { signal })).data ?? [],
  });
