import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CACHE_MS } from '#shared/cache-times.ts';
import type { RankingList, RankingsQuery, RankingsResponse } from '#shared/contracts/rankings.ts';
import { api } from './client.ts';

/** One list of GET /api/get-top-rankings-list and its filters (the contract's query, with `list` set). */
export type RankingsFilter = RankingsQuery & { list: RankingList };

/** The rankings page and the home page's mini ranking (the server caches 60 s too). */
export const rankingsQueryOptions = (filter: RankingsFilter) =>
  queryOptions({
    queryKey: ['rankings', filter.list, filter.school ?? null, filter.class ?? null, filter.month ?? null],
    queryFn: ({ signal }) =>
      api.get<RankingsResponse>('get-top-rankings-list', {
        signal,
        query: { list: filter.list, school: filter.school, class: filter.class, month: filter.month },
      }),
    staleTime: CACHE_MS.rankings,
    placeholderData: keepPreviousData,
  });
