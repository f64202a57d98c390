import { queryOptions } from '@tanstack/react-query';
import type { AdminSitePage, AdminSiteSettings, SitePageList } from '#shared/contracts/admin-site.ts';
import { api } from './client.ts';

/** The console's reads of the site settings and policy pages: fetched afresh on every visit, never retried. */

/** GET /api/admin/site. */
export const adminSiteQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'site'],
    queryFn: ({ signal }) => api.get<AdminSiteSettings>('admin/site', { signal }),
    staleTime: 0,
    retry: false,
  });

/** GET /api/admin/pages. */
export const adminPagesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'pages'],
    queryFn: ({ signal }) => api.get<SitePageList>('admin/pages', { signal }),
    staleTime: 0,
    retry: false,
  });

/** GET /api/admin/pages/{slug}. */
export const adminPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['admin', 'pages', slug],
    queryFn: ({ signal }) => api.get<AdminSitePage>(`admin/pages/${slug}`, { signal }),
    staleTime: 0,
    retry: false,
  });
