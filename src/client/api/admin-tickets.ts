import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminTicket,
  CannedList,
  CannedSave,
  StaffReply,
  TicketQueue,
  TicketStaffList,
} from '#shared/contracts/admin-tickets.ts';
import type { TicketStatus } from '#shared/contracts/tickets.ts';
import { api } from './client.ts';

/**
 * The console's ticket reads (/api/admin/tickets..., src/shared/contracts/admin-tickets.ts): fetched afresh
 * on every visit, never retried (a 400, 403 or 404 is an answer). `query` holds only the set filters.
 */
const fresh = { staleTime: 0, retry: false } as const;

/** The keys of the console's ticket reads; every one starts with `all`, which a change to a ticket invalidates. */
const adminTicketKeys = {
  all: ['admin', 'tickets'] as const,
  queue: (query: Record<string, string>) => [...adminTicketKeys.all, 'queue', query] as const,
  one: (number: number) => [...adminTicketKeys.all, 'one', number] as const,
  staff: ['admin', 'tickets', 'staff'] as const,
  canned: ['admin', 'tickets', 'canned'] as const,
};

export const ticketQueueQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: adminTicketKeys.queue(query),
    queryFn: ({ signal }) => api.get<TicketQueue>('admin/tickets', { signal, query }),
    ...fresh,
  });

export const adminTicketQueryOptions = (number: number) =>
  queryOptions({
    queryKey: adminTicketKeys.one(number),
    queryFn: ({ signal }) => api.get<AdminTicket>(`admin/tickets/${number}`, { signal }),
    ...fresh,
  });

export const ticketStaffQueryOptions = () =>
  queryOptions({
    queryKey: adminTicketKeys.staff,
    queryFn: ({ signal }) => api.get<TicketStaffList>('admin/tickets/staff', { signal }),
    ...fresh,
  });

export const cannedQueryOptions = () =>
  queryOptions({
    queryKey: adminTicketKeys.canned,
    queryFn: ({ signal }) => api.get<CannedList>('admin/tickets/canned', { signal }),
    ...fresh,
  });

type Done = { message: string };

/** A change to one ticket: afterwards every ticket read (the queue, its counts, the thread) is fetched again. */
function useTicketChange<B>(send: (body: B) => Promise<Done>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queries.invalidateQueries({ queryKey: adminTicketKeys.all }),
  });
}

/** POST /api/admin/tickets/{number}/replies. */
export const useReply = (number: number) =>
  useTicketChange((body: StaffReply) => api.post<Done>(`admin/tickets/${number}/replies`, body));

/** POST /api/admin/tickets/{number}/notes: a staff note the player never sees. */
export const useNote = (number: number) =>
  useTicketChange((message: string) => api.post<Done>(`admin/tickets/${number}/notes`, { message }));

/** PUT /api/admin/tickets/{number}/status. */
export const useSetStatus = (number: number) =>
  useTicketChange((status: TicketStatus) => api.put<Done>(`admin/tickets/${number}/status`, { status }));

/** PUT /api/admin/tickets/{number}/assignee (null: nobody). */
export const useAssign = (number: number) =>
  useTicketChange((assignee: number | null) =>
    api.put<Done>(`admin/tickets/${number}/assignee`, { assignee }),
  );

/** Adds (id null) or changes a canned answer; the picker and the list are fetched again. */
export function useSaveCanned() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: { id: number | null; body: CannedSave; version?: number }) =>
      id === null
        ? api.post<Done>('admin/tickets/canned', body)
        : api.put<Done>(`admin/tickets/canned/${id}`, { ...body, version }),
    onSuccess: () => queries.invalidateQueries({ queryKey: adminTicketKeys.canned }),
  });
}

/** DELETE /api/admin/tickets/canned/{id}. */
export function useDeleteCanned() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<Done>(`admin/tickets/canned/${id}`),
    onSuccess: () => queries.invalidateQueries({ queryKey: adminTicketKeys.canned }),
  });
}
