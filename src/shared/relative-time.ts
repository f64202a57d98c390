// Plain constants only (no zod): the client imports these on its first paint.
import type { Language } from './languages.ts';
import { manilaParts, monthShortName } from './manila-time.ts';

export const NO_DATE = 'No date available';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'minute' | 'hour' | 'day';

/**
 * How each language says the times before now (docs/product/languages.md, Dates). Filipino's nouns do not
 * change with the number ('1 minuto', '5 minuto'), so no plural rules are needed beyond English's 's'.
 */
const WORDS: Record<
  Language,
  { noDate: string; justNow: string; yesterday: string; ago: (n: number, unit: Unit) => string }
> = {
  en: {
    noDate: NO_DATE,
    justNow: 'just now',
    yesterday: 'yesterday',
    ago: (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'} ago`,
  },
  fil: {
    noDate: 'Walang petsa',
    justNow: 'ngayon lang',
    yesterday: 'kahapon',
    ago: (n, unit) => `${n} ${{ minute: 'minuto', hour: 'oras', day: 'araw' }[unit]} na ang nakalipas`,
  },
};

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * News dates as people say them: 'just now', 'N minutes ago', 'N hours ago', 'yesterday', 'N days ago';
 * past a month the calendar date in Manila ('Nov 3, 2026'). Missing or broken dates: 'No date available'.
 * A date slightly in the future (clock skew) reads 'just now'. In Filipino: 'ngayon lang',
 * '5 minuto na ang nakalipas', 'kahapon', 'Nob 3, 2026', 'Walang petsa'.
 */
export function relativeTime(
  value: Date | string | number | null | undefined,
  now: Date = new Date(),
  language: Language = 'en',
): string {
  const words = WORDS[language];
  const date = toDate(value);
  if (!date) return words.noDate;
  const diff = now.getTime() - date.getTime();
  if (diff < MINUTE) return words.justNow;
  if (diff < HOUR) return words.ago(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return words.ago(Math.floor(diff / HOUR), 'hour');
  const days = manilaDayNumber(now) - manilaDayNumber(date);
  if (days <= 1) return words.yesterday;
  if (days < 30) return words.ago(days, 'day');
  const { year, month, day } = manilaParts(date);
  return `${monthShortName(month, language)} ${day}, ${year}`;
}

/** Days since the epoch on the Manila calendar (so 'yesterday' flips at Manila midnight). */
function manilaDayNumber(at: Date): number {
  const { year, month, day } = manilaParts(at);
  return Math.floor(Date.UTC(year, month - 1, day) / DAY);
}
