import type { z } from 'zod';
import type { AuditChange } from '#shared/contracts/admin.ts';
import {
  ADMIN_TICKET_MESSAGES as A,
  ADMIN_TICKET_PAGE_SIZE,
  type AdminTicket,
  type CannedList,
  type TicketQueue,
  type TicketStaffList,
  type ticketQueueQuerySchema,
} from '#shared/contracts/admin-tickets.ts';
import { TICKET_STATUSES, type TicketAttachment, type TicketStatus } from '#shared/contracts/tickets.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { pageFields } from '#shared/pager.ts';
import { isAdminType } from '#shared/user-types.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { claimVersion } from '../../db/versions.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import * as staffRepo from './admin-repository.ts';
import type { TicketsContext } from './context.ts';
import { notifyPlayerOfStaffReply } from './notify.ts';
import * as repo from './repository.ts';

/** Who acts and from where (the audit row's who and address). */
export interface Editor {
  userNum: number;
  ip: string;
}

const DAY_MS = 86_400_000;
const ACTIVE: readonly TicketStatus[] = ['open', 'waiting_player', 'waiting_staff'];
const WAITING_ON: Record<'staff' | 'player', readonly TicketStatus[]> = {
  staff: ['open', 'waiting_staff'],
  player: ['waiting_player'],
};

/** The console's address of a screenshot: the staff route, which checks 'tickets.work'. */
const staffAttachmentUrl = (id: number, size: 'full' | 'thumb') =>
  `/api/admin/tickets/attachments/${id}${size === 'thumb' ? '?size=thumb' : ''}`;

// ---------------------------------------------------------------- reads

/** GET /api/admin/tickets: the filters combine (a status and "waiting on" intersect); oldest activity first. */
export async function ticketQueue(
  db: Db,
  query: z.output<typeof ticketQueueQuerySchema>,
  me: number,
  now: Date,
): Promise<TicketQueue> {
  let statuses: readonly TicketStatus[] | null =
    query.status === 'all' ? null : query.status === 'active' ? ACTIVE : [query.status];
  if (query.waiting) {
    const waiting = WAITING_ON[query.waiting];
    statuses = statuses ? statuses.filter((s) => waiting.includes(s)) : waiting;
  }
  const assignee =
    query.assignee === undefined
      ? null
      : query.assignee === 'mine'
        ? me
        : query.assignee === 'unassigned'
          ? 'unassigned'
          : Number(query.assignee);
  const filter: staffRepo.QueueFilter = {
    statuses,
    category: query.category ?? null,
    assignee,
    activeBefore: query.olderThanDays ? new Date(now.getTime() - query.olderThanDays * DAY_MS) : null,
  };
  const size = ADMIN_TICKET_PAGE_SIZE;
  const [rows, total, counts] = await Promise.all([
    statuses?.length === 0 ? [] : staffRepo.listQueue(db, filter, query.sort, size, (query.page - 1) * size),
    statuses?.length === 0 ? 0 : staffRepo.countQueue(db, filter),
    staffRepo.countByStatus(db),
  ]);
  return {
    data: rows.map(queueRow),
    page: query.page,
    total,
    counts: Object.fromEntries(TICKET_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as TicketQueue['counts'],
    ...pageFields(query.page, total, size),
  };
}

function queueRow(row: staffRepo.QueueRow) {
  return {
    number: row.number,
    subject: row.subject,
    category: row.category,
    status: row.status,
    player: row.user_num === null ? null : { userNum: row.user_num, userId: row.player_id ?? '' },
    guestEmail: row.guest_email,
    assignee:
      row.assignee_user_num === null
        ? null
        : { userNum: row.assignee_user_num, userId: row.assignee_id ?? '' },
    createdAt: row.created_at.toISOString(),
    lastActivityAt: row.last_activity_at.toISOString(),
  };
}

export async function ticketStaff(db: Db): Promise<TicketStaffList> {
  const rows = await staffRepo.listStaff(db);
  return {
    data: rows.map((r) => ({
      userNum: r.user_num,
      userId: r.user_id,
      role: isAdminType(r.user_type) ? ('admin' as const) : ('support' as const),
    })),
  };
}

/** GET /api/admin/tickets/:number: the whole thread, staff notes included, each screenshot by its staff address. */
export async function ticketForStaff(db: Db, number: number): Promise<AdminTicket> {
  const ticket = await staffRepo.findTicketForStaff(db, number);
  if (!ticket) throw notFound(A.notFound);
  const messages = await repo.listMessages(db, number, true);
  const attachments = await repo.listAttachments(
    db,
    messages.map((m) => m.id),
  );
  const byMessage = new Map<number, TicketAttachment[]>();
  for (const a of attachments) {
    if (a.message_id === null) continue;
    const list = byMessage.get(a.message_id) ?? [];
    list.push({
      id: a.id,
      url: staffAttachmentUrl(a.id, 'full'),
      thumbnailUrl: staffAttachmentUrl(a.id, 'thumb'),
      width: a.width,
      height: a.height,
    });
    byMessage.set(a.message_id, list);
  }
  return {
    ticket: {
      ...queueRow(ticket),
      character: ticket.cha_name,
      resolvedAt: ticket.resolved_at?.toISOString() ?? null,
      playerUnread: ticket.player_unread,
    },
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author_kind,
      authorName: m.user_id ?? ticket.guest_email ?? '',
      body: m.body,
      internal: m.internal,
      createdAt: m.created_at.toISOString(),
      attachments: byMessage.get(m.id) ?? [],
    })),
  };
}

