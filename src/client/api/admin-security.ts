import { queryOptions } from '@tanstack/react-query';
import type { FactorStatus, StaffSecurity } from '#shared/contracts/second-factor.ts';
import { api } from './client.ts';

/** GET /api/admin/factor: the caller's own two-step sign-in. */
export const factorStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'factor'],
    queryFn: ({ signal }) => api.get<FactorStatus>('admin/factor', { signal }),
    staleTime: 0,
    retry: false,
  });

/** GET /api/admin/staff-security: the operator's "require two-step sign-in for staff". */
export const staffSecurityQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'staff-security'],
    queryFn: ({ signal }) => api.get<StaffSecurity>('admin/staff-security', { signal }),
    staleTime: 0,
    retry: false,
  });
