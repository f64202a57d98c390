import { COUNTRY_CODES } from '#shared/countries.ts';
import type { Language } from '#shared/languages.ts';

/** Country choices for the register form: the Philippines first, the rest by name in the page's language. */
export function countryOptions(language: Language): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const [first, ...rest] = COUNTRY_CODES;
  const named = (code: string) => ({ code, name: names.of(code) ?? code });
  return [named(first), ...rest.map(named).sort((a, b) => a.name.localeCompare(b.name, language))];
}
