import { describe, expect, it } from 'vitest';
import { isoToManilaInput, manilaInputToIso } from './news-schedule.ts';

describe('Manila schedule fields', () => {
  it('reads a datetime-local value as Manila time (UTC+8)', () => {
    expect(manilaInputToIso('2026-12-01T09:30')).toBe('2026-12-01T01:30:00.000Z');
    expect(manilaInputToIso('2026-12-01T03:00')).toBe('2026-11-30T19:00:00.000Z');
  });

  it('refuses anything else', () => {
    expect(manilaInputToIso('')).toBeNull();
    expect(manilaInputToIso('2026-13-01T09:30')).toBeNull();
    expect(manilaInputToIso('tomorrow')).toBeNull();
  });

  it('shows an instant as the Manila wall clock', () => {
    expect(isoToManilaInput('2026-11-30T19:00:00.000Z')).toBe('2026-12-01T03:00');
  });
});
