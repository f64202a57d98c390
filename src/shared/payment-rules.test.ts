import { describe, expect, it } from 'vitest';
import { formatPhp } from './payment-rules.ts';

/** Intl's own en-PH peso text, for amounts small enough that a float of pesos is still exact to the centavo. */
const intlPhp = (centavos: number) =>
  (centavos / 100).toLocaleString('en-PH', { style: 'currency', currency: 'PHP' });

const AMOUNTS = [
  0, 1, 5, 10, 99, 100, 101, 2_000, 12_345, 123_450, 100_000, 999_999, 10_000_000, 123_456_789,
];

describe('formatPhp: pesos from whole centavos', () => {
  it.each(AMOUNTS)('formatPhp(%d) is what Intl writes for en-PH', (centavos) => {
    expect(formatPhp(centavos)).toBe(intlPhp(centavos));
    // Intl writes -0 as '-₱0.00'; no amount is -0.
    if (centavos > 0) expect(formatPhp(-centavos)).toBe(intlPhp(-centavos));
  });

  it('writes a peso sign, grouped thousands and two decimals', () => {
    expect(formatPhp(123_450)).toBe('₱1,234.50');
    expect(formatPhp(5)).toBe('₱0.05');
    expect(formatPhp(0)).toBe('₱0.00');
    expect(formatPhp(10_000_000)).toBe('₱100,000.00');
    expect(formatPhp(-123_450)).toBe('-₱1,234.50');
  });

  it('stays exact to the centavo where a float of pesos would not', () => {
    // Near the largest whole number a double holds exactly, a float of pesos (centavos / 100) is no longer
    // exact: it would write this amount as ₱90,071,992,547,407.94.
    expect(formatPhp(9_007_199_254_740_793)).toBe('₱90,071,992,547,407.93');
    expect(formatPhp(Number.MAX_SAFE_INTEGER)).toBe('₱90,071,992,547,409.91');
    // Sums of amounts that are not exact in binary: ₱0.10 + ₱0.20 written from centavos is ₱0.30.
    expect(formatPhp(10 + 20)).toBe('₱0.30');
  });
});
