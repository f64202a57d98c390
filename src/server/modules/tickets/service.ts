import type { z } from 'zod';
import {
  type CreateTicketResponse,
  type createTicketRequestSchema,
  TICKET_MESSAGES as M,
  REPLYABLE_STATUSES,
  TICKET_LIMITS,
  type TicketListResponse,
  type TicketStatus,
  type TicketThread,
  ticketCreatedMessage,
  type ticketReplyRequestSchema,
} from '#shared/contracts/tickets.ts';
import { pageFields } from '#shared/pager.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import type { TicketsContext } from './context.ts';
import * as repo from './repository.ts';
import { buildThread, reopenDeadline } from './thread.ts';

type CreateInput = z.output<typeof createTicketRequestSchema>;
type ReplyInput = z.output<typeof ticketReplyRequestSchema>;

/** The address a player's screenshot is served at (the route checks the ticket is theirs). */
export function playerAttachmentUrl(id: number, size: 'full' | 'thumb'): string {
  return `/api/tickets/attachments/${id}${size === 'thumb' ? '?size=thumb' : ''}`;
}

/**
 * Stores a player's (or visitor's) message with its screenshots, in the caller's transaction. The uploads
 * move onto the message by one conditional update; if any of them is not the writer's own pending upload
 * the whole change is refused (the transaction rolls back).
 */
export async function addPlayerMessage(
  trx: Db,
  owner: repo.UploadOwner,
  ticketNumber: number,
  input: { message: string; screenshots: number[] },
): Promise<void> {
  const messageId = await repo.insertMessage(trx, {
    ticketNumber,
    authorKind: 'player',
    authorUserNum: 'userNum' in owner ? owner.userNum : null,
    body: input.message,
    internal: false,
  });
  const ids = [...new Set(input.screenshots)];
  const moved = await repo.attachPending(trx, ids, owner, ticketNumber, messageId);
  if (moved !== ids.length) throw badRequest(M.screenshotMissing, { screenshots: M.screenshotMissing });
}

/** POST /api/tickets: a signed-in player's new ticket; the answer names its number. */
export async function createTicket(
  ctx: TicketsContext,
  userNum: number,
  input: CreateInput,
): Promise<CreateTicketResponse> {
  if (input.character !== null && !(await repo.isOwnCharacter(ctx.db, input.character, userNum))) {
    throw badRequest(M.characterInvalid, { character: M.characterInvalid });
  }
  const number = await ctx.db.transaction().execute(async (trx) => {
    const created = await repo.insertTicket(trx, {
      userNum,
      guestEmail: null,
      category: input.category,
      subject: input.subject,
      chaNum: input.character,
    });
    await addPlayerMessage(trx, { userNum }, created, input);
    return created;
  });
  return { number, message: ticketCreatedMessage(number) };
}

/** GET /api/tickets: the player's tickets, newest first. */
export async function listTickets(
  ctx: TicketsContext,
  userNum: number,
  page: number,
): Promise<TicketListResponse> {
  const size = TICKET_LIMITS.pageSize;
  const [rows, total] = await Promise.all([
    repo.listPlayerTickets(ctx.db, userNum, size, (page - 1) * size),
    repo.countPlayerTickets(ctx.db, userNum),
  ]);
  return {
    data: rows.map((row) => ({
      number: row.number,
      subject: row.subject,
      category: row.category,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      lastActivityAt: row.last_activity_at.toISOString(),
      unread: row.player_unread,
    })),
    page,
    total,
    ...pageFields(page, total, size),
  };
}

/** A player's own ticket, or 404 (another player's ticket is answered exactly like one that does not exist). */
async function ownTicket(db: Db, userNum: number, number: number): Promise<repo.TicketRow> {
  const ticket = await repo.findTicket(db, number);
  if (!ticket || ticket.user_num !== userNum) throw notFound(M.notFound);
  return ticket;
}

/** GET /api/tickets/:number: the thread; opening it clears the badge for it. */
export async function openTicket(
  ctx: TicketsContext,
  userNum: number,
  number: number,
): Promise<TicketThread> {
  const ticket = await ownTicket(ctx.db, userNum, number);
  if (ticket.player_unread) await repo.markPlayerRead(ctx.db, number);
  return buildThread(ctx.db, ticket, {
    viewer: 'player',
    attachmentUrl: playerAttachmentUrl,
    now: ctx.now(),
  });
}

/** What a player's reply does to the status: an unanswered ticket stays open, otherwise it is staff's turn. */
function statusAfterPlayerReply(status: TicketStatus): TicketStatus {
  return status === 'open' ? 'open' : 'waiting_staff';
}

/**
 * A reply by the ticket's player or visitor (owner), while the ticket is open. The ticket row is locked so
 * a reply and a staff status change never cross.
 */
export async function replyToTicket(
  ctx: TicketsContext,
  owner: repo.UploadOwner,
  number: number,
  input: ReplyInput,
): Promise<{ message: string }> {
  await ctx.db.transaction().execute(async (trx) => {
    const ticket = await lockOwned(trx, owner, number);
    if (!REPLYABLE_STATUSES.includes(ticket.status)) throw conflict(M.notOpen);
    await addPlayerMessage(trx, owner, number, input);
    await repo.updateTicket(trx, number, { status: statusAfterPlayerReply(ticket.status) });
  });
  return { message: M.replied };
}

/** Reopens a resolved ticket within TICKET_LIMITS.reopenDays of its resolution: staff's turn again. */
export async function reopenTicket(
  ctx: TicketsContext,
  owner: repo.UploadOwner,
  number: number,
): Promise<{ message: string }> {
  await ctx.db.transaction().execute(async (trx) => {
    const ticket = await lockOwned(trx, owner, number);
    if (ticket.status !== 'resolved') throw conflict(M.notResolved);
    const deadline = reopenDeadline(ticket);
    if (!deadline || deadline <= ctx.now()) throw conflict(M.reopenExpired);
    await repo.updateTicket(trx, number, { status: 'waiting_staff', resolvedAt: null });
  });
  return { message: M.reopened };
}

async function lockOwned(trx: Db, owner: repo.UploadOwner, number: number) {
  const ticket = await repo.lockTicket(trx, number);
  const mine =
    ticket && ('userNum' in owner ? ticket.user_num === owner.userNum : number === owner.guestTicket);
  if (!ticket || !mine) throw notFound(M.notFound);
  return ticket;
}

/** GET /api/tickets/unread: one count on a partial index, cheap enough for every page view. */
export async function unreadCount(ctx: TicketsContext, userNum: number): Promise<{ count: number }> {
  return { count: await repo.countUnread(ctx.db, userNum) };
}
