import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSitePage,
  AdminSiteSettings,
  SitePageList,
  SitePageSave,
  SiteSettingsSave,
  TestMailResult,
} from '#shared/contracts/admin-site.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { api } from './client.ts';
import { siteKeys } from './site.ts';

/** The keys of the console's site reads. */
const adminSiteKeys = {
  settings: ['admin', 'site'] as const,
  pages: ['admin', 'pages'] as const,
  page: (slug: string) => ['admin', 'pages', slug] as const,
};

/** The console's reads of the site settings and policy pages: fetched afresh on every visit, never retried. */

/** GET /api/admin/site. */
export const adminSiteQueryOptions = () =>
  queryOptions({
    queryKey: adminSiteKeys.settings,
    queryFn: ({ signal }) => api.get<AdminSiteSettings>('admin/site', { signal }),
    staleTime: 0,
    retry: false,
  });

/** GET /api/admin/pages. */
export const adminPagesQueryOptions = () =>
  queryOptions({
    queryKey: adminSiteKeys.pages,
    queryFn: ({ signal }) => api.get<SitePageList>('admin/pages', { signal }),
    staleTime: 0,
    retry: false,
  });

/** GET /api/admin/pages/{slug}. */
export const adminPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: adminSiteKeys.page(slug),
    queryFn: ({ signal }) => api.get<AdminSitePage>(`admin/pages/${slug}`, { signal }),
    staleTime: 0,
    retry: false,
  });

/** PUT /api/admin/site; the console's reads of the settings are fetched again afterwards. */
export function useSaveSettings() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettingsSave & Versioned) => api.put<{ message: string }>('admin/site', body),
    onSuccess: () => queries.invalidateQueries({ queryKey: adminSiteKeys.settings }),
  });
}

/** PUT /api/admin/pages/{slug}; the list and the page (the console's and the public one) are fetched again. */
export function useSavePage(slug: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: SitePageSave & Versioned) => api.put<{ message: string }>(`admin/pages/${slug}`, body),
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: adminSiteKeys.pages });
      void queries.invalidateQueries({ queryKey: siteKeys.page(slug) });
    },
  });
}

/** POST /api/admin/site/test-mail: a test mail to the signed-in operator's own address, and what became of it. */
export function useSendTestMail() {
  return useMutation({
    mutationFn: () => api.post<TestMailResult>('admin/site/test-mail'),
  });
}
