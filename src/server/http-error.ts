import type { ErrorCode } from '#shared/contracts/errors.ts';
import { FACTOR_MESSAGES } from '#shared/contracts/second-factor.ts';

/** The code an error of each status carries unless the thrower names a more precise one. */
const DEFAULT_ERROR_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  402: 'insufficient_funds',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal',
  503: 'unavailable',
};

/** The code for a status: its default, else the nearest general one (any other 4xx is the client's, 5xx ours). */
export function codeForStatus(status: number): ErrorCode {
  return DEFAULT_ERROR_CODES[status] ?? (status < 500 ? 'bad_request' : 'internal');
}

/**
 * Throw one of these from a service or handler to answer with the contract's error JSON
 * (`{ code, message, errors? }`). Anything else thrown is treated as a bug: logged, and answered with a
 * generic 500 that leaks nothing.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** What went wrong, for programs (src/shared/contracts/errors.ts); the message is for people. */
  readonly code: ErrorCode;
  readonly errors?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    extra: { code?: ErrorCode; errors?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = extra.code ?? codeForStatus(statusCode);
    this.errors = extra.errors;
    this.headers = extra.headers;
  }
}

export const badRequest = (message: string, errors?: Record<string, string>, code?: ErrorCode) =>
  new HttpError(400, message, { errors, code });
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, { code });
export const unprocessable = (message: string) => new HttpError(422, message);
/** A dangerous action needs a code first (plugins/step-up.ts; the console asks for one and sends it again). */
export const stepUpRequired = () =>
  new HttpError(403, FACTOR_MESSAGES.stepUpRequired, { code: 'second_factor_required' });
