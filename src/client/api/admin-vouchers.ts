import { queryOptions } from '@tanstack/react-query';
import type { BatchList } from '#shared/contracts/admin-vouchers.ts';
import { api } from './client.ts';

/** The console's voucher reads (src/shared/contracts/admin-vouchers.ts): always fresh, never retried. */
export const voucherBatchesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'voucher-batches', page],
    queryFn: ({ signal }) => api.get<BatchList>('admin/voucher-batches', { signal, query: { page } }),
    staleTime: 0,
    retry: false,
  });
