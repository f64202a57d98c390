import type { MailMessage } from '../../mail/mailer.ts';

/** The ticket e-mails, plain text like the account mails (links stay clickable in every mail program). */

const footer = (site: string) =>
  `\n\n- The ${site} support team\n(This mailbox is not read: please answer on the site, not by e-mail.)`;

/** A visitor's confirmation: the ticket exists only once this link is opened. */
export function guestConfirmMail(
  site: string,
  to: string,
  subject: string,
  link: string,
  hours: number,
): MailMessage {
  return {
    to,
    subject: `${site}: confirm your support ticket`,
    text: `Hello,\n\nSomeone (hopefully you) wrote a support ticket from this e-mail address:\n\n  "${subject}"\n\nTo send it, open this link within ${hours} hours. The same link then shows your ticket and our answers, so keep this message:\n\n${link}\n\nIf this was not you, ignore this message; no ticket is made.${footer(site)}`,
  };
}

/** Staff answered: the player reads it on the site (signed in), or the visitor through a fresh link. */
export function staffReplyMail(
  site: string,
  to: string,
  ticket: { number: number; subject: string },
  link: string,
): MailMessage {
  return {
    to,
    subject: `${site}: support answered your ticket #${ticket.number}`,
    text: `Hello,\n\nOur support team answered your ticket #${ticket.number}, "${ticket.subject}".\n\nRead the answer and reply here:\n\n${link}${footer(site)}`,
  };
}
