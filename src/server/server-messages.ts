import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatMessage } from '#shared/i18n/format.ts';
import type { Language } from '#shared/languages.ts';

/** A message function of one language of a server-only area. */
export type ServerTranslate<Id extends string> = (id: Id, values?: Record<string, string | number>) => string;

/**
 * The message functions of a server-only area (docs/decisions/0078-mail-and-sharing-languages.md): texts the
 * server writes itself and the browser never draws (the `mail` area's e-mails, the `sharing` area's page
 * titles and share tags). Each language's catalog compiled once when first asked for, as plugins/language.ts
 * compiles the shell's, and formatted as the browser formats its own (src/shared/i18n/format.ts); a value is put in as given, never read as a message.
 */
export function serverMessages<Id extends string>(
  catalogs: Record<Language, Record<Id, string>>,
): (language: Language) => ServerTranslate<Id> {
  const made = new Map<Language, ServerTranslate<Id>>();
  return (language) => {
    let t = made.get(language);
    if (!t) {
      const messages = Object.fromEntries(
        Object.entries<string>(catalogs[language]).map(([id, message]) => [id, compileMessage(message)]),
      );
      t = (id, values) => {
        const message = messages[id];
        return message === undefined ? id : formatMessage(message, language, values);
      };
      made.set(language, t);
    }
    return t;
  };
}