// ---------------------------------------------------------------- writes

async function lockOrRefuse(trx: Db, number: number) {
  const ticket = await repo.lockTicket(trx, number);
  if (!ticket) throw notFound(A.notFound);
  return ticket;
}

/** resolved_at follows the status: set when a ticket becomes resolved (the player's reopen window starts). */
function resolvedAtFor(
  before: { status: TicketStatus; resolved_at: Date | null },
  status: TicketStatus,
  now: Date,
) {
  if (status !== 'resolved') return null;
  return before.status === 'resolved' ? before.resolved_at : now;
}

const statusChange = (before: TicketStatus, after: TicketStatus): AuditChange[] =>
  before === after ? [] : [{ field: 'status', old: before, new: after }];

/**
 * POST /api/admin/tickets/:number/replies: the message, the status (waiting for the player unless chosen),
 * the player's unread mark and the audit row commit together; the e-mail goes after the commit.
 */
export async function replyAsStaff(
  ctx: TicketsContext,
  number: number,
  reply: { message: string; status: TicketStatus },
  editor: Editor,
  baseUrl: string,
): Promise<void> {
  const send = await ctx.db.transaction().execute(async (trx) => {
    const before = await lockOrRefuse(trx, number);
    if (before.status === 'closed') throw conflict(A.closed);
    const messageId = await repo.insertMessage(trx, {
      ticketNumber: number,
      authorKind: 'staff',
      authorUserNum: editor.userNum,
      body: reply.message,
      internal: false,
    });
    await repo.updateTicket(trx, number, {
      status: reply.status,
      resolvedAt: resolvedAtFor(before, reply.status, ctx.now()),
    });
    const mail = await notifyPlayerOfStaffReply(trx, ctx, number, baseUrl);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'ticket.reply',
      recordType: 'ticket',
      recordId: number,
      changes: [{ field: 'reply', old: null, new: messageId }, ...statusChange(before.status, reply.status)],
    });
    return mail;
  });
  send();
}

/** POST /api/admin/tickets/:number/notes: a note players never see; no activity, no mail, no badge. */
export async function addStaffNote(db: Db, number: number, message: string, editor: Editor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOrRefuse(trx, number);
    const messageId = await repo.insertMessage(trx, {
      ticketNumber: number,
      authorKind: 'staff',
      authorUserNum: editor.userNum,
      body: message,
      internal: true,
    });
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'ticket.note',
      recordType: 'ticket',
      recordId: number,
      changes: [{ field: 'note', old: null, new: messageId }],
    });
  });
}

