import { CACHE_MS } from '#shared/cache-times.ts';
import type { SiteBannersResponse } from '#shared/contracts/banners.ts';
import { api } from './client.ts';
import { storedQueryOptions } from './stored-query.ts';

/** GET /api/getSiteBanners, kept 30 minutes in memory and in localStorage (docs/product/content.md, Banners). */
export const bannersQueryOptions = () =>
  storedQueryOptions({
    queryKey: ['siteBanners'],
    storageKey: 'siteBanners',
    ttlMs: CACHE_MS.banners,
    // No abort signal: a visitor leaving the page mid-request still gets the banners stored for next time.
    fetch: async () => {
      const body = await api.get<SiteBannersResponse>('getSiteBanners');
      return Array.isArray(body?.data) ? body.data : [];
    },
  });
