import type { FastifyRequest } from 'fastify';
import apiEn from '#shared/i18n/api.en.ts';
import apiFil from '#shared/i18n/api.fil.ts';
import { englishMatcher } from '#shared/i18n/english-match.ts';
import errorsFil from '#shared/i18n/errors.fil.ts';
import panelsFil from '#shared/i18n/panels.fil.ts';
import shellFil from '#shared/i18n/shell.fil.ts';
import statusFil from '#shared/i18n/status.fil.ts';
import uiFil from '#shared/i18n/ui.fil.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Language,
  negotiateLanguage,
} from '#shared/languages.ts';
import { compileCatalog, serverMessages } from '../server-messages.ts';

/**
 * The language a page is sent in (docs/product/languages.md, Which language): the address's `lang`
 * parameter, else the visitor's cookie, else Accept-Language, else English, among the languages offered.
 */
export function requestLanguage(request: FastifyRequest, offered: readonly Language[]): Language {
  if (offered.length < 2) return DEFAULT_LANGUAGE;
  const query = request.url.indexOf('?');
  const param = query < 0 ? null : new URLSearchParams(request.url.slice(query + 1)).get(LANGUAGE_PARAM);
  const header = request.headers['accept-language'];
  return negotiateLanguage(
    {
      param,
      cookie: request.cookies?.[LANGUAGE_COOKIE] ?? null,
      acceptLanguage: Array.isArray(header) ? header.join(',') : header,
    },
    offered,
  );
}

/** What a page in another language than English varies by, for browsers and caches in between. */
export const LANGUAGE_VARY = 'Cookie, Accept-Language';

/**
 * The catalogs the site's frame draws (shell, status line, side panels and footer, the 404 page, and the
 * shared parts: the side column's sign-in form, back to top, dialogs, pagers, dates) in each language but
 * English, whose messages come with the client's code.
 */
const SHELL_CATALOGS: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  fil: { ...shellFil, ...statusFil, ...panelsFil, ...errorsFil, ...uiFil },
};

const compiled = new Map<Language, string>();

/**
 * A language's shell messages compiled as the build compiles them (vite.config.ts, compile-catalogs), as
 * JSON safe inside a <script> element, for the page to carry (src/client/main.tsx reads them); null for
 * English. Compiled once per process.
 */
export function shellMessagesJson(language: Language): string | null {
  if (language === 'en') return null;
  let json = compiled.get(language);
  if (json === undefined) {
    json = JSON.stringify(compileCatalog(SHELL_CATALOGS[language])).replace(/</g, '\\u003c');
    compiled.set(language, json);
  }
  return json;
}

const englishApi = englishMatcher(apiEn);
/** The api area's message functions, compiled once per language (server-messages.ts). */
const apiMessages = serverMessages<string>({ en: apiEn, fil: apiFil });

/**
 * A text of the API (an error, a field's message, a refusal or an answer) in a language
 * (docs/decisions/0077-api-messages.md): found by its English in src/shared/i18n/api.en.ts, its values
 * carried over; a text the catalog does not have stays as it is.
 */
export function apiText(text: string, language: Language): string {
  if (language === 'en') return text;
  const found = englishApi(text);
  return found ? apiMessages(language)(found.id, found.values) : text;
}
