import type { Language } from '#shared/languages.ts';
import { MANILA_ZONE } from '#shared/manila-time.ts';
import type { MailMessage } from '../../mail/brand.ts';
import { mailTexts } from '../../mail/messages.ts';

/**
 * The account e-mails, plain text (every mail program shows it; links stay clickable), in the account's
 * language (the `mail` area, src/shared/i18n/mail.*.ts). The site's name, in the subject and the sign-off,
 * is added when each is sent (mail/brand.ts).
 */

/** The closing line of a mail the reader may not have asked for, after a blank line. */
const withNotYou = (language: Language, text: string) => `${text}\n\n${mailTexts(language)('mail.notYou')}`;

export function verificationMail(to: string, userId: string, link: string, language: Language): MailMessage {
  const t = mailTexts(language);
  return {
    to,
    subject: t('mail.verify.subject'),
    text: withNotYou(language, t('mail.verify.text', { userId, link })),
    signOff: 'team',
    language,
  };
}

export function userIdsMail(to: string, userIds: string[], language: Language): MailMessage {
  const t = mailTexts(language);
  const list = userIds.map((id) => `  - ${id}`).join('\n');
  return {
    to,
    subject: t('mail.userIds.subject'),
    text: withNotYou(language, t('mail.userIds.text', { list })),
    signOff: 'team',
    language,
  };
}

export function resetMail(to: string, userId: string, link: string, language: Language): MailMessage {
  const t = mailTexts(language);
  return {
    to,
    subject: t('mail.reset.subject'),
    text: withNotYou(language, t('mail.reset.text', { userId, link })),
    signOff: 'team',
    language,
  };
}

export function passwordChangedMail(to: string, userId: string, language: Language): MailMessage {
  const t = mailTexts(language);
  return {
    to,
    subject: t('mail.passwordChanged.subject'),
    text: withNotYou(language, t('mail.passwordChanged.text', { userId })),
    signOff: 'team',
    language,
  };
}

/** How each language writes the sign-in's time in the mail. */
const DATE_LOCALES: Record<Language, string> = { en: 'en-US', fil: 'fil-PH' };

/** A staff account signed in from a browser it had not used before (docs/product/staff-security.md). */
export function newStaffSignInMail(
  to: string,
  userId: string,
  signIn: { at: Date; ip: string; browser: string | null },
  language: Language,
): MailMessage {
  const t = mailTexts(language);
  const when = signIn.at.toLocaleString(DATE_LOCALES[language], {
    timeZone: MANILA_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  });
  return {
    to,
    subject: t('mail.staffSignIn.subject'),
    text: t('mail.staffSignIn.text', {
      userId,
      when,
      ip: signIn.ip,
      browser: signIn.browser ?? t('mail.staffSignIn.unknownBrowser'),
    }),
    signOff: 'team',
    language,
  };
}
