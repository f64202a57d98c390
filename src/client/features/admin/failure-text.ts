import { isRefusal } from '../../api/error-codes.ts';

/**
 * What the console's forms say when a write is refused: the server's per-field messages or its message
 * when it refused the request for a reason it names (error-codes.ts), else a general sentence.
 */

const NOT_SAVED = 'The change could not be saved. Please try again.';

/** The fields' messages first, then the server's message (tickets' replies, notes, status, canned answers). */
export function changeFailureText(error: Error | null): string | null {
  if (!error) return null;
  if (isRefusal(error)) {
    const fields = Object.values(error.body?.errors ?? {}).flat();
    if (fields.length > 0) return fields.join(' ');
    if (error.body?.message) return error.body.message;
  }
  return NOT_SAVED;
}

/** The server's message (a refused field names itself in it): site settings, policy pages, security. */
export function saveFailureText(error: Error | null): string | null {
  if (!error) return null;
  if (isRefusal(error) && error.body?.message) return error.body.message;
  return NOT_SAVED;
}

/** The vouchers' calls: a refusal's messages, the lookups' own limit, else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  if (isRefusal(error) && error.code !== 'unauthenticated') {
    if (error.code === 'rate_limited') return 'Too many lookups for now. Please wait a few minutes.';
    const fields = Object.values(error.body?.errors ?? {}).flat();
    return fields.length > 0 ? fields.join(' ') : (error.body?.message ?? fallback);
  }
  return fallback;
}
