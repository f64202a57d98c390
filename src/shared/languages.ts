// Plain constants and functions only (no zod): the header's language choice, in the first chunk, reads them.

/**
 * The languages of the site, every one offered to players (docs/product/languages.md, docs/decisions/
 * 0075-languages.md): English, the language every text is written in first, and Filipino. Tests may build
 * the app offering fewer (its `languages`, src/server/app.ts).
 */
export const LANGUAGES = ['en', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps a visitor's choice, and the address parameter that names a page's language. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_PARAM = 'lang';
/** The meta tag listing the offered languages (space-separated); the header shows a choice when it lists two. */
export const LANGUAGES_META = 'languages';
/** The JSON block of a page in another language than English: that language's compiled shell messages. */
export const PAGE_MESSAGES_ID = 'page-messages';

/** Each language's name in itself, as the choice shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fil: 'Filipino' };

/** A value naming one of the site's languages, else null (a cookie or a parameter as sent). */
export function parseLanguage(value: string | null | undefined): Language | null {
  const lower = value?.trim().toLowerCase();
  return lower === 'en' || lower === 'fil' ? lower : null;
}

/** A language tag's primary subtag as the site's language: fil and tl (Tagalog) are Filipino. */
function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split('-')[0];
  if (primary === 'fil' || primary === 'tl') return 'fil';
  return primary === 'en' ? 'en' : null;
}

/**
 * The site's language a browser prefers most by its Accept-Language header (weights honoured, the first
 * listed winning a tie, q=0 meaning "not this"), or null when it names neither.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  let best: Language | null = null;
  let bestWeight = 0;
  for (const part of header.slice(0, 1000).split(',')) {
    const [tag = '', ...params] = part.split(';');
    const language = languageOfTag(tag);
    if (!language) continue;
    const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(weight) && weight > bestWeight) {
      best = language;
      bestWeight = weight;
    }
  }
  return best;
}

export interface LanguageRequest {
  /** The address's `lang` parameter. */
  param?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/**
 * The language a page is drawn in (docs/product/languages.md, Which language): the address's parameter,
 * else the visitor's cookie, else the browser's Accept-Language, else English; a language not offered
 * counts as not named.
 */
export function negotiateLanguage(request: LanguageRequest, offered: readonly Language[]): Language {
  const pick = (language: Language | null) => (language && offered.includes(language) ? language : null);
  return (
    pick(parseLanguage(request.param)) ??
    pick(parseLanguage(request.cookie)) ??
    pick(languageFromAcceptLanguage(request.acceptLanguage)) ??
    DEFAULT_LANGUAGE
  );
}
