import { sql } from 'kysely';
import type { TicketCategory, TicketStatus } from '#shared/contracts/tickets.ts';
import type { Language } from '#shared/languages.ts';
import type { Db } from '../../db/database.ts';

/** All Kysely code of support tickets (docs/product/tickets.md). Every function takes a transaction or the pool. */

export interface NewTicket {
  /** The player's account, or null for a visitor's ticket (then guestEmail is set). */
  userNum: number | null;
  guestEmail: string | null;
  category: TicketCategory;
  subject: string;
  chaNum: number | null;
  /** A visitor's ticket: the language its mails are written in. */
  guestLanguage?: Language;
}

export async function insertTicket(db: Db, ticket: NewTicket): Promise<number> {
  const row = await db
    .insertInto('tickets')
    .values({
      user_num: ticket.userNum,
      guest_email: ticket.guestEmail,
      category: ticket.category,
      subject: ticket.subject,
      cha_num: ticket.chaNum,
      guest_language: ticket.guestLanguage ?? null,
      resolved_at: null,
      assignee_user_num: null,
    })
    .returning('number')
    .executeTakeFirstOrThrow();
  return row.number;
}

export interface NewMessage {
  ticketNumber: number;
  authorKind: 'player' | 'staff';
  /** Null for a visitor. */
  authorUserNum: number | null;
  body: string;
  internal: boolean;
}

