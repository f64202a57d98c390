import addressparser from 'nodemailer/lib/addressparser';
import type { Language } from '#shared/languages.ts';
import { mailTexts } from './messages.ts';

/**
 * The one place the site's name goes into a mail (docs/product/site-settings.md, Mail): the sender's name,
 * the subject's prefix and the sign-off under the text. The mails themselves (accounts/account-mails.ts,
 * tickets/mails.ts, ...) never name the site, so renaming it in the console renames every mail.
 */

/** A mail as a module writes it, without the site's name. */
export interface MailMessage {
  to: string;
  /** What the mail is about; the subject line reads "<site name>: <subject>". */
  subject: string;
  /** Plain text (every mail program shows it; links stay clickable); the sign-off follows it. */
  text: string;
  /** Who signs: the site's team, or its support team (a ticket's mail, answered on the site). */
  signOff: 'team' | 'support';
  /** The language the mail is written in, and so its sign-off (mail/messages.ts). */
  language: Language;
}

const SIGN_OFFS = { team: 'mail.signOff.team', support: 'mail.signOff.support' } as const;

/** The name on one line: a line break has no place in a sender's name or a subject. */
function oneLine(site: string): string {
  return site.replace(/[\p{Cc}\s]+/gu, ' ').trim();
}

/** What nodemailer sends: From as an address object, so nodemailer quotes or encodes the name itself. */
export interface BrandedMail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
}

/**
 * The message with the site's name: From "<site name>" <address>, whatever the name holds (quotes,
 * commas, angle brackets, letters outside ASCII: nodemailer writes it as a quoted string or an encoded
 * word, never as header syntax of its own).
 */
export function brandMail(siteName: string, address: string, message: MailMessage): BrandedMail {
  const site = oneLine(siteName);
  return {
    from: { name: site, address },
    to: message.to,
    subject: `${site}: ${message.subject}`,
    text: `${message.text}\n\n${mailTexts(message.language)(SIGN_OFFS[message.signOff], { site })}`,
  };
}

/**
 * The sender's address in MAIL_FROM ("no-reply@example.com" or "Any Name <no-reply@example.com>"; the
 * name in it is not used, the site's is), or null when it does not hold exactly one address.
 */
export function senderAddress(mailFrom: string): string | null {
  const found = addressparser(mailFrom, { flatten: true });
  const address = found.length === 1 ? found[0]?.address : undefined;
  return address && /^[^\s@<>",]+@[^\s@<>",]+$/.test(address) ? address : null;
}
