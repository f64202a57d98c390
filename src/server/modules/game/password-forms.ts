import { createHash, timingSafeEqual } from 'node:crypto';
import type { PasswordForm } from './settings.ts';

/**
 * The password as the game stores it in UserPass (docs/product/game-bridge.md): md5-19 is the MD5 of the
 * password in upper-case hex, cut to its first 19 characters; plain is the password itself. Either is
 * computed in memory when the site holds the typed password and written straight to the game; neither
 * is ever kept on the site's side (decision 0061).
 */
export function storedFormOf(form: PasswordForm, password: string): string {
  if (form === 'plain') return password;
  return createHash('md5').update(password, 'utf8').digest('hex').toUpperCase().slice(0, 19);
}

const MD5_19 = /^[0-9A-F]{19}$/i;

/** Whether a stored UserPass has the shape of the form (game:check samples a few). */
export function looksLikeForm(form: PasswordForm, stored: string): boolean {
  return form === 'md5-19' ? MD5_19.test(stored.trim()) : !MD5_19.test(stored.trim());
}

/** A legacy sign-in: does the typed password match what the game stored? Compared in constant time. */
export function matchesStoredForm(form: PasswordForm, password: string, stored: string): boolean {
  const expected = Buffer.from(storedFormOf(form, password), 'utf8');
  // SQL Server pads char columns and compares case-insensitively; hex case never mattered to the game.
  const actual = Buffer.from(
    form === 'md5-19' ? stored.trim().toUpperCase() : stored.replace(/ +$/, ''),
    'utf8',
  );
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
