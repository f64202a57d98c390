import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

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
 * What a request log line says about the request: method, redacted URL and client address (the line's
 * `reqId` names the request). Headers are not logged at all (they carry cookies and bearer tokens), and
 * bodies never are.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
  },
};

const { chindingsSym, streamSym } = pino.symbols;

/**
 * The "request completed" line, written as text: the same JSON pino writes with the serializer above, at a
 * fraction of the cost (pino's general path cost about a tenth of the bare route's throughput, once per
 * request). `log` is the request's child logger: its bindings (pid, hostname, reqId) and its destination.
 */
function writeCompletedLine(log: FastifyBaseLogger, request: FastifyRequest, reply: FastifyReply): void {
  const own = log as unknown as Record<symbol, unknown>;
  const bindings = own[chindingsSym] as string;
  const destination = own[streamSym] as { write(line: string): void };
  const responseTime = Math.round(reply.elapsedTime * 100) / 100;
  destination.write(
    `{"level":30,"time":${Date.now()}${bindings},"req":{"method":${JSON.stringify(request.method)},` +
      `"url":${JSON.stringify(redactUrl(request.url))},"remoteAddress":${JSON.stringify(request.ip ?? null)}},` +
      `"res":{"statusCode":${reply.statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`,
  );
}

/**
 * One line per request, written when it is answered: its id, method, redacted URL and client address, the
 * status and how long it took; Fastify's own "incoming request" line, which said half of that again, is
 * not written. At `info` (production: one JSON line per request is what its log is for); development gives
 * them `debug`, so a terminal shows them only when asked for (LOG_LEVEL=debug): a short walk through the
 * site is thousands of them.
 */
export class RequestLog extends LogController {
  readonly #level: 'info' | 'debug';

  constructor(level: 'info' | 'debug' = 'info') {
    super();
    this.#level = level;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      request.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else if (this.#level === 'debug') {
      request.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    } else if ((request.log as Partial<pino.Logger>).isLevelEnabled?.('info')) {
      writeCompletedLine(request.log, request, reply);
    }
  }
}
