import { queryOptions } from '@tanstack/react-query';
import { CACHE_MS } from '#shared/cache-times.ts';
import type { ClubAreasResponse } from '#shared/contracts/clubs.ts';
import { api } from './client.ts';

/** GET /api/getclubs: the three areas of the home club table. */
export const clubAreasQueryOptions = () =>
  queryOptions({
    queryKey: ['clubs'],
    queryFn: async ({ signal }) => (await api.get<ClubAreasResponse>('getclubs', { signal })).data ?? [],
    staleTime: CACHE_MS.clubs,
  });
