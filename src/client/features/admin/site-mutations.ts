import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SitePageSave, SiteSettingsSave } from '#shared/contracts/admin-site.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { ApiError, api } from '../../api/client.ts';

/** PUT /api/admin/site; the console's reads of the settings are fetched again afterwards. */
export function useSaveSettings() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettingsSave & Versioned) => api.put<{ message: string }>('admin/site', body),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['admin', 'site'] }),
  });
}

/** PUT /api/admin/pages/{slug}; the list and the page are fetched again afterwards. */
export function useSavePage(slug: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: SitePageSave & Versioned) => api.put<{ message: string }>(`admin/pages/${slug}`, body),
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: ['admin', 'pages'] });
      void queries.invalidateQueries({ queryKey: ['site-page', slug] });
    },
  });
}

/** What a refused save says: the server's message (a 400 names the field), else a general failure. */
export function saveFailureText(error: Error | null): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.body?.message && error.status < 500) return error.body.message;
  return 'The change could not be saved. Please try again.';
}
