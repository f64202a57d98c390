import { describe, expect, it } from 'vitest';
import { manilaDate, manilaDayStart } from './manila-time.ts';

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
