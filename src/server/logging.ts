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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogCall = (...args: unknown[]) => void;

/**
 * A request's logger, made by Fastify for every request (`childLoggerFactory` below) in place of a pino
 * child: two fields, no copy of the parent's bindings and serializers. The completed line needs only its
 * request id. A handler or hook that does log (a warning, an error) gets the real pino child then, made
 * once for the request, so its lines carry `reqId` as before; a level that is off makes none.
 */
class RequestLogger {
  readonly reqId: string;
  readonly parent: pino.Logger;
  #child: pino.Logger | null = null;

  constructor(parent: pino.Logger, reqId: string) {
    this.parent = parent;
    this.reqId = reqId;
  }

  #real(): pino.Logger {
    this.#child ??= this.parent.child({ reqId: this.reqId });
    return this.#child;
  }

  #call(level: Level, args: unknown[]): void {
    if (this.#child || this.parent.isLevelEnabled(level)) (this.#real()[level] as LogCall)(...args);
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.parent).isLevelEnabled(level);
  }
  fatal(...args: unknown[]): void {
    this.#call('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#call('error', args);
  }
  warn(...args: unknown[]): void {
    this.#call('warn', args);
  }
  info(...args: unknown[]): void {
    this.#call('info', args);
  }
  debug(...args: unknown[]): void {
    this.#call('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#call('trace', args);
  }
  silent(): void {}
  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): pino.Logger {
    return this.#real().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a RequestLogger for each request, or pino's own child when a route asks
 * for a level or serializers of its own (none of the site's does).
 */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: pino.Bindings,
  options: pino.ChildLoggerOptions,
): FastifyBaseLogger {
  const parent = logger as unknown as pino.Logger;
  if (options.level || options.serializers || typeof bindings.reqId !== 'string') {
    return parent.child(bindings, options) as unknown as FastifyBaseLogger;
  }
  return new RequestLogger(parent, bindings.reqId) as unknown as FastifyBaseLogger;
}

/** The JSON of the methods a browser sends, written once. */
const METHOD_JSON: Record<string, string> = Object.fromEntries(
  ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map((m) => [m, JSON.stringify(m)]),
);

/**
 * The "request completed" line, written as text: the same JSON pino writes with the serializer above, at a
 * fraction of the cost (pino's general path cost about a tenth of the bare route's throughput, once per
 * request). The process's bindings (pid, hostname) and destination are the root logger's; the request
 * adds its id. The id is ours (app.ts: letters, digits and . : _ - only), so it is written as it is.
 */
function writeCompletedLine(log: RequestLogger, request: FastifyRequest, reply: FastifyReply): void {
  const root = log.parent as unknown as Record<symbol, unknown>;
  const destination = root[streamSym] as { write(line: string): void };
  const method = METHOD_JSON[request.method] ?? JSON.stringify(request.method);
  const address = request.ip === undefined ? 'null' : JSON.stringify(request.ip);
  destination.write(
    `{"level":30,"time":${Date.now()}${root[chindingsSym] as string},"reqId":"${log.reqId}","req":{"method":${method},` +
      `"url":${JSON.stringify(redactUrl(request.url))},"remoteAddress":${address}},` +
      `"res":{"statusCode":${reply.statusCode}},"responseTime":${hundredths(reply.elapsedTime)},"msg":"request completed"}\n`,
  );
}

/**
 * Milliseconds rounded to hundredths, as JSON writes the number `Math.round(ms * 100) / 100` ("0.05",
 * "1.2", "3"), from whole numbers: converting the fraction itself was a quarter of the line's cost.
 */
export function hundredths(ms: number): string {
  const count = Math.round(ms * 100);
  if (!Number.isSafeInteger(count) || count < 0) return JSON.stringify(Math.round(ms * 100) / 100);
  const whole = Math.floor(count / 100);
  const rest = count % 100;
  if (rest === 0) return String(whole);
  if (rest % 10 === 0) return `${whole}.${rest / 10}`;
  return `${whole}.${rest < 10 ? '0' : ''}${rest}`;
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
    } else if (request.log instanceof RequestLogger) {
      if (request.log.parent.isLevelEnabled('info')) writeCompletedLine(request.log, request, reply);
    } else {
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
