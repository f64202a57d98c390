import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import mailEn from '#shared/i18n/mail.en.ts';
import mailFil from '#shared/i18n/mail.fil.ts';
import type { Language } from '#shared/languages.ts';

/**
 * The mails' texts in each language (the server-only `mail` area, src/shared/i18n/mail.*.ts): one Lingui
 * runtime per language, its catalog compiled once when first used, as plugins/language.ts compiles the
 * shell's. A mail is written in its reader's language: the account's (users.language), else the language
 * of the page the request came from (docs/product/languages.md, The account's language).
 */
export type MailMessageId = keyof typeof mailEn;
export type MailTranslate = (id: MailMessageId, values?: Record<string, string | number>) => string;

const CATALOGS: Record<Language, Record<MailMessageId, string>> = { en: mailEn, fil: mailFil };
const translators = new Map<Language, MailTranslate>();

export function mailTexts(language: Language): MailTranslate {
  let t = translators.get(language);
  if (!t) {
    const messages = Object.fromEntries(
      Object.entries(CATALOGS[language]).map(([id, message]) => [id, compileMessage(message)]),
    );
    const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    t = (id, values) => i18n._(id, values);
    translators.set(language, t);
  }
  return t;
}
