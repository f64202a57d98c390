import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '#shared/cache-times.ts';
import type { ClassKey } from '#shared/classes.ts';
import type { ClubAreasResponse } from '#shared/contracts/clubs.ts';
import type { DownloadsResponse } from '#shared/contracts/downloads.ts';
import type { NewsArticleResponse, NewsListResponse } from '#shared/contracts/news.ts';
import type { RankingList, RankingsResponse } from '#shared/contracts/rankings.ts';
import { api } from '../api/client.ts';
import { useStoredQuery } from './stored-query.ts';

/** Public content shared by the home page and the content pages (news, downloads, rankings, clubs). */

/** GET /api/getnewsall/{type}/{count}/{a}/{b}, kept 30 s (docs/product/content.md, Cache lifetimes). */
export function useNewsList(type: number, count: number, a: number, b: number) {
  const path = `getnewsall/${type}/${count}/${a}/${b}`;
  return useStoredQuery<NewsListResponse>({
    queryKey: ['news', type, count, a, b],
    storageKey: `news:${type}/${count}/${a}/${b}`,
    ttlMs: CACHE_MS.news,
    fetch: (signal) => api.get<NewsListResponse>(path, { signal }),
  });
}

/** GET /api/getspecificnews/{id}: the first item of `data`, or null when there is none. */
export function useArticle(id: number | null) {
  return useQuery({
    queryKey: ['article', id],
    queryFn: async ({ signal }) => {
      const body = await api.get<NewsArticleResponse>(`getspecificnews/${id}`, { signal });
      return body.data?.[0] ?? null;
    },
    enabled: id !== null,
    staleTime: CACHE_MS.news,
    retry: false,
  });
}

/** GET /api/getdownloadsall, kept 1 hour. */
export function useDownloads() {
  return useStoredQuery<DownloadsResponse['data']>({
    queryKey: ['downloads'],
    storageKey: 'downloads',
    ttlMs: CACHE_MS.downloads,
    fetch: async (signal) => (await api.get<DownloadsResponse>('getdownloadsall', { signal })).data ?? [],
  });
}

export interface RankingsFilter {
  list: RankingList;
  school?: number;
  class?: ClassKey;
  month?: string;
}

/** GET /api/get-top-rankings-list for one list and filter (the server caches 60 s). */
export function useRankings(filter: RankingsFilter) {
  return useQuery({
    queryKey: ['rankings', filter.list, filter.school ?? null, filter.class ?? null, filter.month ?? null],
    queryFn: ({ signal }) =>
      api.get<RankingsResponse>('get-top-rankings-list', {
        signal,
        query: { list: filter.list, school: filter.school, class: filter.class, month: filter.month },
      }),
    staleTime: CACHE_MS.rankings,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/getclubs: the three areas of the home club table. */
export function useClubAreas() {
  return useQuery({
    queryKey: ['clubs'],
    queryFn: async ({ signal }) => (await api.get<ClubAreasResponse>('getclubs', { signal })).data ?? [],
    staleTime: CACHE_MS.clubs,
  });
}
