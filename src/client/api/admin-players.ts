import { queryOptions } from '@tanstack/react-query';
import type {
  PlayerLedger,
  PlayerProfile,
  PlayerPurchases,
  PlayerRedemptions,
  PlayerSearch,
} from '#shared/contracts/admin-players.ts';
import { api } from './client.ts';

/**
 * The console's player reads (/api/admin/players..., src/shared/contracts/admin-players.ts): never kept in
 * storage, fetched afresh on every visit, never retried (a 403 or 404 is an answer).
 */
const fresh = { staleTime: 0, retry: false } as const;

/** The key every read of one player starts with: an action invalidates it whole. */
export const playerKey = (userNum: number) => ['admin', 'players', userNum] as const;

export const playerSearchQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'players', 'search', search, page],
    queryFn: ({ signal }) => api.get<PlayerSearch>('admin/players', { signal, query: { search, page } }),
    enabled: search !== '',
    ...fresh,
  });

export const playerProfileQueryOptions = (userNum: number) =>
  queryOptions({
    queryKey: [...playerKey(userNum), 'profile'],
    queryFn: ({ signal }) => api.get<PlayerProfile>(`admin/players/${userNum}`, { signal }),
    ...fresh,
  });

type PlayerList = 'ledger' | 'purchases' | 'redemptions';
interface PlayerLists {
  ledger: PlayerLedger;
  purchases: PlayerPurchases;
  redemptions: PlayerRedemptions;
}

export const playerListQueryOptions = <L extends PlayerList>(userNum: number, list: L, page: number) =>
  queryOptions({
    queryKey: [...playerKey(userNum), list, page],
    queryFn: ({ signal }) =>
      api.get<PlayerLists[L]>(`admin/players/${userNum}/${list}`, { signal, query: { page } }),
    ...fresh,
  });

/** The whole ledger as CSV: a plain link (the browser downloads it with the session cookie). */
export const playerLedgerCsvUrl = (userNum: number) => `/api/admin/players/${userNum}/ledger.csv`;
