import { createContext, type ReactNode, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from '#shared/languages.ts';
import { keepLanguageOnAccount } from './keep-language.ts';
import {
  catalogLoads,
  loadLanguage,
  onCatalogLoad,
  setCurrentLanguage,
  type Translate,
  translator,
} from './messages.ts';

/** The page's language, its message function, and the header's choice (docs/product/languages.md). */
interface LanguageState {
  language: Language;
  t: Translate;
  choose: (language: Language) => Promise<void>;
}

const english = translator(DEFAULT_LANGUAGE);
const LanguageContext = createContext<LanguageState>({
  language: DEFAULT_LANGUAGE,
  t: english,
  choose: async () => undefined,
});

/** The visitor's choice kept for a year, for every page of the site (the server reads it). */
function remember(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every supported browser
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * Holds the language of the page: the one the server drew it in (its <html lang>), then the player's
 * choice, which loads that language's catalogs and draws the page again in place, without a reload.
 */
export function LanguageRoot({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setLanguage] = useState(initial);
  // A catalog that arrives draws again what was drawn with English stand-ins (a part whose area came late).
  const loads = useSyncExternalStore(onCatalogLoad, catalogLoads, catalogLoads);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a catalog's arrival makes a new message function
  const state = useMemo<LanguageState>(
    () => ({
      language,
      t: translator(language),
      choose: async (next) => {
        remember(next);
        keepLanguageOnAccount(next);
        await loadLanguage(next);
        setCurrentLanguage(next);
        document.documentElement.lang = next;
        setLanguage(next);
      },
    }),
    [language, loads],
  );
  return <LanguageContext value={state}>{children}</LanguageContext>;
}

export const useLanguage = (): LanguageState => useContext(LanguageContext);
/** The message function of the page's language. */
export const useT = (): Translate => useContext(LanguageContext).t;
