import { z } from 'zod';

/**
 * A whole number in a query, a path or a form field: a JSON integer, or a string of decimal digits and
 * nothing else. `z.coerce.number()` would also read '0x5', '1e2', ' 5', '+5' and '' (as 0); each of those
 * is refused here, so a value means exactly what its digits say.
 */
const DIGITS = /^\d+$/;

export interface WholeNumberOptions {
  /** The field's name as messages show it, e.g. 'page'. */
  name: string;
  min: number;
  max: number;
  /** One message for every failure, where the form shows a single one (e.g. "Choose a secret question."). */
  message?: string;
}

export function wholeNumber({ name, min, max, message }: WholeNumberOptions) {
  const notNumber = message ?? `${name} must be a whole number written in digits.`;
  const tooSmall = message ?? `${name} must be ${min} or more.`;
  const tooLarge =
    message ?? (max >= 1_000_000 ? `${name} is too large.` : `${name} must be ${max} or less.`);
  return (
    z
      .union([z.int(), z.string().regex(DIGITS, notNumber)], { error: notNumber })
      .transform((value) => Number(value))
      // Only a digit string too long for a double becomes Infinity, which z.number() refuses: too large.
      .pipe(z.number({ error: tooLarge }).min(min, tooSmall).max(max, tooLarge))
  );
}
