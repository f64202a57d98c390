// Plain constants only (no zod): the client imports these on its first paint.
import { manilaParts, monthShortName } from './manila-time.ts';

export const NO_DATE = 'No date available';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * News dates as people say them: 'just now', 'N minutes ago', 'N hours ago', 'yesterday', 'N days ago';
 * past a month the calendar date in Manila ('Nov 3, 2026'). Missing or broken dates: 'No date available'.
 * A date slightly in the future (clock skew) reads 'just now'.
 */
export function relativeTime(
  value: Date | string | number | null | undefined,
  now: Date = new Date(),
): string {
  const date = toDate(value);
  if (!date) return NO_DATE;
  const diff = now.getTime() - date.getTime();
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return plural(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return plural(Math.floor(diff / HOUR), 'hour');
  const days = manilaDayNumber(now) - manilaDayNumber(date);
  if (days <= 1) return 'yesterday';
  if (days < 30) return `${days} days ago`;
  const { year, month, day } = manilaParts(date);
  return `${monthShortName(month)} ${day}, ${year}`;
}

/** Days since the epoch on the Manila calendar (so 'yesterday' flips at Manila midnight). */
function manilaDayNumber(at: Date): number {
  const { year, month, day } = manilaParts(at);
  return Math.floor(Date.UTC(year, month - 1, day) / DAY);
}
