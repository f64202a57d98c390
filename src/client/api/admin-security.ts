import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FactorConfirmed,
  FactorEnrolment,
  FactorStatus,
  StaffSecurity,
} from '#shared/contracts/second-factor.ts';
import { api } from './client.ts';

/** The keys of the console's security reads. */
const adminSecurityKeys = {
  factor: ['admin', 'factor'] as const,
  staffSecurity: ['admin', 'staff-security'] as const,
};

/** GET /api/admin/factor: the caller's own two-step sign-in. */
export const factorStatusQueryOptions = () =>
  queryOptions({
    queryKey: adminSecurityKeys.factor,
    queryFn: ({ signal }) => api.get<FactorStatus>('admin/factor', { signal }),
    staleTime: 0,
    retry: false,
  });

/** GET /api/admin/staff-security: the operator's "require two-step sign-in for staff". */
export const staffSecurityQueryOptions = () =>
  queryOptions({
    queryKey: adminSecurityKeys.staffSecurity,
    queryFn: ({ signal }) => api.get<StaffSecurity>('admin/staff-security', { signal }),
    staleTime: 0,
    retry: false,
  });

/** Reads the caller's two-step sign-in again (after it was set up or turned off). */
export function useRefreshFactor() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: adminSecurityKeys.factor });
}

/** POST /api/admin/factor/enrol: a new secret to scan (not on until confirmed). */
export const useStartFactor = () =>
  useMutation({ mutationFn: () => api.post<FactorEnrolment>('admin/factor/enrol') });

/** POST /api/admin/factor/confirm: the first code turns it on and answers the recovery codes. */
export const useConfirmFactor = () =>
  useMutation({ mutationFn: (code: string) => api.post<FactorConfirmed>('admin/factor/confirm', { code }) });

/** POST /api/admin/factor/disable with a current code; the status is read again. */
export function useDisableFactor() {
  const refresh = useRefreshFactor();
  return useMutation({
    mutationFn: (code: string) => api.post<{ message: string }>('admin/factor/disable', { code }),
    onSuccess: refresh,
  });
}

/** PUT /api/admin/staff-security; its answer is the setting as saved. */
export function useSaveStaffSecurity() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSecurity) => api.put<StaffSecurity>('admin/staff-security', body),
    onSuccess: (saved) => queries.setQueryData(adminSecurityKeys.staffSecurity, saved),
  });
}

/** POST /api/admin/factor/verify: the step-up, proving the second factor for the next few minutes. */
export const verifyFactor = (code: string) => api.post<{ message: string }>('admin/factor/verify', { code });
