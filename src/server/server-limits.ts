import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import { z } from 'zod';
import type { ErrorResponse } from '#shared/contracts/errors.ts';

/**
 * How long a client may take and how many connections may be open at once. Without these, a client that
 * sends its body a byte every few seconds holds a socket and its buffers forever (Fastify's own default
 * request timeout is "none"), and a few thousand such clients exhaust memory. See docs/ARCHITECTURE.md.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const milliseconds = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(600_000).default(fallback));

export const serverLimitSettings = {
  /** The whole request (headers and body) must arrive within this; otherwise 408 and the socket closes. */
  REQUEST_TIMEOUT_MS: milliseconds(30_000),
  /** The headers must arrive within this (at most REQUEST_TIMEOUT_MS). */
  HEADERS_TIMEOUT_MS: milliseconds(10_000),
  /** An idle kept-alive connection is closed after this. */
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(5000),
  /** Connections beyond this many open at once are closed as soon as they are accepted. */
  MAX_CONNECTIONS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(1000),
  ),
  /**
   * Connections one client address may hold at once, so one client cannot take every slot. Players often
   * share an address (an internet café, a mobile carrier's NAT), so the default is generous. Not applied
   * behind a reverse proxy (TRUST_PROXY set): there every connection comes from the proxy, which should
   * cap per client itself.
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(200),
  ),
};

type Limits = { [K in keyof typeof serverLimitSettings]: z.infer<(typeof serverLimitSettings)[K]> };
type LimitsAndProxy = Limits & { TRUST_PROXY: unknown };

/** Node refuses a header timeout longer than the request timeout: say so at start, naming the variable. */
export function checkServerLimits(limits: Limits, ctx: z.RefinementCtx): void {
  if (limits.HEADERS_TIMEOUT_MS > limits.REQUEST_TIMEOUT_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['HEADERS_TIMEOUT_MS'],
      message: `must be at most REQUEST_TIMEOUT_MS (${limits.REQUEST_TIMEOUT_MS})`,
    });
  }
}

/** What Node reports before any route runs (a timeout, oversized headers, bytes that are not HTTP). */
function clientErrorAnswer(code: string | undefined): { status: number; text: string; body: ErrorResponse } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      text: 'Request Timeout',
      body: { code: 'request_timeout', message: 'The request did not arrive in time.' },
    };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      text: 'Request Header Fields Too Large',
      body: { code: 'bad_request', message: 'Request headers are too large.' },
    };
  }
  return { status: 400, text: 'Bad Request', body: { code: 'bad_request', message: 'Bad request.' } };
}

/**
 * Node's own errors on a connection (the 408 of REQUEST_TIMEOUT_MS among them) are answered here with the
 * contract's error body, code included, then the socket is closed, as Fastify's default handler would.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, text, body } = clientErrorAnswer(error.code);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/** The Fastify (and underlying Node HTTP server) options that enforce the limits. */
export function serverLimitOptions(limits: Limits): FastifyHttpOptions<Server> {
  return {
    clientErrorHandler: answerClientError,
    requestTimeout: limits.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: limits.KEEP_ALIVE_TIMEOUT_MS,
    // A socket that moves no byte in either direction for a whole request time is dead or stalling.
    connectionTimeout: limits.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: limits.HEADERS_TIMEOUT_MS,
      requestTimeout: limits.REQUEST_TIMEOUT_MS,
      // Node checks the two timeouts on this interval (30 s by default): check often enough that a
      // timeout is enforced close to its value.
      connectionsCheckingInterval: Math.max(250, Math.min(1000, limits.HEADERS_TIMEOUT_MS / 4)),
    },
  };
}

/**
 * Bounds the connections of a listening server: MAX_CONNECTIONS in all (Node closes any beyond it at
 * once) and, when clients connect directly, MAX_CONNECTIONS_PER_ADDRESS from any one address.
 */
export function applyConnectionLimits(server: Server, limits: LimitsAndProxy): void {
  server.maxConnections = limits.MAX_CONNECTIONS;
  if (limits.TRUST_PROXY !== false) return;
  const perAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (perAddress.get(address) ?? 0) + 1;
    if (count > limits.MAX_CONNECTIONS_PER_ADDRESS) {
      socket.destroy();
      return;
    }
    perAddress.set(address, count);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
}
