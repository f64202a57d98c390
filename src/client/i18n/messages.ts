import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type errorsEn from '#shared/i18n/errors.en.ts';
import type panelsEn from '#shared/i18n/panels.en.ts';
import shellEn from '#shared/i18n/shell.en.ts';
import type statusEn from '#shared/i18n/status.en.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages.ts';

/**
 * The messages of the site in the visitor's language (docs/product/languages.md, docs/decisions/0075):
 * Lingui's runtime formats catalogs the build compiled (vite.config.ts, compile-catalogs), one runtime
 * per language, so two pages the server draws at once in different languages never share a setting.
 * English, the language every message is written in first, comes with the code that draws it: the shell's
 * with the first chunk, each other area's with the lazily loaded chunk that shows it, which adds it
 * (addMessages) when it loads. Another language's catalogs arrive inlined in the page (main.tsx) or, on a
 * switch, as chunks of their own.
 */
export type MessageId =
  | keyof typeof shellEn
  | keyof typeof statusEn
  | keyof typeof panelsEn
  | keyof typeof errorsEn;
type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** Each language's catalogs other than English, loaded when a player switches to it. */
const CATALOGS: Record<Exclude<Language, 'en'>, () => Promise<Messages>[]> = {
  fil: () =>
    [
      import('#shared/i18n/shell.fil.ts'),
      import('#shared/i18n/status.fil.ts'),
      import('#shared/i18n/panels.fil.ts'),
      import('#shared/i18n/errors.fil.ts'),
    ].map((catalog) => catalog.then((module) => module.default)),
};

const runtimes = new Map<Language, I18n>();

function runtime(language: Language): I18n {
  let found = runtimes.get(language);
  if (!found) {
    found = setupI18n({ locale: language, messages: { [language]: language === 'en' ? shellEn : {} } });
    runtimes.set(language, found);
  }
  return found;
}

/** Compiled messages of a language (a page's inlined ones, or the server's own import) added to it. */
export function addMessages(language: Language, messages: Messages): void {
  runtime(language).load(language, messages);
}

/** Loads a language's catalogs (nothing for English, which the first chunk carries). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return;
  for (const messages of await Promise.all(CATALOGS[language]())) addMessages(language, messages);
}

/** The message function of a language: a message it lacks (its catalog not loaded yet) comes in English. */
export function translator(language: Language): Translate {
  const own = runtime(language);
  const english = runtime(DEFAULT_LANGUAGE);
  return (id, values) => (id in own.messages ? own : english)._(id, values);
}
