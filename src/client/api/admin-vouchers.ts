import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BatchCreate,
  BatchCreated,
  BatchList,
  VoucherLookup,
} from '#shared/contracts/admin-vouchers.ts';
import { api } from './client.ts';

/** The keys of the console's voucher reads. */
const adminVoucherKeys = {
  allBatches: ['admin', 'voucher-batches'] as const,
  batches: (page: number) => [...adminVoucherKeys.allBatches, page] as const,
};

/** The console's voucher reads (src/shared/contracts/admin-vouchers.ts): always fresh, never retried. */
export const voucherBatchesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminVoucherKeys.batches(page),
    queryFn: ({ signal }) => api.get<BatchList>('admin/voucher-batches', { signal, query: { page } }),
    staleTime: 0,
    retry: false,
  });

/** The console's voucher writes and the code lookup (a POST, so the code stays out of addresses). */
export function useVoucherActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminVoucherKeys.allBatches });
  return {
    create: useMutation({
      mutationFn: (batch: BatchCreate) => api.post<BatchCreated>('admin/voucher-batches', batch),
      onSuccess: refresh,
    }),
    revokeBatch: useMutation({
      mutationFn: (id: number) =>
        api.post<{ message: string; revoked: number }>(`admin/voucher-batches/${id}/revoke`),
      onSuccess: refresh,
    }),
    revokeCode: useMutation({
      mutationFn: (code: string) => api.post<{ message: string }>('admin/vouchers/revoke', { code }),
      onSuccess: refresh,
    }),
    lookup: useMutation({
      mutationFn: (code: string) => api.post<VoucherLookup>('admin/vouchers/lookup', { code }),
    }),
  };
}
