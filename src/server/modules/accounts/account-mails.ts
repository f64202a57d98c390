import { MANILA_ZONE } from '#shared/manila-time.ts';
import type { MailMessage } from '../../mail/brand.ts';

/**
 * The account e-mails, plain text (every mail program shows it; links stay clickable). The site's name, in
 * the subject and the sign-off, is added when each is sent (mail/brand.ts).
 */

const NOT_YOU = '\n\nIf you did not ask for this, you can ignore this message; nothing changes.';

export function verificationMail(to: string, userId: string, link: string): MailMessage {
  return {
    to,
    subject: 'verify your e-mail address',
    text: `Hello ${userId},\n\nPlease confirm that this is your e-mail address by opening this link within 48 hours:\n\n${link}\n\nA verified address lets you recover your account if you forget your password.${NOT_YOU}`,
    signOff: 'team',
  };
}

export function userIdsMail(to: string, userIds: string[]): MailMessage {
  const list = userIds.map((id) => `  - ${id}`).join('\n');
  return {
    to,
    subject: 'your User ID',
    text: `Hello,\n\nSomeone (hopefully you) asked which User IDs are registered to this e-mail address:\n\n${list}\n\nWe never send passwords. If you also forgot your password, use "Find Password" on the site.${NOT_YOU}`,
    signOff: 'team',
  };
}

export function resetMail(to: string, userId: string, link: string): MailMessage {
  return {
    to,
    subject: 'set a new password',
    text: `Hello ${userId},\n\nTo set a new password, open this link. It works once, within 30 minutes:\n\n${link}\n\nAfter the change, every device signed in to your account is signed out.${NOT_YOU}`,
    signOff: 'team',
  };
}

export function passwordChangedMail(to: string, userId: string): MailMessage {
  return {
    to,
    subject: 'your password was changed',
    text: `Hello ${userId},\n\nThe password of your account was just changed and every session was signed out.\n\nIf this was not you, use "Find Password" on the site at once and contact support.${NOT_YOU}`,
    signOff: 'team',
  };
}

/** A staff account signed in from a browser it had not used before (docs/product/staff-security.md). */
export function newStaffSignInMail(
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
    subject: 'new sign-in to your staff account',
    text: `Hello ${userId},\n\nYour staff account was just signed in to from a browser it had not used before:\n\n  Time: ${when} (Manila)\n  Address: ${signIn.ip}\n  Browser: ${signIn.browser ?? 'unknown'}\n\nIf this was you, there is nothing to do. If not, change your password at once, turn on two-step sign-in if it is off, and tell an administrator.`,
    signOff: 'team',
  };
}
