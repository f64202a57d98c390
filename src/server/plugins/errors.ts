import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages.ts';
import { isConnectionError } from '../db/database.ts';
import { HttpError } from '../http-error.ts';

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? '_';
}

/** Maps every thrown thing to the contract's `{ message, error?, errors? }` with the right status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params);
        errors[name] ??= issue.message ?? 'Invalid value.';
      }
      const first = Object.values(errors)[0] ?? MESSAGES.invalidInput;
      return reply.status(400).send({ message: first, error: first, errors });
    }
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({ message: MESSAGES.unavailable });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return reply.status(429).send({ message: MESSAGES.tooManyRequests });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): safe, short text.
      const message =
        status === 415
          ? 'Unsupported content type.'
          : status === 413
            ? 'Request is too large.'
            : 'Bad request.';
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.unexpected });
  });
}
