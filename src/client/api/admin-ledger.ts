import { queryOptions } from '@tanstack/react-query';
import type { LedgerCheck, LedgerDaily, LedgerList } from '#shared/contracts/admin-ledger.ts';
import { api } from './client.ts';

/**
 * The console's global ledger reads (/api/admin/ledger..., src/shared/contracts/admin-ledger.ts): fetched
 * afresh on every visit, never retried (a 400 or 403 is an answer). `query` holds only the set filters.
 */
const fresh = { staleTime: 0, retry: false } as const;

export const ledgerQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: ['admin', 'ledger', 'page', query],
    queryFn: ({ signal }) => api.get<LedgerList>('admin/ledger', { signal, query }),
    ...fresh,
  });

export const ledgerDailyQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: ['admin', 'ledger', 'daily', query],
    queryFn: ({ signal }) => api.get<LedgerDaily>('admin/ledger/daily', { signal, query }),
    ...fresh,
  });

/** Runs only when asked (the page's button): it compares every balance, so it is not free. */
export const ledgerCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'ledger', 'check'],
    queryFn: ({ signal }) => api.get<LedgerCheck>('admin/ledger/check', { signal }),
    enabled: false,
    ...fresh,
  });

/** The filtered ledger as CSV: a plain link (the browser downloads it with the session cookie). */
export const ledgerCsvUrl = (search: string) => `/api/admin/ledger.csv${search ? `?${search}` : ''}`;
