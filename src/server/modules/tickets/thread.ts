import {
  REPLYABLE_STATUSES,
  TICKET_LIMITS,
  type TicketAttachment,
  type TicketThread,
} from '#shared/contracts/tickets.ts';
import type { Db } from '../../db/database.ts';
import * as repo from './repository.ts';

const DAY_MS = 86_400_000;

/** Until when a resolved ticket may be reopened by its player; null when it is not resolved. */
export function reopenDeadline(ticket: { status: string; resolved_at: Date | null }): Date | null {
  if (ticket.status !== 'resolved' || !ticket.resolved_at) return null;
  return new Date(ticket.resolved_at.getTime() + TICKET_LIMITS.reopenDays * DAY_MS);
}

export interface ThreadView {
  /** Who reads: players and visitors never get staff notes, and see staff as "Support". */
  viewer: 'player' | 'guest';
  /** The address of an attachment for this viewer (a route that checks the same permission). */
  attachmentUrl: (id: number, size: 'full' | 'thumb') => string;
  now: Date;
}

/** The whole thread of a ticket as a player or visitor sees it: every public message with its screenshots. */
export async function buildThread(db: Db, ticket: repo.TicketRow, view: ThreadView): Promise<TicketThread> {
  const messages = await repo.listMessages(db, ticket.number, false);
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
      url: view.attachmentUrl(a.id, 'full'),
      thumbnailUrl: view.attachmentUrl(a.id, 'thumb'),
      width: a.width,
      height: a.height,
    });
    byMessage.set(a.message_id, list);
  }
  const deadline = reopenDeadline(ticket);
  return {
    ticket: {
      number: ticket.number,
      subject: ticket.subject,
      category: ticket.category,
      status: ticket.status,
      createdAt: ticket.created_at.toISOString(),
      lastActivityAt: ticket.last_activity_at.toISOString(),
      character: ticket.cha_name,
      resolvedAt: ticket.resolved_at?.toISOString() ?? null,
      canReply: REPLYABLE_STATUSES.includes(ticket.status),
      reopenUntil: deadline && deadline > view.now ? deadline.toISOString() : null,
    },
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author_kind,
      authorName:
        m.author_kind === 'staff' ? 'Support' : view.viewer === 'guest' ? 'You' : (m.user_id ?? 'You'),
      body: m.body,
      createdAt: m.created_at.toISOString(),
      attachments: byMessage.get(m.id) ?? [],
    })),
  };
}
