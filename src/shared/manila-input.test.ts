import { describe, expect, it } from 'vitest';
import { instantFromManilaInput, manilaInputValue } from './manila-input.ts';

describe('Manila date-time inputs', () => {
  it('reads a datetime-local value as Manila time (UTC+8) and writes it back', () => {
    expect(instantFromManilaInput('2026-12-01T00:30')).toBe('2026-11-30T16:30:00.000Z');
    expect(manilaInputValue('2026-11-30T16:30:00.000Z')).toBe('2026-12-01T00:30');
    expect(manilaInputValue(instantFromManilaInput('2027-01-01T23:59')!)).toBe('2027-01-01T23:59');
  });

  it('refuses a malformed or impossible value', () => {
    for (const value of ['', '2026-12-01', '2026-02-30T10:00', '2026-12-01T24:00', '2026-12-01T10:60', 'x']) {
      expect([value, instantFromManilaInput(value)]).toEqual([value, null]);
    }
  });
});
