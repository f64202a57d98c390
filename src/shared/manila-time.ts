// Plain constants only (no zod): the client imports these on its first paint.
import { MANILA_OFFSET_MS } from './manila-offset.ts';

export const MANILA_ZONE = 'Asia/Manila';
/**
 * The months' names in English. Dates are written with these rather than Intl: a page's first use of Intl
 * sets up the browser's locale data, tens of milliseconds of a phone's main thread in one piece.
 */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** 'Jan' ... 'Dec', as en-US abbreviates them. */
export const monthShortName = (month: number) => MONTH_NAMES[month - 1]?.slice(0, 3) ?? '';

/** The wall-clock parts of an instant in Manila (weekday: 0 for Sunday). */
export function manilaParts(at: Date): {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
} {
  const shifted = new Date(at.getTime() + MANILA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:MM' of an instant on the Manila clock, the time the game and its staff use. */
export function manilaDateTime(iso: string | Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return String(iso);
  const { year, month, day, hour, minute } = manilaParts(at);
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}`;
}

/**
 * '28 Nov 2026, 3:00 PM': an instant on the Manila clock as players read it (the maintenance banner and
 * refusal, docs/product/server-status.md). Midnight is 12:00 AM, noon 12:00 PM.
 */
export function manilaReadable(at: Date | string): string {
  const { year, month, day, hour, minute } = manilaParts(new Date(at));
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${day} ${monthShortName(month)} ${year}, ${clock}`;
}

/** The Manila date ('YYYY-MM-DD') of an instant. */
export function manilaDate(at: Date | number): string {
  return new Date(new Date(at).getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The instant a Manila date ('YYYY-MM-DD') starts (16:00 UTC the day before), `plusDays` later: a range of
 * dates `from`..`to`, both included, is the instants from manilaDayStart(from) to manilaDayStart(to, 1).
 */
export function manilaDayStart(date: string, plusDays = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - MANILA_OFFSET_MS + plusDays * DAY_MS);
}

/** 'YYYY-MM' of the calendar month in Manila that contains `at`. */
export function manilaMonthKey(at: Date): string {
  const { year, month } = manilaParts(at);
  return `${year}-${String(month).padStart(2, '0')}`;
}

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthKey(value: string): boolean {
  return MONTH_KEY.test(value);
}

/** The month before 'YYYY-MM'. */
export function previousMonthKey(key: string): string {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** 'November 2026' for '2026-11'. */
export function monthLabel(key: string): string {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1] ?? ''} ${y}`;
}
