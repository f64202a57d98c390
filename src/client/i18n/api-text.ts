import { useEffect, useState } from 'react';
import type { Language } from '#shared/languages.ts';
import { useLanguage } from './language.tsx';
import { loadLanguage, type Translate } from './messages.ts';

/**
 * The API's texts and the forms' own checks in the page's language (docs/decisions/0077-api-messages.md):
 * they are written in English (the shared contracts' zod messages, the error catalogue, a refusal the
 * server sent before the page's language was known), and told in the page's language by their English in
 * the api catalog. Nothing is loaded for English; in another language the catalog and its matcher come as
 * a chunk of their own, once something asks for them, and the caller is drawn again when they arrive.
 * The console stays English: router.tsx draws it, dialogs and forms included, in an English LanguageRoot.
 */
type Say = (text: string, t: Translate) => string;
let say: Say | null = null;
let loading: Promise<void> | null = null;

function load(language: Language): Promise<void> {
  loading ??= import('./api-catalog.ts').then((module) => {
    say = module.sayInLanguage;
  });
  return loading.then(() => loadLanguage(language));
}

const asIs = (text: string) => text;

/** A text in the page's language; `active` false waits with loading until something is shown. */
export function useApiText(active = true): (text: string) => string {
  const { language, t } = useLanguage();
  const [, setLoaded] = useState(0);
  const wanted = language !== 'en';
  useEffect(() => {
    if (!wanted || !active) return;
    let current = true;
    load(language).then(
      () => current && setLoaded((n) => n + 1),
      () => {
        // The chunk did not arrive (offline): the texts stay in English.
        loading = null;
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, active, language]);
  const loaded = say;
  return wanted && loaded ? (text) => loaded(text, t) : asIs;
}
