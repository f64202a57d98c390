import mailEn from '#shared/i18n/mail.en.ts';
import mailFil from '#shared/i18n/mail.fil.ts';
import { serverMessages } from '../server-messages.ts';

/**
 * The mails' texts in each language (the server-only `mail` area, src/shared/i18n/mail.*.ts). A mail is
 * written in its reader's language: the account's (users.language), else the language of the page the
 * request came from (docs/product/languages.md, The account's language).
 */
export const mailTexts = serverMessages<keyof typeof mailEn>({ en: mailEn, fil: mailFil });
