import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_AHEAD_DAYS,
  MAINTENANCE_MAX_DAYS,
  maintenancePhase,
  maintenanceProblems,
  maintenanceRefusalText,
} from './maintenance.ts';
import { instantFromManilaInput } from './manila-input.ts';
import { manilaReadable } from './manila-time.ts';

const at = (iso: string) => new Date(iso);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('maintenancePhase', () => {
  const window = { startsAt: at('2026-11-28T06:00:00Z'), endsAt: at('2026-11-28T07:00:00Z') };

  it('is on from the start, included, to the end, excluded', () => {
    expect(maintenancePhase(window, at('2026-11-28T05:59:59.999Z'))).toBe('scheduled');
    expect(maintenancePhase(window, at('2026-11-28T06:00:00.000Z'))).toBe('on');
    expect(maintenancePhase(window, at('2026-11-28T06:59:59.999Z'))).toBe('on');
    expect(maintenancePhase(window, at('2026-11-28T07:00:00.000Z'))).toBe('ended');
  });

  it('without an end stays on until turned off; without a start it is off whatever the clock', () => {
    const open = { startsAt: at('2026-11-28T06:00:00Z'), endsAt: null };
    expect(maintenancePhase(open, at('2027-06-01T00:00:00Z'))).toBe('on');
    expect(maintenancePhase(open, at('2026-11-28T05:00:00Z'))).toBe('scheduled');
    expect(maintenancePhase({ startsAt: null, endsAt: null }, at('2026-11-28T06:30:00Z'))).toBe('off');
  });
});

describe('maintenanceProblems', () => {
  const now = at('2026-11-28T06:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('accepts off, on now with or without an end, and a window within the bounds', () => {
    expect(maintenanceProblems({ mode: 'off' }, now)).toEqual({});
    expect(maintenanceProblems({ mode: 'now', until: null }, now)).toEqual({});
    expect(maintenanceProblems({ mode: 'now', until: later(MAINTENANCE_MAX_DAYS * DAY) }, now)).toEqual({});
    const from = later(MAINTENANCE_AHEAD_DAYS * DAY);
    const until = new Date(from.getTime() + MAINTENANCE_MAX_DAYS * DAY);
    expect(maintenanceProblems({ mode: 'scheduled', from, until }, now)).toEqual({});
    // A start already passed is a maintenance on from then: allowed while its end is ahead.
    expect(maintenanceProblems({ mode: 'scheduled', from: later(-HOUR), until: later(HOUR) }, now)).toEqual(
      {},
    );
  });

  it('refuses an end at or before the start, an end passed, and bounds crossed by a millisecond', () => {
    expect(maintenanceProblems({ mode: 'scheduled', from: later(HOUR), until: later(HOUR) }, now)).toEqual({
      until: 'The end must be after the start.',
    });
    expect(maintenanceProblems({ mode: 'scheduled', from: later(-2 * HOUR), until: now }, now)).toEqual({
      until: 'The end must be in the future.',
    });
    expect(maintenanceProblems({ mode: 'now', until: now }, now)).toEqual({
      until: 'The end must be in the future.',
    });
    expect(maintenanceProblems({ mode: 'now', until: later(MAINTENANCE_MAX_DAYS * DAY + 1) }, now)).toEqual({
      until: 'A maintenance may last at most 7 days.',
    });
    const from = later(MAINTENANCE_AHEAD_DAYS * DAY + 1);
    expect(maintenanceProblems({ mode: 'scheduled', from, until: later(91 * DAY) }, now)).toEqual({
      from: 'The start may be at most 90 days from now.',
    });
    expect(
      maintenanceProblems({ mode: 'scheduled', from: later(HOUR), until: later(HOUR + 7 * DAY + 1) }, now),
    ).toEqual({ until: 'A maintenance may last at most 7 days.' });
  });
});

describe('Manila time in the maintenance texts', () => {
  it('writes an instant as players read it, on the Manila clock (UTC+8)', () => {
    expect(manilaReadable(at('2026-11-28T07:00:00Z'))).toBe('28 Nov 2026, 3:00 PM');
    expect(manilaReadable(at('2026-11-27T16:00:00Z'))).toBe('28 Nov 2026, 12:00 AM');
    expect(manilaReadable(at('2026-11-28T04:05:00Z'))).toBe('28 Nov 2026, 12:05 PM');
    expect(manilaReadable(at('2026-12-31T15:59:00Z'))).toBe('31 Dec 2026, 11:59 PM');
    expect(manilaReadable(at('2026-12-31T16:00:00Z'))).toBe('1 Jan 2027, 12:00 AM');
  });

  it('reads a datetime-local value the console sends as Manila time, and back', () => {
    const iso = instantFromManilaInput('2026-11-28T15:00');
    expect(iso).toBe('2026-11-28T07:00:00.000Z');
    expect(manilaReadable(iso!)).toBe('28 Nov 2026, 3:00 PM');
    expect(instantFromManilaInput('2026-11-28T00:30')).toBe('2026-11-27T16:30:00.000Z');
    expect(instantFromManilaInput('2026-02-30T10:00')).toBeNull();
  });

  it('refuses with the end when known, and without a time when not', () => {
    expect(maintenanceRefusalText(at('2026-11-28T07:00:00Z'))).toBe(
      'The server is under maintenance until 28 Nov 2026, 3:00 PM (Manila time). Please try again then.',
    );
    expect(maintenanceRefusalText(null)).toBe('The server is under maintenance. Please try again later.');
  });
});
