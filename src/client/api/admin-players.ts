import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ActionResponse,
  AdjustResponse,
  PlayerLedger,
  PlayerProfile,
  PlayerPurchases,
  PlayerRedemptions,
  PlayerSearch,
} from '#shared/contracts/admin-players.ts';
import type { Currency } from '#shared/shop-rules.ts';
import { api } from './client.ts';
import { withIntentKey } from './intent-keys.ts';

/**
 * The console's player reads (/api/admin/players..., src/shared/contracts/admin-players.ts): never kept in
 * storage, fetched afresh on every visit, never retried (a 403 or 404 is an answer).
 */
const fresh = { staleTime: 0, retry: false } as const;

/** The keys of the player reads; every read of one player starts with `player`, which an action invalidates. */
const adminPlayerKeys = {
  search: (search: string, page: number) => ['admin', 'players', 'search', search, page] as const,
  player: (userNum: number) => ['admin', 'players', userNum] as const,
};

export const playerSearchQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminPlayerKeys.search(search, page),
    queryFn: ({ signal }) => api.get<PlayerSearch>('admin/players', { signal, query: { search, page } }),
    enabled: search !== '',
    ...fresh,
  });

export const playerProfileQueryOptions = (userNum: number) =>
  queryOptions({
    queryKey: [...adminPlayerKeys.player(userNum), 'profile'],
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
    queryKey: [...adminPlayerKeys.player(userNum), list, page],
    queryFn: ({ signal }) =>
      api.get<PlayerLists[L]>(`admin/players/${userNum}/${list}`, { signal, query: { page } }),
    ...fresh,
  });

/** The whole ledger as CSV: a plain link (the browser downloads it with the session cookie). */
export const playerLedgerCsvUrl = (userNum: number) => `/api/admin/players/${userNum}/ledger.csv`;

/** The operator's actions on one account whose only input is the reason. */
export type ReasonOnlyAction = 'unban' | 'sign-out' | 'password-reset' | 'verify-email' | 'factor-reset';

/**
 * The operator's actions on an account (POST /api/admin/players/{userNum}/...). The money moves (balance,
 * cancel with refund) carry an Idempotency-Key that stays the same while the same request is retried.
 */
export const adminPlayersApi = {
  adjust: (userNum: number, body: { currency: Currency; amount: number; reason: string; confirm: boolean }) =>
    withIntentKey(
      'admin-adjust',
      JSON.stringify([userNum, body.currency, body.amount, body.reason, body.confirm]),
      (key) =>
        api.post<AdjustResponse>(
          `admin/players/${userNum}/balance`,
          {
            currency: body.currency,
            amount: body.amount,
            reason: body.reason,
            ...(body.confirm ? { confirm: true } : {}),
          },
          { headers: { 'Idempotency-Key': key } },
        ),
    ),
  ban: (userNum: number, body: { reason: string; until: string | null }) =>
    api.post<ActionResponse>(`admin/players/${userNum}/ban`, body),
  setUserType: (userNum: number, body: { userType: number; reason: string }) =>
    api.post<ActionResponse>(`admin/players/${userNum}/user-type`, body),
  reasonOnly: (userNum: number, kind: ReasonOnlyAction, body: { reason: string }) =>
    api.post<ActionResponse>(`admin/players/${userNum}/${kind}`, body),
  cancelPurchase: (userNum: number, purNum: number, body: { reason: string }) =>
    withIntentKey('admin-cancel', JSON.stringify([userNum, purNum, body.reason]), (key) =>
      api.post<AdjustResponse>(`admin/players/${userNum}/purchases/${purNum}/cancel`, body, {
        headers: { 'Idempotency-Key': key },
      }),
    ),
};

/** Sends one of the actions above and, when it is done, reads everything shown of this player again. */
export function usePlayerAction<B, R extends ActionResponse>(userNum: number, send: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: adminPlayerKeys.player(userNum) }),
  });
}
