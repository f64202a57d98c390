import { TICKET_LIMITS } from '#shared/contracts/tickets.ts';
import type { Db } from '../../db/database.ts';
import type { MailMessage } from '../../mail/brand.ts';
import { newToken } from '../../security/tokens.ts';
import type { TicketsContext } from './context.ts';
import { staffReplyMail } from './mails.ts';
import * as repo from './repository.ts';

const DAY_MS = 86_400_000;

/** The address of a visitor's ticket: the capability link (only its hash is stored). */
export function guestTicketLink(baseUrl: string, token: string): string {
  return `${baseUrl}/ticket/guest?token=${encodeURIComponent(token)}`;
}

/** The mail a new link for a visitor's ticket goes in: a fresh token, stored hashed, valid guestLinkDays. */
async function issueGuestLink(trx: Db, ticketNumber: number, now: Date): Promise<string> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + TICKET_LIMITS.guestLinkDays * DAY_MS);
  await repo.insertGuestLink(trx, { tokenHash: hash, ticketNumber, expiresAt });
  return token;
}

/**
 * For the console's reply (call it inside the transaction that stores the staff member's public message):
 * marks the ticket unread for its player (the badge in the side box and menu, until they open it) and
 * prepares the e-mail. Returns the function that sends it: call that after the transaction commits, so a
 * reply that rolls back mails nobody. A visitor's ticket gets a fresh link in the mail (its old links
 * are stored only as hashes). Internal notes must not call this.
 */
export async function notifyPlayerOfStaffReply(
  trx: Db,
  ctx: TicketsContext,
  ticketNumber: number,
  baseUrl: string,
): Promise<() => void> {
  const ticket = await repo.findTicketContact(trx, ticketNumber);
  if (!ticket) return () => {};
  await repo.updateTicket(trx, ticketNumber, { playerUnread: true });
  let mail: MailMessage | null = null;
  if (ticket.guest_email) {
    const token = await issueGuestLink(trx, ticketNumber, ctx.now());
    mail = staffReplyMail(
      ticket.guest_email,
      ticket,
      guestTicketLink(baseUrl, token),
      ticket.guest_language ?? 'en',
    );
  } else if (ticket.email) {
    mail = staffReplyMail(
      ticket.email,
      ticket,
      `${baseUrl}/checkticket/${ticket.number}`,
      ticket.language ?? 'en',
    );
  }
  return () => {
    if (mail) {
      const message = mail;
      ctx.tasks.run('ticket reply mail', () => ctx.mailer.send(message));
    }
  };
}
