import { queryOptions } from '@tanstack/react-query';
import type { GameConsole, OutboxRetry } from '#shared/contracts/admin-game.ts';
import { api } from './client.ts';

/** The console's Game page (src/shared/contracts/admin-game.ts): read afresh, every 15 s while open. */
export const adminGameKeys = { console: ['admin', 'game'] as const };

export const adminGameQueryOptions = () =>
  queryOptions({
    queryKey: adminGameKeys.console,
    queryFn: ({ signal }) => api.get<GameConsole>('admin/game', { signal }),
    staleTime: 0,
    retry: false,
    refetchInterval: 15_000,
  });

export const adminGameApi = {
  retry: (id: number) => api.post<OutboxRetry>(`admin/game/outbox/${id}/retry`),
};
