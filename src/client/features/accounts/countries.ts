import { COUNTRY_CODES } from '#shared/countries.ts';

/** Country choices for the register form: the Philippines first, the rest by English name. */
export function countryOptions(): { code: string; name: string }[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const [first, ...rest] = COUNTRY_CODES;
  const named = (code: string) => ({ code, name: names.of(code) ?? code });
  return [named(first), ...rest.map(named).sort((a, b) => a.name.localeCompare(b.name))];
}
