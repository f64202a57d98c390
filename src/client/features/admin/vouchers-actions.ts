import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchCreate, BatchCreated, VoucherLookup } from '#shared/contracts/admin-vouchers.ts';
import { ApiError, api } from '../../api/client.ts';

/** The console's voucher writes and the code lookup (a POST, so the code stays out of addresses). */
export function useVoucherActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'voucher-batches'] });
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

/** What a refused call says: the server's field messages or message, else a general sentence. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.status !== 401) {
    if (error.status === 429) return 'Too many lookups for now. Please wait a few minutes.';
    const fields = Object.values(error.body?.errors ?? {}).flat();
    return fields.length > 0 ? fields.join(' ') : (error.body?.message ?? fallback);
  }
  return fallback;
}
