import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CannedSave, StaffReply } from '#shared/contracts/admin-tickets.ts';
import type { TicketStatus } from '#shared/contracts/tickets.ts';
import { cannedKey, ticketsKey } from '../../api/admin-tickets.ts';
import { ApiError, api } from '../../api/client.ts';

type Done = { message: string };

/** A change to one ticket: afterwards every ticket read (the queue, its counts, the thread) is fetched again. */
function useTicketChange<B>(send: (body: B) => Promise<Done>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queries.invalidateQueries({ queryKey: ticketsKey }),
  });
}

export const useReply = (number: number) =>
  useTicketChange((body: StaffReply) => api.post<Done>(`admin/tickets/${number}/replies`, body));

export const useNote = (number: number) =>
  useTicketChange((message: string) => api.post<Done>(`admin/tickets/${number}/notes`, { message }));

export const useSetStatus = (number: number) =>
  useTicketChange((status: TicketStatus) => api.put<Done>(`admin/tickets/${number}/status`, { status }));

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
    onSuccess: () => queries.invalidateQueries({ queryKey: cannedKey }),
  });
}

export function useDeleteCanned() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<Done>(`admin/tickets/canned/${id}`),
    onSuccess: () => queries.invalidateQueries({ queryKey: cannedKey }),
  });
}

/** What a refused change says: the field's message for a 400, the server's message, else a general failure. */
export function changeFailureText(error: Error | null): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status < 500) {
    const fields = Object.values(error.body?.errors ?? {}).flat();
    if (fields.length > 0) return fields.join(' ');
    if (error.body?.message) return error.body.message;
  }
  return 'The change could not be saved. Please try again.';
}
