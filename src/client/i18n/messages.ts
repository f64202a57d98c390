import { compileMessage } from '@lingui/message-utils/compileMessage';
import type accountsEn from '#shared/i18n/accounts.en.ts';
import type apiEn from '#shared/i18n/api.en.ts';
import type downloadsEn from '#shared/i18n/downloads.en.ts';
import type errorsEn from '#shared/i18n/errors.en.ts';
import { type Compiled, formatMessage } from '#shared/i18n/format.ts';
import type guidesEn from '#shared/i18n/guides.en.ts';
import type homeEn from '#shared/i18n/home.en.ts';
import type loginEn from '#shared/i18n/login.en.ts';
import type mediaEn from '#shared/i18n/media.en.ts';
import type newsEn from '#shared/i18n/news.en.ts';
import type pagesEn from '#shared/i18n/pages.en.ts';
import type panelsEn from '#shared/i18n/panels.en.ts';
import type policiesEn from '#shared/i18n/policies.en.ts';
import type rankingsEn from '#shared/i18n/rankings.en.ts';
import shellEn from '#shared/i18n/shell.en.ts';
import type shopEn from '#shared/i18n/shop.en.ts';
import type statusEn from '#shared/i18n/status.en.ts';
import type ticketsEn from '#shared/i18n/tickets.en.ts';
import type uiEn from '#shared/i18n/ui.en.ts';
import type votesEn from '#shared/i18n/votes.en.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages.ts';

/**
 * The messages of the site in the visitor's language (docs/product/languages.md, docs/decisions/0075 and
 * 0079): catalogs the build compiled with Lingui's compiler (vite.config.ts, compile-catalogs), formatted by
 * format.ts, kept per language, so two pages the server draws at once in different languages never share
 * a setting. English, the language every message is written in first, comes with the code that draws it:
 * the shell's with the first chunk, each other area's with the lazily loaded chunk that shows it, which
 * registers the area (registerArea) when it loads. Another language's catalog of an area is a chunk of its
 * own, loaded before a page of that area is drawn in that language (router.tsx, main.tsx); the shell's
 * arrives inlined in the page (main.tsx) or, on a switch, as a chunk.
 */
export type MessageId =
  | keyof typeof shellEn
  | keyof typeof statusEn
  | keyof typeof panelsEn
  | keyof typeof errorsEn
  | keyof typeof uiEn
  | keyof typeof accountsEn
  | keyof typeof shopEn
  | keyof typeof ticketsEn
  | keyof typeof votesEn
  | keyof typeof guidesEn
  | keyof typeof mediaEn
  | keyof typeof downloadsEn
  | keyof typeof homeEn
  | keyof typeof loginEn
  | keyof typeof newsEn
  | keyof typeof policiesEn
  | keyof typeof rankingsEn
  | keyof typeof pagesEn
  | keyof typeof apiEn;
type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

type OtherLanguage = Exclude<Language, 'en'>;
type Messages = Readonly<Record<string, Compiled>>;
type CatalogLoader = () => Promise<{ default: Messages }>;
/** An area's catalog in each language but English, as a chunk of its own. */
type AreaTranslations = Record<OtherLanguage, CatalogLoader>;

/** The shell's catalog in each other language, for a switch (a page in that language carries it inlined). */
const SHELL: AreaTranslations = { fil: () => import('#shared/i18n/shell.fil.ts') };

const catalogs = new Map<Language, Record<string, Compiled>>();
/** Every area whose code has loaded, by its English catalog. */
const areas = new Map<Messages, AreaTranslations>();
/** Each catalog chunk asked for once: its promise, by loader. */
const loading = new Map<CatalogLoader, Promise<void>>();
/** Told when catalogs arrive, so what was drawn with English stand-ins is drawn again (language.tsx). */
const listeners = new Set<() => void>();
let loads = 0;
/** The language the browser's page is drawn in (language.tsx keeps it): a page's code waits for its catalogs. */
let pageLanguage: Language = DEFAULT_LANGUAGE;
export const currentLanguage = () => pageLanguage;
export function setCurrentLanguage(language: Language): void {
  pageLanguage = language;
}

/** Compiled messages of a language (a page's inlined ones, or a catalog chunk) added to it. */
export function addMessages(language: Language, messages: Messages): void {
  let catalog = catalogs.get(language);
  if (!catalog) {
    catalog = {};
    catalogs.set(language, catalog);
  }
  // Outside a build (tests) the catalogs come as written; the build compiles them (vite.config.ts).
  for (const [id, message] of Object.entries(messages))
    catalog[id] = import.meta.env.DEV && typeof message === 'string' ? compileMessage(message) : message;
}

addMessages(DEFAULT_LANGUAGE, shellEn);

/**
 * An area's messages, from the module that draws them (at its top level, once per module): its English at
 * once, its other languages' chunks remembered, to be loaded before the area is drawn in one of them.
 */
export function registerArea(english: Messages, translations: AreaTranslations): void {
  if (areas.has(english)) return;
  addMessages('en', english);
  areas.set(english, translations);
}

function loadCatalog(language: OtherLanguage, load: CatalogLoader): Promise<void> {
  let pending = loading.get(load);
  if (!pending) {
    pending = load().then(
      (module) => {
        addMessages(language, module.default);
        loads += 1;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // Lost on the way (a flaky connection): the next page of the area asks again.
        loading.delete(load);
        throw error;
      },
    );
    loading.set(load, pending);
  }
  return pending;
}

/**
 * Loads a language's catalogs of the shell and of every area whose code has loaded (nothing for English,
 * which comes with the code). A page of an area is drawn once this has settled (router.tsx).
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return;
  const loaders = [SHELL, ...areas.values()].map((translations) => translations[language]);
  await Promise.all(loaders.map((load) => loadCatalog(language, load)));
}

/** How many catalog chunks have arrived, and a way to hear of the next (language.tsx redraws on it). */
export const catalogLoads = () => loads;
export function onCatalogLoad(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The message function of a language: a message it lacks (its catalog not loaded yet) comes in English. */
export function translator(language: Language): Translate {
  return (id, values) => {
    const own = catalogs.get(language)?.[id];
    if (own !== undefined) return formatMessage(own, language, values);
    const english = catalogs.get(DEFAULT_LANGUAGE)?.[id];
    return english === undefined ? id : formatMessage(english, DEFAULT_LANGUAGE, values);
  };
}
