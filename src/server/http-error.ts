/**
 * Throw one of these from a service or handler to answer with the contract's error JSON. Anything else
 * thrown is treated as a bug: logged, and answered with a generic 500 that leaks nothing.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    extra: { errors?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.errors = extra.errors;
    this.headers = extra.headers;
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, { errors });
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string) => new HttpError(422, message);
