import { createHash, randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: codes are read off cards and typed by hand. 31 symbols ^ 16 = about 79 bits. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new random code like 'K7QM-2XHD-9PRA-WT4E' (uppercase: the redeem input uppercases as typed). */
export function newVoucherCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = '';
    for (let i = 0; i < 4; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/**
 * Codes are stored only as SHA-256 of the exact text (case-sensitive: 'abc' and 'ABC' differ). Codes are
 * random with ~79 bits, so a plain hash cannot be reversed by guessing; a leak reveals no usable code.
 */
export function hashVoucherCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}