export async function insertMessage(db: Db, message: NewMessage): Promise<number> {
  const row = await db
    .insertInto('ticket_messages')
    .values({
      ticket_number: message.ticketNumber,
      author_kind: message.authorKind,
      author_user_num: message.authorUserNum,
      body: message.body,
      internal: message.internal,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A ticket with what the thread header shows (the character's name), or undefined. */
export function findTicket(db: Db, number: number) {
  return db
    .selectFrom('tickets as t')
    .leftJoin('characters as c', 'c.cha_num', 't.cha_num')
    .selectAll('t')
    .select('c.cha_name')
    .where('t.number', '=', number)
    .executeTakeFirst();
}
export type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

/** Where mail about a ticket goes: the player's account address, or the visitor's confirmed one. */
export function findTicketContact(db: Db, number: number) {
  return db
    .selectFrom('tickets as t')
    .leftJoin('users as u', 'u.user_num', 't.user_num')
    .select(['t.number', 't.subject', 't.guest_email', 't.guest_language', 'u.email', 'u.language'])
    .where('t.number', '=', number)
    .executeTakeFirst();
}

/** Locks the ticket row for a change of status (replies and status changes never cross). */
export function lockTicket(db: Db, number: number) {
  return db
    .selectFrom('tickets')
    .select(['number', 'user_num', 'guest_email', 'status', 'resolved_at'])
    .where('number', '=', number)
    .forUpdate()
    .executeTakeFirst();
}

export interface TicketChange {
  status?: TicketStatus;
  resolvedAt?: Date | null;
  playerUnread?: boolean;
  assigneeUserNum?: number | null;
}

/** Applies a change and marks the ticket active now (the queue's and the list's "last activity"). */
export async function updateTicket(db: Db, number: number, change: TicketChange): Promise<void> {
  await db
    .updateTable('tickets')
    .set({
      last_activity_at: sql`now()`,
      ...(change.status !== undefined && { status: change.status }),
      ...(change.resolvedAt !== undefined && { resolved_at: change.resolvedAt }),
      ...(change.playerUnread !== undefined && { player_unread: change.playerUnread }),
      ...(change.assigneeUserNum !== undefined && { assignee_user_num: change.assigneeUserNum }),
    })
    .where('number', '=', number)
    .execute();
}

/** The player opened the ticket: the badge for it goes (no write when there was none). */
export async function markPlayerRead(db: Db, number: number): Promise<void> {
  await db
    .updateTable('tickets')
    .set({ player_unread: false })
    .where('number', '=', number)
    .where('player_unread', '=', true)
    .execute();
}

/** How many of a player's tickets carry a staff reply not yet opened (a partial index answers it). */
export async function countUnread(db: Db, userNum: number): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_num', '=', userNum)
    .where('player_unread', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A player's tickets, newest first. */
export function listPlayerTickets(db: Db, userNum: number, limit: number, offset: number) {
  return db
    .selectFrom('tickets')
    .select(['number', 'subject', 'category', 'status', 'created_at', 'last_activity_at', 'player_unread'])
    .where('user_num', '=', userNum)
    .orderBy('number', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPlayerTickets(db: Db, userNum: number): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_num', '=', userNum)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A ticket's messages, oldest first, with the author's user ID. Staff notes only when asked for: the
 * player's and visitor's views never ask.
 */
export function listMessages(db: Db, number: number, withInternal: boolean) {
  let query = db
    .selectFrom('ticket_messages as m')
    .leftJoin('users as u', 'u.user_num', 'm.author_user_num')
    .select([
      'm.id',
      'm.author_kind',
      'm.author_user_num',
      'm.body',
      'm.internal',
      'm.created_at',
      'u.user_id',
    ])
    .where('m.ticket_number', '=', number);
  if (!withInternal) query = query.where('m.internal', '=', false);
  return query.orderBy('m.id').execute();
}

/** The attachments of the given messages, with each picture's size. */
export async function listAttachments(db: Db, messageIds: number[]) {
  if (messageIds.length === 0) return [];
  return db
    .selectFrom('ticket_attachments as a')
    .innerJoin('images as i', 'i.hash', 'a.image_hash')
    .select(['a.id', 'a.message_id', 'i.width', 'i.height'])
    .where('a.message_id', 'in', messageIds)
    .orderBy('a.id')
    .execute();
}

export interface NewAttachment {
  imageHash: string;
  thumbnailHash: string | null;
  /** The uploader's account; null for a visitor (then ticketNumber names the ticket). */
  uploadedBy: number | null;
  ticketNumber: number | null;
}

/** An upload waiting for the ticket or reply that will carry it. */
export async function insertPendingAttachment(db: Db, attachment: NewAttachment): Promise<number> {
  const row = await db
    .insertInto('ticket_attachments')
    .values({
      image_hash: attachment.imageHash,
      thumbnail_hash: attachment.thumbnailHash,
      uploaded_by: attachment.uploadedBy,
      ticket_number: attachment.ticketNumber,
      message_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whose pending uploads may be attached: an account's, or a visitor's to their own ticket. */
export type UploadOwner = { userNum: number } | { guestTicket: number };

/**
 * Puts pending uploads on a message, by one conditional update: only the owner's uploads not yet on a
 * message move. Returns how many moved; the caller refuses (and rolls back) when that is not all of them.
 */
export async function attachPending(
  db: Db,
  ids: readonly number[],
  owner: UploadOwner,
  ticketNumber: number,
  messageId: number,
): Promise<number> {
  if (ids.length === 0) return 0;
  let query = db
    .updateTable('ticket_attachments')
    .set({ ticket_number: ticketNumber, message_id: messageId })
    .where('id', 'in', [...ids])
    .where('message_id', 'is', null);
  query =
    'userNum' in owner
      ? query.where('uploaded_by', '=', owner.userNum).where('ticket_number', 'is', null)
      : query.where('uploaded_by', 'is', null).where('ticket_number', '=', owner.guestTicket);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * An attachment with what its permission check needs: the ticket's owner and whether its message is a
 * staff note. The bytes come with it (one read for the one answer).
 */
export function findAttachmentFile(db: Db, id: number, size: 'full' | 'thumb') {
  return db
    .selectFrom('ticket_attachments as a')
    .innerJoin('images as i', (join) =>
      join.on(
        'i.hash',
        '=',
        size === 'thumb' ? sql<string>`coalesce(a.thumbnail_hash, a.image_hash)` : sql<string>`a.image_hash`,
      ),
    )
    .leftJoin('tickets as t', 't.number', 'a.ticket_number')
    .leftJoin('ticket_messages as m', 'm.id', 'a.message_id')
    .select([
      'a.id',
      'a.ticket_number',
      'a.message_id',
      'a.uploaded_by',
      't.user_num as ticket_user_num',
      'm.internal',
      'i.hash',
      'i.content_type',
      'i.bytes',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
}
export type AttachmentFileRow = NonNullable<Awaited<ReturnType<typeof findAttachmentFile>>>;

// ---------------------------------------------------------------- visitors

export interface NewGuestRequest {
  tokenHash: string;
  email: string;
  category: TicketCategory;
  subject: string;
  body: string;
  ip: string | null;
  expiresAt: Date;
  /** The page's language the visitor wrote in. */
  language: Language;
}

export async function insertGuestRequest(db: Db, request: NewGuestRequest): Promise<void> {
  await db
    .insertInto('ticket_guest_requests')
    .values({
      token_hash: request.tokenHash,
      email: request.email,
      category: request.category,
      subject: request.subject,
      body: request.body,
      ip: request.ip,
      language: request.language,
      expires_at: request.expiresAt,
      ticket_number: null,
    })
    .execute();
}

/** Locks a request so that two openings of its link make one ticket. */
export function lockGuestRequest(db: Db, tokenHash: string) {
  return db
    .selectFrom('ticket_guest_requests')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function setGuestRequestTicket(db: Db, tokenHash: string, ticketNumber: number): Promise<void> {
  await db
    .updateTable('ticket_guest_requests')
    .set({ ticket_number: ticketNumber })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Forgets unconfirmed requests whose link has expired (called when a new request is made). */
export async function deleteExpiredGuestRequests(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('ticket_guest_requests')
    .where('ticket_number', 'is', null)
    .where('expires_at', '<', now)
    .execute();
}

export async function insertGuestLink(
  db: Db,
  link: { tokenHash: string; ticketNumber: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('ticket_guest_links')
    .values({ token_hash: link.tokenHash, ticket_number: link.ticketNumber, expires_at: link.expiresAt })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
}

/** The ticket a visitor's link opens, while the link is valid. */
export async function findGuestLinkTicket(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const row = await db
    .selectFrom('ticket_guest_links')
    .select('ticket_number')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.ticket_number ?? null;
}

/** Whether a character belongs to the player (a ticket may name only the player's own). */
export async function isOwnCharacter(db: Db, chaNum: number, userNum: number): Promise<boolean> {
  const row = await db
    .selectFrom('characters')
    .select('cha_num')
    .where('cha_num', '=', chaNum)
    .where('user_num', '=', userNum)
    .executeTakeFirst();
  return row !== undefined;
}
