import { queryOptions } from '@tanstack/react-query';
import { CACHE_MS } from '#shared/cache-times.ts';
import type { SitePage } from '#shared/contracts/site.ts';
import { api } from './client.ts';

/** The keys of the public site reads (the console's page save invalidates a page's). */
export const siteKeys = {
  page: (slug: string) => ['site-page', slug] as const,
};

/** GET /api/pages/{slug}: one policy page (the server keeps it 60 s and clears it on a change). */
export const sitePageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: siteKeys.page(slug),
    queryFn: ({ signal }) => api.get<SitePage>(`pages/${slug}`, { signal }),
    staleTime: CACHE_MS.site,
    retry: false,
  });
