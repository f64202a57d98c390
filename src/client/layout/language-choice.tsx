import { useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES_META, type Language, parseLanguage } from '#shared/languages.ts';
import { useLanguage } from '../i18n/language.tsx';
import { siteConfigValue } from '../ui/site-config.ts';

/** The languages the server offers (its meta tag, docs/product/languages.md); one means no choice. */
export function offeredLanguages(): Language[] {
  return (siteConfigValue(LANGUAGES_META) ?? '')
    .split(' ')
    .map(parseLanguage)
    .filter((language): language is Language => language !== null);
}

/**
 * The header's language choice, where the hometown line names the language: a native select, so it is
 * reachable and operable from the keyboard and by screen readers, and as narrow as its longest name at
 * 360 px. Each name is written in its own language.
 */
export function LanguageChoice({ languages }: { languages: Language[] }) {
  const { language, t, choose } = useLanguage();
  const id = useId();
  return (
    <span className="language-choice">
      <label className="sr-only" htmlFor={id}>
        {t('shell.language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = parseLanguage(event.currentTarget.value);
          if (next) void choose(next);
        }}
      >
        {languages.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
