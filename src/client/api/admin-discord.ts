import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DeliveriesPage,
  DiscordWebhookList,
  WebhookCreate,
  WebhookSave,
  WebhookTestResult,
} from '#shared/contracts/admin-discord.ts';
import { api } from './client.ts';
import { invalidatingOn, type MutationConfig } from './mutation-config.ts';

/** The console's Discord page (docs/product/discord.md): always fresh, never retried. */
const adminDiscordKeys = {
  all: ['admin', 'discord'] as const,
  webhooks: ['admin', 'discord', 'webhooks'] as const,
  deliveries: (query: Record<string, string>) => ['admin', 'discord', 'deliveries', query] as const,
};

export const adminDiscordWebhooksQueryOptions = () =>
  queryOptions({
    queryKey: adminDiscordKeys.webhooks,
    queryFn: ({ signal }) => api.get<DiscordWebhookList>('admin/discord/webhooks', { signal }),
    staleTime: 0,
    retry: false,
  });

/** The deliveries, read again every 10 s while the page is open: a delivery's fate shows without a reload. */
export const adminDiscordDeliveriesQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: adminDiscordKeys.deliveries(query),
    queryFn: ({ signal }) => api.get<DeliveriesPage>('admin/discord/deliveries', { signal, query }),
    staleTime: 0,
    refetchInterval: 10_000,
    retry: false,
  });

type Saved = { message: string; id: number };

/** Adds a webhook (id absent) or changes one (versioned); the page's lists are read again. */
export function useSaveWebhook(
  config: MutationConfig<
    Saved,
    { id?: number; body: WebhookCreate | (WebhookSave & { version: number }) }
  > = {},
) {
  const queries = useQueryClient();
  return useMutation({
    ...invalidatingOn(queries, [adminDiscordKeys.all], config),
    mutationFn: ({ id, body }) =>
      id === undefined
        ? api.post<Saved>('admin/discord/webhooks', body)
        : api.put<Saved>(`admin/discord/webhooks/${id}`, body),
  });
}

export function useDeleteWebhook(config: MutationConfig<{ message: string }, number> = {}) {
  const queries = useQueryClient();
  return useMutation({
    ...invalidatingOn(queries, [adminDiscordKeys.all], config),
    mutationFn: (id: number) => api.delete<{ message: string }>(`admin/discord/webhooks/${id}`),
  });
}

/** Sends a test message now; the answer is Discord's. */
export function useTestWebhook(config: MutationConfig<WebhookTestResult, number> = {}) {
  const queries = useQueryClient();
  return useMutation({
    ...invalidatingOn(queries, [adminDiscordKeys.webhooks], config),
    mutationFn: (id: number) => api.post<WebhookTestResult>(`admin/discord/webhooks/${id}/test`),
  });
}

export function useRetryDelivery(config: MutationConfig<{ message: string }, number> = {}) {
  const queries = useQueryClient();
  return useMutation({
    ...invalidatingOn(queries, [adminDiscordKeys.all], config),
    mutationFn: (id: number) => api.post<{ message: string }>(`admin/discord/deliveries/${id}/retry`),
  });
}
