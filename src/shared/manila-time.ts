// Plain constants only (no zod): the client imports these on its first paint.
import type { Language } from './languages.ts';
import { MANILA_OFFSET_MS } from './manila-offset.ts';

export const MANILA_ZONE = 'Asia/Manila';
/**
 * The months' names in each language of the site (docs/product/languages.md, Dates). Dates are written with
 * these rather than Intl: a page's first use of Intl sets up the browser's locale data, tens of milliseconds
 * of a phone's main thread in one piece. Every function that writes a date takes the page's language,
 * English unless told (the console, the server's own texts).
 */
const MONTH_NAMES: Record<Language, readonly string[]> = {
  en: [
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
  ],
  fil: [
    'Enero',
    'Pebrero',
    'Marso',
    'Abril',
    'Mayo',
    'Hunyo',
    'Hulyo',
    'Agosto',
    'Setyembre',
    'Oktubre',
    'Nobyembre',
    'Disyembre',
  ],
};
/** 'Jan' ... 'Dec' as en-US abbreviates them; 'Ene' ... 'Dis' in Filipino (the first three letters in both). */
export const monthShortName = (month: number, language: Language = 'en') =>
  MONTH_NAMES[language][month - 1]?.slice(0, 3) ?? '';

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
 * '28 Nov 2026, 3:00 PM' ('Nob 28, 2026, 3:00 PM' in Filipino): an instant on the Manila clock as players
 * read it (the maintenance banner and refusal, docs/product/server-status.md). Midnight is 12:00 AM, noon
 * 12:00 PM.
 */
export function manilaReadable(at: Date | string, language: Language = 'en'): string {
  const { year, month, day, hour, minute } = manilaParts(new Date(at));
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
  const short = monthShortName(month, language);
  return language === 'en' ? `${day} ${short} ${year}, ${clock}` : `${short} ${day}, ${year}, ${clock}`;
}

/** 'November 28, 2026' ('Nobyembre 28, 2026'): the Manila calendar date of an instant, its month in full. */
export function manilaLongDate(at: Date | string, language: Language = 'en'): string {
  const { year, month, day } = manilaParts(new Date(at));
  return `${MONTH_NAMES[language][month - 1] ?? ''} ${day}, ${year}`;
}

const mediumFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * 'Nov 28, 2026, 3:05 PM' ('Nob 28, 2026, 3:05 PM'): an instant on the Manila clock with the date in short,
 * as the browser's Intl writes it in the Philippines (en-PH, fil-PH); for the histories and lists of the
 * pages a player opens, never the first paint (Intl's first use is costly, see MONTH_NAMES).
 */
export function manilaDateAndTime(at: Date | string | number, language: Language = 'en'): string {
  let format = mediumFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-PH`, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: MANILA_ZONE,
    });
    mediumFormats.set(language, format);
  }
  return format.format(new Date(at));
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

/** 'November 2026' for '2026-11' ('Nobyembre 2026' in Filipino). */
export function monthLabel(key: string, language: Language = 'en'): string {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[language][m - 1] ?? ''} ${y}`;
}
