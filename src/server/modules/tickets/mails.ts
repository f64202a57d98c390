import type { Language } from '#shared/languages.ts';
import type { MailMessage } from '../../mail/brand.ts';
import { mailTexts } from '../../mail/messages.ts';

/**
 * The ticket e-mails, plain text like the account mails (links stay clickable in every mail program), in
 * the reader's language (the `mail` area), signed by the support team; the site's name is added when each
 * is sent (mail/brand.ts).
 */

/** A visitor's confirmation: the ticket exists only once this link is opened. */
export function guestConfirmMail(
  to: string,
  subject: string,
  link: string,
  hours: number,
  language: Language,
): MailMessage {
  const t = mailTexts(language);
  return {
    to,
    subject: t('mail.guestTicket.subject'),
    text: t('mail.guestTicket.text', { subject, link, hours }),
    signOff: 'support',
    language,
  };
}

/** Staff answered: the player reads it on the site (signed in), or the visitor through a fresh link. */
export function staffReplyMail(
  to: string,
  ticket: { number: number; subject: string },
  link: string,
  language: Language,
): MailMessage {
  const t = mailTexts(language);
  // The number as the ticket shows it (#1234), never grouped as a count would be.
  const number = String(ticket.number);
  return {
    to,
    subject: t('mail.staffReply.subject', { number }),
    text: t('mail.staffReply.text', { number, subject: ticket.subject, link }),
    signOff: 'support',
    language,
  };
}
