import { MANILA_ZONE } from '#shared/manila-time.ts';
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

/** A staff account signed in from a browser it had not used before (docs/product/staff-security.md). */
export function newStaffSignInMail(
  site: string,
  to: string,
  userId: string,
  signIn: { at: Date; ip: string; browser: string | null },
): MailMessage {
  const when = signIn.at.toLocaleString('en-US', {
    timeZone: MANILA_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  });
  return {
    to,
    subject: `${site}: new sign-in to your staff account`,
    text: `Hello ${userId},\n\nYour staff account was just signed in to from a browser it had not used before:\n\n  Time: ${when} (Manila)\n  Address: ${signIn.ip}\n  Browser: ${signIn.browser ?? 'unknown'}\n\nIf this was you, there is nothing to do. If not, change your password at once, turn on two-step sign-in if it is off, and tell an administrator.\n\n- The ${site} team\n(This mailbox is not read: please do not reply.)`,
  };
}
