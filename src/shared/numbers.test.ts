import { describe, expect, it } from 'vitest';
import { formatTwoDecimals, formatWhole } from './numbers.ts';

/** Intl's own en-US text, for the values the site shows (whole numbers, and money with two decimals). */
const intlWhole = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const intlTwo = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const WHOLE = [
  0, 1, 7, 12, 999, 1_000, 1_250, 9_999, 10_000, 123_456, 1_000_000, 10_000_000, 1_000_000_000,
  99_999_999_999, -1, -999, -1_000, -1_234_567,
];
const MONEY = [...WHOLE, 0.5, 0.05, 0.99, 1.25, 12.5, 999.99, 1_000.1, 1_234.56, 999_999.99, -0.5, -1_234.56];

describe('numbers, grouped as en-US writes them', () => {
  it.each(WHOLE)('formatWhole(%d) is what Intl writes', (n) => {
    expect(formatWhole(n)).toBe(intlWhole(n));
  });

  it.each(MONEY)('formatTwoDecimals(%d) is what Intl writes', (n) => {
    expect(formatTwoDecimals(n)).toBe(intlTwo(n));
  });

  it('reads as expected', () => {
    expect(formatWhole(1_000_000_000)).toBe('1,000,000,000');
    expect(formatTwoDecimals(1_250)).toBe('1,250.00');
    expect(formatTwoDecimals(-0.001)).toBe('0.00');
    expect(formatWhole(2.6)).toBe('3');
  });
});
