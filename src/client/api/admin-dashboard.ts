import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '#shared/contracts/admin-dashboard.ts';
import { api } from './client.ts';

/**
 * GET /api/admin/dashboard: the console overview's figures (administrators only). The server keeps them
 * for a minute; the console asks afresh on every visit and never retries a refusal.
 */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api.get<Dashboard>('admin/dashboard', { signal }),
    staleTime: 0,
    retry: false,
  });
