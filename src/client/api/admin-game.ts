import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameCheck, GameStatus } from '#shared/contracts/admin-game.ts';
import type { AdminServerStatus, MaintenanceSave } from '#shared/contracts/server-status.ts';
import { api } from './client.ts';
import type { MutationConfig } from './mutation-config.ts';

/** The console's Game page (src/shared/contracts/admin-game.ts): always fresh, never retried. */
export const adminGameKeys = {
  status: ['admin', 'game'] as const,
  check: ['admin', 'game', 'check'] as const,
  serverStatus: ['admin', 'server-status'] as const,
};

/** The bridge's state, read again every 15 s while the page is open: an outage shows without a reload. */
export const adminGameStatusQueryOptions = () =>
  queryOptions({
    queryKey: adminGameKeys.status,
    queryFn: ({ signal }) => api.get<GameStatus>('admin/game', { signal }),
    staleTime: 0,
    refetchInterval: 15_000,
    retry: false,
  });

/** The profile check: it reads the game's catalogue, so it runs when the operator asks, not on every visit. */
export const adminGameCheckQueryOptions = () =>
  queryOptions({
    queryKey: adminGameKeys.check,
    queryFn: ({ signal }) => api.get<GameCheck>('admin/game/check', { signal }),
    staleTime: 0,
    retry: false,
    enabled: false,
  });

export const adminGameApi = {
  retry: (id: number) => api.post<{ message: string }>(`admin/game/outbox/${id}/retry`),
};

/** What players see of the game server and the maintenance window (docs/product/server-status.md). */
export const adminServerStatusQueryOptions = () =>
  queryOptions({
    queryKey: adminGameKeys.serverStatus,
    queryFn: ({ signal }) => api.get<AdminServerStatus>('admin/server-status', { signal }),
    staleTime: 0,
    refetchInterval: 15_000,
    retry: false,
  });

/**
 * PUT /api/admin/server-status/maintenance (versioned); its answer is the view as saved. The server drops
 * its kept answers and pages at once; a public page open in this browser reads the state again within a
 * minute.
 */
export function useSaveMaintenance(config: MutationConfig<AdminServerStatus, MaintenanceSave> = {}) {
  const queries = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: MaintenanceSave) =>
      api.put<AdminServerStatus>('admin/server-status/maintenance', body),
    onSuccess: async (saved, ...rest) => {
      queries.setQueryData(adminGameKeys.serverStatus, saved);
      await config.onSuccess?.(saved, ...rest);
    },
  });
}
