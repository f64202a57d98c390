import type { MailMessage } from '../../mail/brand.ts';

/**
 * The ticket e-mails, plain text like the account mails (links stay clickable in every mail program),
 * signed by the support team; the site's name is added when each is sent (mail/brand.ts).
 */

/** A visitor's confirmation: the ticket exists only once this link is opened. */
export function guestConfirmMail(to: string, subject: string, link: string, hours: number): MailMessage {
  return {
    to,
    subject: 'confirm your support ticket',
    text: `Hello,\n\nSomeone (hopefully you) wrote a support ticket from this e-mail address:\n\n  "${subject}"\n\nTo send it, open this link within ${hours} hours. The same link then shows your ticket and our answers, so keep this message:\n\n${link}\n\nIf this was not you, ignore this message; no ticket is made.`,
    signOff: 'support',
  };
}

/** Staff answered: the player reads it on the site (signed in), or the visitor through a fresh link. */
export function staffReplyMail(
  to: string,
  ticket: { number: number; subject: string },
  link: string,
): MailMessage {
  return {
    to,
    subject: `support answered your ticket #${ticket.number}`,
    text: `Hello,\n\nOur support team answered your ticket #${ticket.number}, "${ticket.subject}".\n\nRead the answer and reply here:\n\n${link}`,
    signOff: 'support',
  };
}
