import {
  type GuestTicketRequest,
  TICKET_MESSAGES as M,
  TICKET_LIMITS,
  type TicketThread,
} from '#shared/contracts/tickets.ts';
import type { Language } from '#shared/languages.ts';
import { notFound } from '../../http-error.ts';
import { RATE_RULES } from '../../rate-rules.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import type { TicketsContext } from './context.ts';
import { guestConfirmMail } from './mails.ts';
import { guestTicketLink } from './notify.ts';
import * as repo from './repository.ts';
import { addPlayerMessage } from './service.ts';
import { buildThread } from './thread.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * POST /api/tickets/guest: a visitor's ticket waits, unsent, until the link mailed to the address is
 * opened (proof the address is theirs). The answer is the same whatever happens to the mail, so the form
 * tells nobody anything about an address; past the per-address mail budget no mail goes.
 */
export async function requestGuestTicket(
  ctx: TicketsContext,
  input: GuestTicketRequest,
  meta: { ip: string; baseUrl: string; language: Language },
): Promise<{ message: string }> {
  const email = input.email.trim();
  const now = ctx.now();
  if (await ctx.limiter.allow(RATE_RULES.guestTicketMail, `email:${email.toLowerCase()}`)) {
    const { token, hash } = newToken();
    await repo.deleteExpiredGuestRequests(ctx.db, now);
    await repo.insertGuestRequest(ctx.db, {
      tokenHash: hash,
      email,
      category: input.category,
      subject: input.subject,
      body: input.message,
      ip: meta.ip,
      language: meta.language,
      expiresAt: new Date(now.getTime() + TICKET_LIMITS.guestConfirmHours * HOUR_MS),
    });
    const mail = guestConfirmMail(
      email,
      input.subject,
      guestTicketLink(meta.baseUrl, token),
      TICKET_LIMITS.guestConfirmHours,
      meta.language,
    );
    ctx.tasks.run('guest ticket mail', () => ctx.mailer.send(mail));
  }
  return { message: M.guestLinkSent };
}

/**
 * The ticket a visitor's link opens. The first opening of a confirmation link makes the ticket (its
 * request row is locked, so two openings at once make one); the same link then keeps opening it for
 * TICKET_LIMITS.guestLinkDays. Anything else is 404 with one message: unknown, expired or used up.
 */
export async function guestTicketOf(ctx: TicketsContext, token: string): Promise<number> {
  const hash = hashToken(token);
  const now = ctx.now();
  const linked = await repo.findGuestLinkTicket(ctx.db, hash, now);
  if (linked !== null) return linked;
  return ctx.db.transaction().execute(async (trx) => {
    const request = await repo.lockGuestRequest(trx, hash);
    if (request?.ticket_number) {
      // Confirmed meanwhile by an opening that held the lock first: its link, while valid, is this one.
      const made = await repo.findGuestLinkTicket(trx, hash, now);
      if (made !== null) return made;
    }
    if (!request || request.ticket_number !== null || request.expires_at <= now) {
      throw notFound(M.guestLinkInvalid);
    }
    const number = await repo.insertTicket(trx, {
      userNum: null,
      guestEmail: request.email,
      category: request.category,
      subject: request.subject,
      chaNum: null,
      guestLanguage: request.language,
    });
    await addPlayerMessage(trx, { guestTicket: number }, number, { message: request.body, screenshots: [] });
    await repo.insertGuestLink(trx, {
      tokenHash: hash,
      ticketNumber: number,
      expiresAt: new Date(now.getTime() + TICKET_LIMITS.guestLinkDays * DAY_MS),
    });
    await repo.setGuestRequestTicket(trx, hash, number);
    return number;
  });
}

/** The address of a visitor's screenshot: it carries the link's token, which the route checks again. */
export function guestAttachmentUrl(token: string) {
  return (id: number, size: 'full' | 'thumb') =>
    `/api/tickets/guest/attachments/${id}?token=${encodeURIComponent(token)}${size === 'thumb' ? '&size=thumb' : ''}`;
}

/** POST /api/tickets/guest/open: the visitor's thread (confirming the ticket on the link's first use). */
export async function openGuestTicket(ctx: TicketsContext, token: string): Promise<TicketThread> {
  const number = await guestTicketOf(ctx, token);
  const ticket = await repo.findTicket(ctx.db, number);
  if (!ticket) throw notFound(M.guestLinkInvalid);
  if (ticket.player_unread) await repo.markPlayerRead(ctx.db, number);
  return buildThread(ctx.db, ticket, {
    viewer: 'guest',
    attachmentUrl: guestAttachmentUrl(token),
    now: ctx.now(),
  });
}
