import { queryOptions } from '@tanstack/react-query';
import type { AdminMe, AuditList } from '#shared/contracts/admin.ts';
import { api } from './client.ts';

/**
 * The operator console's reads (/api/admin/..., src/shared/contracts/admin.ts). Staff data is never kept
 * in localStorage and is fetched afresh on every visit to the console.
 */

/** GET /api/admin/me: who the caller is as staff. 401/403 mean "not staff"; never retried. */
export const adminMeQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => api.get<AdminMe>('admin/me', { signal }),
    enabled,
    staleTime: 0,
    retry: false,
  });

/** GET /api/admin/audit with the filters' query string (audit-filters.ts) as the key. */
export const auditQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => api.get<AuditList>('admin/audit', { signal, query }),
    staleTime: 0,
    retry: false,
  });
