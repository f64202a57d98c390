import { queryOptions } from '@tanstack/react-query';
import type {
  AdminTicket,
  CannedList,
  TicketQueue,
  TicketStaffList,
} from '#shared/contracts/admin-tickets.ts';
import { api } from './client.ts';

/**
 * The console's ticket reads (/api/admin/tickets..., src/shared/contracts/admin-tickets.ts): fetched afresh
 * on every visit, never retried (a 400, 403 or 404 is an answer). `query` holds only the set filters.
 */
const fresh = { staleTime: 0, retry: false } as const;

/** Every ticket read starts with this key: a reply, note, status or assignment invalidates it whole. */
export const ticketsKey = ['admin', 'tickets'] as const;

export const ticketQueueQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ticketsKey, 'queue', query],
    queryFn: ({ signal }) => api.get<TicketQueue>('admin/tickets', { signal, query }),
    ...fresh,
  });

export const adminTicketQueryOptions = (number: number) =>
  queryOptions({
    queryKey: [...ticketsKey, 'one', number],
    queryFn: ({ signal }) => api.get<AdminTicket>(`admin/tickets/${number}`, { signal }),
    ...fresh,
  });

export const ticketStaffQueryOptions = () =>
  queryOptions({
    queryKey: [...ticketsKey, 'staff'],
    queryFn: ({ signal }) => api.get<TicketStaffList>('admin/tickets/staff', { signal }),
    ...fresh,
  });

export const cannedKey = [...ticketsKey, 'canned'] as const;

export const cannedQueryOptions = () =>
  queryOptions({
    queryKey: cannedKey,
    queryFn: ({ signal }) => api.get<CannedList>('admin/tickets/canned', { signal }),
    ...fresh,
  });
