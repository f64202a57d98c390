import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminNewsArticle,
  AdminNewsList,
  AdminNewsPreview,
  AdminNewsSave,
} from '#shared/contracts/admin-news.ts';
import { api } from './client.ts';
import { invalidatingOn, type MutationConfig } from './mutation-config.ts';

/** The keys of the console's news reads; a change to an article invalidates `all`. */
const adminNewsKeys = {
  all: ['admin', 'news'] as const,
  list: (query: Record<string, string>) => [...adminNewsKeys.all, 'list', query] as const,
  article: (id: number) => [...adminNewsKeys.all, 'article', id] as const,
};

/** GET /api/admin/news with the list's filters (q, type, status, page) as the key. */
export const adminNewsListQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: adminNewsKeys.list(query),
    queryFn: ({ signal }) => api.get<AdminNewsList>('admin/news', { signal, query }),
    staleTime: 0,
    retry: false,
  });

/** GET /api/admin/news/:id: the stored article for the edit form. */
export const adminNewsArticleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminNewsKeys.article(id),
    queryFn: ({ signal }) => api.get<AdminNewsArticle>(`admin/news/${id}`, { signal }),
    staleTime: 0,
    retry: false,
  });

type Done = { message: string };

/** Publish, unpublish or delete one article from the list; the news reads are fetched again. */
export function useNewsAction(
  config?: MutationConfig<Done, { kind: 'publish' | 'unpublish' | 'delete'; id: number }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }) =>
      kind === 'delete' ? api.delete<Done>(`admin/news/${id}`) : api.post<Done>(`admin/news/${id}/${kind}`),
    ...invalidatingOn(client, [adminNewsKeys.all], config),
  });
}

/**
 * Saves an article: PUT with the version its form loaded when `id` is set, else POST a new one. The news
 * reads are fetched again before the screen's onSuccess runs.
 */
export function useSaveNews(
  config?: MutationConfig<
    Done & { id: number },
    { id: number | null; body: AdminNewsSave; version?: number }
  >,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }) =>
      id === null
        ? api.post<Done & { id: number }>('admin/news', body)
        : api.put<Done & { id: number }>(`admin/news/${id}`, { ...body, version }),
    ...invalidatingOn(client, [adminNewsKeys.all], config, true),
  });
}

/** POST /api/admin/news/preview: the article as the site would show it, cleaned, without saving it. */
export function usePreviewNews(
  config?: MutationConfig<AdminNewsPreview, Omit<AdminNewsSave, 'publish' | 'publishAt'>>,
) {
  return useMutation({
    mutationFn: (fields) => api.post<AdminNewsPreview>('admin/news/preview', fields),
    ...config,
  });
}
