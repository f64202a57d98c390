import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '#shared/contracts/errors.ts';
import { MESSAGES } from '#shared/messages.ts';
import { isConnectionError } from '../db/database.ts';
import { codeForStatus, HttpError } from '../http-error.ts';

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? '_';
}

// PostgreSQL "data exception" codes that only bad input can cause: a backstop behind the zod schemas.
const BAD_VALUE_CODES = new Set(['22001', '22003', '22021', '22P02', '22P05', '22007', '22008']);

function isBadValueForDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && BAD_VALUE_CODES.has(code);
}

/**
 * Error bodies skip the route's response schemas: a route may declare a schema for the same status code
 * (e.g. health's 503), and an error must never be turned into a 500 by failing that schema.
 */
export function sendError(reply: FastifyReply, status: number, body: ErrorResponse): FastifyReply {
  // A compressed stream that failed before its first byte has already put its Content-Encoding on the
  // answer (plugins/compression.ts); the error is plain JSON (the answer hook compresses it afresh if large).
  if (reply.hasHeader('content-encoding')) reply.removeHeader('content-encoding');
  return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

/**
 * Maps every thrown thing to the contract's `{ code, message, error?, errors? }` with the right status:
 * HttpError brings its own code; validation, database and Fastify's own errors get theirs here.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, error.statusCode, {
        code: error.code,
        message: error.message,
        errors: error.errors,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params);
        // A body that is not an object at all (null, a number, plain text) has no field to blame; zod's own
        // wording ("expected object, received null") means nothing to a player.
        const wholeBody = name === '_' && error.validationContext === 'body';
        errors[name] ??= wholeBody ? MESSAGES.bodyNotObject : (issue.message ?? 'Invalid value.');
      }
      const first = Object.values(errors)[0] ?? MESSAGES.invalidInput;
      return sendError(reply, 400, { code: 'invalid_input', message: first, error: first, errors });
    }
    if (isBadValueForDatabase(error)) {
      // A value the schema let through but PostgreSQL cannot store (out of range, too long): the client's input.
      return sendError(reply, 400, { code: 'bad_request', message: MESSAGES.invalidInput });
    }
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return sendError(reply, 503, { code: 'unavailable', message: MESSAGES.unavailable });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return sendError(reply, 429, { code: 'rate_limited', message: MESSAGES.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): safe, short text.
      const message =
        status === 415
          ? 'Unsupported content type.'
          : status === 413
            ? 'Request is too large.'
            : 'Bad request.';
      return sendError(reply, status, {
        code: status === 400 ? 'bad_request' : codeForStatus(status),
        message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, { code: 'internal', message: MESSAGES.unexpected });
  });
}
