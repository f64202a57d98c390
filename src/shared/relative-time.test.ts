import { describe, expect, it } from 'vitest';
import { isMonthKey, manilaMonthKey, monthLabel, previousMonthKey } from './manila-time.ts';
import { NO_DATE, relativeTime } from './relative-time.ts';

const now = new Date('2026-11-21T04:00:00Z'); // 12:00 noon in Manila

describe('relativeTime', () => {
  it('says just now, minutes and hours', () => {
    expect(relativeTime(new Date(now.getTime() - 5_000), now)).toBe('just now');
    expect(relativeTime(new Date(now.getTime() + 30_000), now)).toBe('just now');
    expect(relativeTime(new Date(now.getTime() - 60_000), now)).toBe('1 minute ago');
    expect(relativeTime(new Date(now.getTime() - 42 * 60_000), now)).toBe('42 minutes ago');
    expect(relativeTime(new Date(now.getTime() - 3_600_000), now)).toBe('1 hour ago');
    expect(relativeTime('2026-11-20T18:00:00Z', now)).toBe('10 hours ago');
  });

  it('counts days on the Manila calendar', () => {
    // 2026-11-20 15:59 UTC is 23:59 on the 20th in Manila: yesterday, though 36 hours before noon.
    expect(relativeTime('2026-11-19T16:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-11-19T15:59:00Z', now)).toBe('2 days ago');
    expect(relativeTime('2026-11-01T00:00:00Z', now)).toBe('20 days ago');
  });

  it('shows the Manila calendar date after a month', () => {
    expect(relativeTime('2026-08-02T17:00:00Z', now)).toBe('Aug 3, 2026');
  });

  it('says No date available for missing or broken dates', () => {
    expect(relativeTime(null, now)).toBe(NO_DATE);
    expect(relativeTime(undefined, now)).toBe(NO_DATE);
    expect(relativeTime('', now)).toBe(NO_DATE);
    expect(relativeTime('not a date', now)).toBe(NO_DATE);
    expect(NO_DATE).toBe('No date available');
  });
});

describe('relativeTime in Filipino', () => {
  it('says ngayon lang, minutes, hours and days as Filipino players do', () => {
    expect(relativeTime(new Date(now.getTime() - 5_000), now, 'fil')).toBe('ngayon lang');
    expect(relativeTime(new Date(now.getTime() - 60_000), now, 'fil')).toBe('1 minuto na ang nakalipas');
    expect(relativeTime(new Date(now.getTime() - 5 * 60_000), now, 'fil')).toBe('5 minuto na ang nakalipas');
    expect(relativeTime(new Date(now.getTime() - 2 * 3_600_000), now, 'fil')).toBe('2 oras na ang nakalipas');
    expect(relativeTime('2026-11-19T16:00:00Z', now, 'fil')).toBe('kahapon');
    expect(relativeTime('2026-11-18T04:00:00Z', now, 'fil')).toBe('3 araw na ang nakalipas');
  });

  it('writes the calendar date with the Filipino month, and says when there is none', () => {
    expect(relativeTime('2026-08-02T17:00:00Z', now, 'fil')).toBe('Ago 3, 2026');
    expect(relativeTime('2026-11-02T17:00:00Z', new Date('2027-01-10T04:00:00Z'), 'fil')).toBe('Nob 3, 2026');
    expect(relativeTime(null, now, 'fil')).toBe('Walang petsa');
  });

  it('stays English unless told', () => {
    expect(relativeTime(new Date(now.getTime() - 5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(new Date(now.getTime() - 5 * 60_000), now, 'en')).toBe('5 minutes ago');
  });
});

describe('Manila months', () => {
  it('turns the month at Manila midnight, not UTC midnight', () => {
    expect(manilaMonthKey(new Date('2026-11-30T15:59:59.999Z'))).toBe('2026-11');
    expect(manilaMonthKey(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(manilaMonthKey(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01');
  });

  it('validates, steps back and labels month keys', () => {
    expect(isMonthKey('2026-11')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('2026-1')).toBe(false);
    expect(previousMonthKey('2026-01')).toBe('2025-12');
    expect(previousMonthKey('2026-11')).toBe('2026-10');
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2026-11', 'fil')).toBe('Nobyembre 2026');
    expect(monthLabel('2027-02', 'fil')).toBe('Pebrero 2027');
  });
});
