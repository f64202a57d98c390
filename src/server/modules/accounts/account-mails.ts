import type { MailMessage } from '../../mail/mailer.ts';

/** The account e-mails, plain text (every mail program shows it; links stay clickable). */

function footer(site: string): string {
  return `\n\nIf you did not ask for this, you can ignore this message; nothing changes.\n\n- The ${site} team\n(This mailbox is not read: please do not reply.)`;
}

export function verificationMail(site: string, to: string, userId: string, link: string): MailMessage {
  return {
    to,
    subject: `${site}: verify your e-mail address`,
    text: `Hello ${userId},\n\nPlease confirm that this is your e-mail address by opening this link within 48 hours:\n\n${link}\n\nA verified address lets you recover your account if you forget your password.${footer(site)}`,
  };
}

export function userIdsMail(site: string, to: string, userIds: string[]): MailMessage {
  const list = userIds.map((id) => `  - ${id}`).join('\n');
  return {
    to,
    subject: `${site}: your User ID`,
    text: `Hello,\n\nSomeone (hopefully you) asked which User IDs are registered to this e-mail address:\n\n${list}\n\nWe never send passwords. If you also forgot your password, use "Find Password" on the site.${footer(site)}`,
  };
}

export function resetMail(site: string, to: string, userId: string, link: string): MailMessage {
  return {
    to,
    subject: `${site}: set a new password`,
    text: `Hello ${userId},\n\nTo set a new password, open this link. It works once, within 30 minutes:\n\n${link}\n\nAfter the change, every device signed in to your account is signed out.${footer(site)}`,
  };
}

export function passwordChangedMail(site: string, to: string, userId: string): MailMessage {
  return {
    to,
    subject: `${site}: your password was changed`,
    text: `Hello ${userId},\n\nThe password of your account was just changed and every session was signed out.\n\nIf this was not you, use "Find Password" on the site at once and contact support.${footer(site)}`,
  };
}
