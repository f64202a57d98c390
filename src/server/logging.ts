import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

const SECRET_QUERY_KEYS = /^(token|code|couponcode|password|pass|secret|key)$/i;

/** The URL as logged: values of secret-looking query parameters (reset tokens, codes) are masked. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/**
 * What a request log line says about the request: method, redacted URL, id and client address. Headers are
 * not logged at all (they carry cookies and bearer tokens), and bodies never are.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      id: request.id,
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    };
  },
};

/**
 * One line per request, written when it is answered: its id, method, redacted URL and client address (the
 * req serializer above), the status and how long it took; Fastify's own "incoming request" line, which said
 * half of that again, is not written.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      request.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
