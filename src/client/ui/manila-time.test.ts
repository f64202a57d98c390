import { describe, expect, it } from 'vitest';
import { manilaClockParts } from './manila-time.ts';

/** The same instant as Intl writes it in Asia/Manila: the clock must agree with the time-zone database. */
function intlParts(date: Date) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Manila',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

const INSTANTS = [
  '2026-11-26T10:55:50Z',
  '2026-09-15T03:04:05Z', // September, which en-GB's Intl abbreviates "Sept"
  '2026-12-31T15:59:59Z', // the last second of the year in Manila
  '2026-12-31T16:00:00Z', // the first of the next
  '2024-02-28T16:30:00Z', // a leap day in Manila
  '2026-03-08T02:00:00Z', // a daylight-saving change elsewhere, none in Manila
];

describe('the header clock in Manila', () => {
  it.each(INSTANTS)('%s reads as Intl reads it in Asia/Manila', (instant) => {
    const date = new Date(instant);
    const t = manilaClockParts(date);
    const intl = intlParts(date);
    expect([t.weekday, t.month, t.day, t.year, t.hour, t.minute, t.second]).toEqual([
      intl.weekday,
      intl.month,
      intl.day,
      intl.year,
      intl.hour,
      intl.minute,
      intl.second,
    ]);
    expect(Date.parse(t.iso)).toBe(date.getTime());
  });

  it('names the month and its number', () => {
    const t = manilaClockParts(new Date('2026-09-15T03:04:05Z'));
    expect(t).toMatchObject({
      weekday: 'Tue',
      month: 'Sep',
      monthNumber: '09',
      iso: '2026-09-15T11:04:05+08:00',
    });
  });

  it('names the weekday and month in Filipino', () => {
    const t = manilaClockParts(new Date('2026-09-15T03:04:05Z'), 'fil');
    expect(t).toMatchObject({ weekday: 'Mar', month: 'Set', day: '15', iso: '2026-09-15T11:04:05+08:00' });
    expect(manilaClockParts(new Date('2026-11-28T07:05:00Z'), 'fil')).toMatchObject({
      weekday: 'Sab',
      month: 'Nob',
    });
  });
});