/** PUT /api/admin/tickets/:number/status: a status that does not change writes nothing. */
export async function setTicketStatus(
  ctx: TicketsContext,
  number: number,
  status: TicketStatus,
  editor: Editor,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockOrRefuse(trx, number);
    if (before.status === status) return;
    await repo.updateTicket(trx, number, { status, resolvedAt: resolvedAtFor(before, status, ctx.now()) });
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'ticket.status',
      recordType: 'ticket',
      recordId: number,
      changes: statusChange(before.status, status),
    });
  });
}

/** PUT /api/admin/tickets/:number/assignee: to a staff member (the caller included) or to nobody. */
export async function assignTicket(
  db: Db,
  number: number,
  assignee: number | null,
  editor: Editor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await staffRepo.lockAssignee(trx, number);
    if (!before) throw notFound(A.notFound);
    if (assignee !== null && !(await staffRepo.isStaff(trx, assignee)))
      throw badRequest(A.notStaff, { assignee: A.notStaff });
    if (before.assignee_user_num === assignee) return;
    await staffRepo.setAssignee(trx, number, assignee);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'ticket.assign',
      recordType: 'ticket',
      recordId: number,
      changes: [{ field: 'assignee', old: before.assignee_user_num, new: assignee }],
    });
  });
}

// ---------------------------------------------------------------- canned answers

export async function cannedAnswers(db: Db): Promise<CannedList> {
  const rows = await staffRepo.listCanned(db);
  return {
    data: rows.map((r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      updatedAt: r.updated_at.toISOString(),
      version: r.version,
    })),
  };
}

/** A title taken meanwhile (PostgreSQL unique_violation) is a 409 with the form's words, not a 500. */
async function uniqueTitle<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict(A.cannedTitleTaken);
    throw error;
  }
}

export function createCanned(
  db: Db,
  answer: { title: string; body: string },
  editor: Editor,
): Promise<number> {
  return uniqueTitle(() =>
    db.transaction().execute(async (trx) => {
      const id = await staffRepo.insertCanned(trx, answer, editor.userNum);
      await recordAudit(trx, {
        staff: editor.userNum,
        ip: editor.ip,
        action: 'ticket_canned.create',
        recordType: 'ticket_canned',
        recordId: id,
        changes: [
          { field: 'title', old: null, new: answer.title },
          { field: 'body', old: null, new: answer.body },
        ],
      });
      return id;
    }),
  );
}

export function updateCannedAnswer(
  db: Db,
  id: number,
  answer: { title: string; body: string } & Versioned,
  editor: Editor,
): Promise<void> {
  return uniqueTitle(() =>
    db.transaction().execute(async (trx) => {
      const before = await staffRepo.lockCanned(trx, id);
      if (!before) throw notFound(A.cannedNotFound);
      const changes: AuditChange[] = [];
      for (const field of ['title', 'body'] as const) {
        if (before[field] !== answer[field]) changes.push({ field, old: before[field], new: answer[field] });
      }
      // Claimed even when nothing changed, so every save that goes through moves the version on by one
      // (what the form counts on to save again: src/client/features/admin/versioned-edit.tsx).
      await claimVersion(trx, 'ticket_canned_answers', id, answer.version);
      if (changes.length === 0) return;
      await staffRepo.updateCanned(trx, id, answer, editor.userNum);
      await recordAudit(trx, {
        staff: editor.userNum,
        ip: editor.ip,
        action: 'ticket_canned.update',
        recordType: 'ticket_canned',
        recordId: id,
        changes,
      });
    }),
  );
}

export async function deleteCannedAnswer(db: Db, id: number, editor: Editor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await staffRepo.lockCanned(trx, id);
    if (!before) throw notFound(A.cannedNotFound);
    await staffRepo.deleteCanned(trx, id);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'ticket_canned.delete',
      recordType: 'ticket_canned',
      recordId: id,
      changes: [
        { field: 'title', old: before.title, new: null },
        { field: 'body', old: before.body, new: null },
      ],
    });
  });
}
