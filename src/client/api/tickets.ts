import { queryOptions } from '@tanstack/react-query';
import type {
  CreateTicketRequest,
  CreateTicketResponse,
  GuestTicketRequest,
  TicketAttachment,
  TicketListResponse,
  TicketReplyRequest,
  TicketThread,
  TicketUnread,
} from '#shared/contracts/tickets.ts';
import { api } from './client.ts';

type Message = { message: string };

/**
 * The support ticket calls (docs/product/tickets.md). Type-only imports of the contract: the menu's badge
 * uses the unread query from the first chunk, which must not carry zod.
 */
export const ticketApi = {
  create: (body: CreateTicketRequest) => api.post<CreateTicketResponse>('tickets', body),
  reply: (number: number, body: TicketReplyRequest) => api.post<Message>(`tickets/${number}/replies`, body),
  reopen: (number: number) => api.post<Message>(`tickets/${number}/reopen`),
  upload: (file: File) => api.post<TicketAttachment>('tickets/screenshots', file),
  guestRequest: (body: GuestTicketRequest) => api.post<Message>('tickets/guest', body),
  guestOpen: (token: string) => api.post<TicketThread>('tickets/guest/open', { token }),
  guestReply: (token: string, body: TicketReplyRequest) =>
    api.post<Message>('tickets/guest/replies', { ...body, token }),
  guestReopen: (token: string) => api.post<Message>('tickets/guest/reopen', { token }),
  guestUpload: (token: string, file: File) =>
    api.post<TicketAttachment>('tickets/guest/screenshots', file, { query: { token } }),
};

export const ticketKeys = {
  all: ['tickets'] as const,
  list: (page: number) => ['tickets', 'list', page] as const,
  thread: (number: number) => ['tickets', 'thread', number] as const,
  guest: (token: string) => ['tickets', 'guest', token] as const,
  unread: ['tickets', 'unread'] as const,
};

export const ticketListQueryOptions = (page: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ticketKeys.list(page),
    queryFn: () => api.get<TicketListResponse>('tickets', { query: { page } }),
    enabled: signedIn,
  });

export const ticketThreadQueryOptions = (number: number) =>
  queryOptions({
    queryKey: ticketKeys.thread(number),
    queryFn: () => api.get<TicketThread>(`tickets/${number}`),
    retry: false,
  });

/** A visitor's thread through the link's token (the first opening confirms the ticket). */
export const guestThreadQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ticketKeys.guest(token),
    queryFn: () => ticketApi.guestOpen(token),
    retry: false,
  });

/**
 * The badge: how many of the player's tickets have an unread staff reply. One indexed count, read when a
 * signed-in page shows the menu and at most once a minute after that; opening a ticket refreshes it.
 */
export const ticketUnreadQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: ticketKeys.unread,
    queryFn: () => api.get<TicketUnread>('tickets/unread'),
    enabled: signedIn,
    staleTime: 60_000,
  });
