import { queryOptions } from '@tanstack/react-query';
import { CACHE_MS } from '#shared/cache-times.ts';
import type { ServerStatus } from '#shared/contracts/server-status.ts';
import { api } from './client.ts';

/**
 * GET /api/server-status: the game server's state and players online, in every public page's header. A
 * server-rendered page arrives with it (its 30 s page cache and the answer's 30 s agree); the browser
 * asks again once it is 30 s old, and every minute while the page stays open.
 */
export const serverStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['server-status'] as const,
    queryFn: ({ signal }) => api.get<ServerStatus>('server-status', { signal }),
    staleTime: CACHE_MS.serverStatus,
    refetchInterval: 2 * CACHE_MS.serverStatus,
  });
