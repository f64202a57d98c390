import { queryOptions } from '@tanstack/react-query';
import type { AdminNewsArticle, AdminNewsList } from '#shared/contracts/admin-news.ts';
import { api } from './client.ts';

/** GET /api/admin/news with the list's filters (q, type, status, page) as the key. */
export const adminNewsListQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: ['admin', 'news', 'list', query],
    queryFn: ({ signal }) => api.get<AdminNewsList>('admin/news', { signal, query }),
    staleTime: 0,
    retry: false,
  });

/** GET /api/admin/news/:id: the stored article for the edit form. */
export const adminNewsArticleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'news', 'article', id],
    queryFn: ({ signal }) => api.get<AdminNewsArticle>(`admin/news/${id}`, { signal }),
    staleTime: 0,
    retry: false,
  });
