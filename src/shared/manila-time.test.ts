import { describe, expect, it } from 'vitest';
import {
  manilaDate,
  manilaDateAndTime,
  manilaDayStart,
  manilaLongDate,
  manilaReadable,
  monthShortName,
} from './manila-time.ts';

describe('Manila dates', () => {
  it('names the Manila date of an instant, which turns at 16:00 UTC', () => {
    expect(manilaDate(new Date('2026-11-23T15:59:59.999Z'))).toBe('2026-11-23');
    expect(manilaDate(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
    expect(manilaDate(Date.parse('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('gives the instant a Manila date starts, and the start of a later one', () => {
    expect(manilaDayStart('2026-11-24').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(manilaDayStart('2026-11-24', 1).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(manilaDayStart('2027-01-01', -1).toISOString()).toBe('2026-12-30T16:00:00.000Z');
    expect(Number.isNaN(manilaDayStart('not a date').getTime())).toBe(true);
  });

  it('round-trips: the date of a date’s start is that date', () => {
    for (const date of ['2024-02-29', '2026-01-01', '2026-12-31']) {
      expect(manilaDate(manilaDayStart(date))).toBe(date);
    }
  });
});

describe('Manila dates in each language', () => {
  const at = '2026-11-28T07:05:00Z'; // 3:05 PM on the 28th in Manila

  it('names the months in English unless told, and in Filipino', () => {
    expect([1, 5, 9, 12].map((m) => monthShortName(m))).toEqual(['Jan', 'May', 'Sep', 'Dec']);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => monthShortName(m, 'fil'))).toEqual([
      'Ene',
      'Peb',
      'Mar',
      'Abr',
      'May',
      'Hun',
      'Hul',
      'Ago',
      'Set',
      'Okt',
      'Nob',
      'Dis',
    ]);
    expect(monthShortName(13, 'fil')).toBe('');
  });

  it('writes an instant as players read it', () => {
    expect(manilaReadable(at)).toBe('28 Nov 2026, 3:05 PM');
    expect(manilaReadable(at, 'fil')).toBe('Nob 28, 2026, 3:05 PM');
    expect(manilaReadable('2026-11-27T16:00:00Z', 'fil')).toBe('Nob 28, 2026, 12:00 AM');
  });

  it('writes the long date', () => {
    expect(manilaLongDate(at)).toBe('November 28, 2026');
    expect(manilaLongDate('2026-06-30T16:30:00Z', 'fil')).toBe('Hulyo 1, 2026');
  });

  it('writes the date and time as Intl does in the Philippines', () => {
    const intl = (locale: string) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Manila',
      }).format(new Date(at));
    expect(manilaDateAndTime(at)).toBe(intl('en-PH'));
    expect(manilaDateAndTime(at, 'fil')).toBe(intl('fil-PH'));
    expect(manilaDateAndTime(at, 'fil')).toMatch(/^Nob 28, 2026, 3:05\sPM$/);
  });
});
