import type { ErrorCode } from '#shared/contracts/errors.ts';
import { ApiError } from './client.ts';

/**
 * Decisions on a failed call, by the error body's `code` (src/shared/contracts/errors.ts), never by the
 * HTTP status. Kept out of client.ts so the public pages' first script does not carry them.
 */

/** The call failed with one of these codes. */
export function hasCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && error.code !== null && codes.includes(error.code);
}

/** The server's own faults: its message says nothing the person can act on. */
const FAULTS: ReadonlySet<ErrorCode> = new Set(['internal', 'unavailable']);

/**
 * The server refused the request and said why (a code that is not a fault of its own): its message, and
 * its per-field messages, are for the person. False for a fault, a proxy's page or a lost connection.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code !== null && !FAULTS.has(error.code);
}
