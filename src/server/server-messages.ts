import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Compiled, formatMessage } from '#shared/i18n/format.ts';
import type { Language } from '#shared/languages.ts';

/** A catalog compiled as the build compiles the browser's (vite.config.ts, compile-catalogs). */
export function compileCatalog(catalog: Readonly<Record<string, string>>): Record<string, Compiled> {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]));
}

/** A message function of one language of a server-only area. */
export type ServerTranslate<Id extends string> = (id: Id, values?: Record<string, string | number>) => string;

/**
 * The message functions of a server-only area (docs/decisions/0078-account-language.md): texts the
 * server writes itself and the browser never draws (the `mail` area's e-mails, the `sharing` area's page
 * titles and share tags). Each language's catalog compiled once when first asked for (compileCatalog, as
 * plugins/language.ts compiles the shell's), and formatted as the browser formats its own
 * (src/shared/i18n/format.ts); a value is put in as given, never read as a message.
 */
export function serverMessages<Id extends string>(
  catalogs: Record<Language, Record<Id, string>>,
): (language: Language) => ServerTranslate<Id> {
  const made = new Map<Language, ServerTranslate<Id>>();
  return (language) => {
    let t = made.get(language);
    if (!t) {
      const messages = compileCatalog(catalogs[language]);
      t = (id, values) => {
        const message = messages[id];
        return message === undefined ? id : formatMessage(message, language, values);
      };
      made.set(language, t);
    }
    return t;
  };
}
