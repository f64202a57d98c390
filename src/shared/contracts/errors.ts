import { z } from 'zod';

/**
 * What went wrong, for programs: the client and the idempotency layer decide by `code`, never by matching
 * the human `message` or guessing from the status. Codes are stable API; messages may be reworded.
 */
export const ERROR_CODES = [
  /** 400: a field failed its contract; `errors` names each field. */
  'invalid_input',
  /** 400: the request itself is malformed (bad JSON, a value the database cannot hold). */
  'bad_request',
  /** 401: no session, or it ended. */
  'unauthenticated',
  /** 402: the balance does not cover the price. */
  'insufficient_funds',
  /** 403: signed in, but not allowed (a player on an admin route, a cross-site request). */
  'forbidden',
  /** 403: the operator requires staff to use a second factor and this staff member has none yet. */
  'second_factor_enrolment_required',
  /** 403: a dangerous action needs the second factor proved within the last few minutes (step-up). */
  'second_factor_required',
  /**
   * 403: an account a legacy sign-in brought over from the game must first give its e-mail and secret
   * question (POST /api/complete-account).
   */
  'account_details_required',
  /** 404: the record or route does not exist (or is not the caller's). */
  'not_found',
  /** 408: the request did not arrive in time. */
  'request_timeout',
  /** 409: the state changed under the request (sold out, already used, no longer available, ...). */
  'conflict',
  /** 409: the same Idempotency-Key is still being processed; retry with the same key later. */
  'idempotency_in_progress',
  /**
   * 409: a console save was made from a copy of the record that someone changed since it was opened; the
   * message names who and when. Reload the record (docs/decisions/0009-edit-versions.md).
   */
  'stale_edit',
  /**
   * 409: an order's price or currency is not the one the player confirmed (an operator changed it since);
   * the message names the new price. Nothing moved: read the price again and confirm again.
   */
  'price_changed',
  /** 409: a large or irreversible operator action needs `confirm: true` in the body (players console). */
  'confirmation_required',
  /** 413: the body is larger than the route takes. */
  'payload_too_large',
  /** 415: a content type the route does not read. */
  'unsupported_media_type',
  /** 422: well-formed but not acceptable (an Idempotency-Key reused with another request, ...). */
  'unprocessable',
  /** 429: too many requests; `Retry-After` says when to try again. */
  'rate_limited',
  /** 500: a bug; nothing more is said. */
  'internal',
  /** 503: the database is unreachable; `Retry-After` says when to try again. */
  'unavailable',
  /**
   * 503: the server is under maintenance and players may not do this now (sign in, buy, top up, redeem,
   * order a character service); the message says until when, and `Retry-After` does too when the end is
   * known (docs/product/server-status.md, Maintenance).
   */
  'maintenance',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error body every API failure uses: `{ code, message, error?, errors? }` (docs/product/api.md, Conventions). */
export const errorResponseSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  error: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
