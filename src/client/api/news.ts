import { queryOptions } from '@tanstack/react-query';
import { CACHE_MS } from '#shared/cache-times.ts';
import type { NewsArticleResponse, NewsListResponse } from '#shared/contracts/news.ts';
import { api } from './client.ts';
import { storedQueryOptions } from './stored-query.ts';

/** GET /api/getnewsall/{type}/{count}/{a}/{b}: the home page's latest items and the news boards. Kept 30 s. */
export const newsListQueryOptions = (type: number, count: number, a: number, b: number) =>
  storedQueryOptions({
    queryKey: ['news', type, count, a, b],
    storageKey: `news:${type}/${count}/${a}/${b}`,
    ttlMs: CACHE_MS.news,
    fetch: (signal) => api.get<NewsListResponse>(`getnewsall/${type}/${count}/${a}/${b}`, { signal }),
  });

/** GET /api/getspecificnews/{id}: the first item of `data`, or null when there is none. */
export const articleQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['article', id],
    queryFn: async ({ signal }) => {
      const body = await api.get<NewsArticleResponse>(`getspecificnews/${id}`, { signal });
      return body.data?.[0] ?? null;
    },
    enabled: id !== null,
    staleTime: CACHE_MS.news,
    retry: false,
  });
