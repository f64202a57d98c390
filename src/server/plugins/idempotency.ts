import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '#shared/contracts/errors.ts';
import { SHOP_MESSAGES } from '#shared/shop-rules.ts';
import {
  claimKey,
  findKey,
  type IdempotencyClaim,
  releaseClaim,
  storeAnswer,
  sweepOldKeys,
} from '../db/idempotency-repository.ts';
import { badRequest, conflict, unprocessable } from '../http-error.ts';
import { serveRouteConfig } from './route-config.ts';

/**
 * `Idempotency-Key` for money-moving POSTs (docs/decisions/0020-wallet-and-shop.md); the keys are kept by
 * db/idempotency-repository.ts.
 *
 * 1. Before the handler, the key is claimed for the signed-in user in its own short transaction
 *    (state 'running'). A second request with the same key finds the claim: a different request
 *    fingerprint gets 422, a claim still running gets 409 (code 'idempotency_in_progress'), a finished one
 *    gets the stored first answer.
 * 2. The service writes the answer into the key row INSIDE its money transaction (`moneyTransaction`,
 *    modules/wallet/service.ts), so the money move and "this key is answered" commit together: a crash
 *    can never leave one without the other.
 * 3. Answers the service did not record (business errors such as 402) are stored after the reply; an error
 *    whose code says "try again" (5xx, a key still in progress, a rate limit) releases the key so the
 *    client may retry. A claim left 'running' by a crashed process is taken over after CLAIM_LEASE_SECONDS
 *    (its transaction cannot have committed: it would have recorded).
 */
const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's claimed key, for the service's money transaction (modules/wallet/service.ts). */
    idempotency: IdempotencyClaim | null;
  }
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Same route, same query, same body = same request. Headers and the key itself do not count. */
function fingerprint(request: FastifyRequest): string {
  const material = stable({
    method: request.method,
    route: request.routeOptions.url,
    query: request.query,
    body: request.body,
  });
  return createHash('sha256').update(material).digest('hex');
}

async function preHandler(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!request.routeOptions.config.idempotent) return;
  const raw = request.headers[IDEMPOTENCY_HEADER];
  // No key: a plain request. The route declares auth 'user' (checked at start), so a user is always here.
  if (raw === undefined || !request.user) return;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters.', undefined, 'bad_request');
  }
  const db = request.server.db;
  const userNum = request.user.userNum;
  const print = fingerprint(request);
  if (Math.random() < 0.01) sweepOldKeys(db);
  const claimedAt = await claimKey(db, userNum, key, print);
  if (claimedAt) {
    request.idempotency = { userNum, key, claimedAt, recorded: false };
    return;
  }
  const existing = await findKey(db, userNum, key);
  if (!existing) {
    // Released between our insert and select (the first attempt failed): one more claim attempt.
    const takenOverAt = await claimKey(db, userNum, key, print);
    if (takenOverAt) {
      request.idempotency = { userNum, key, claimedAt: takenOverAt, recorded: false };
      return;
    }
    throw conflict(SHOP_MESSAGES.idempotencyRunning, 'idempotency_in_progress');
  }
  if (existing.fingerprint !== print) throw unprocessable(SHOP_MESSAGES.idempotencyMismatch);
  if (existing.state === 'running')
    throw conflict(SHOP_MESSAGES.idempotencyRunning, 'idempotency_in_progress');
  reply.header('Idempotent-Replayed', 'true');
  return reply.status(existing.response_status ?? 200).send(existing.response_body);
}

/**
 * Error codes whose answer a retry may not repeat (src/shared/contracts/errors.ts): the state changed under
 * the request, another attempt is still running, a limit or the database said "later", or a bug. Their
 * keys are released instead of pinned to the error; any other answer (402, 404, 400 ...) is kept.
 */
const RETRYABLE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'conflict',
  'idempotency_in_progress',
  'rate_limited',
  'request_timeout',
  'internal',
  'unavailable',
]);

function mayChangeOnRetry(payload: unknown): boolean {
  const code = (payload as { code?: unknown } | null)?.code;
  return typeof code !== 'string' || RETRYABLE_CODES.has(code as ErrorCode);
}

/** Stores an answer the service did not record itself (business errors), before it is sent. */
async function preSerialization(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const handle = request.idempotency;
  if (!handle || handle.recorded) return payload;
  handle.recorded = true;
  const status = reply.statusCode;
  const db = request.server.db;
  try {
    if (status >= 400 && mayChangeOnRetry(payload)) {
      await releaseClaim(db, handle.userNum, handle.key);
    } else {
      // No claimedAt: the answer of a claim that is still running, whoever made it (the lease has not run out).
      await storeAnswer(db, { userNum: handle.userNum, key: handle.key }, status, payload);
    }
  } catch (error) {
    // The answer still goes out; the claim is taken over after its lease.
    request.log.warn({ err: error }, 'could not store the idempotent answer');
  }
  return payload;
}

/** Anything that ended without a stored answer (no serializable body, aborted) frees the key. */
async function onResponse(request: FastifyRequest): Promise<void> {
  const handle = request.idempotency;
  if (!handle || handle.recorded) return;
  handle.recorded = true;
  await releaseClaim(request.server.db, handle.userNum, handle.key).catch(() => {});
}

/**
 * Registered once in the /api scope, after the cross-site guard and before the rate limits; only routes
 * with `config: { idempotent: true }` are affected, and a route declaring it outside this scope fails at
 * start (plugins/route-config.ts).
 */
export function registerIdempotency(api: FastifyInstance): void {
  serveRouteConfig(api, 'idempotent');
  api.decorateRequest('idempotency', null);
  api.addHook('preHandler', preHandler);
  api.addHook('preSerialization', preSerialization);
  api.addHook('onResponse', onResponse);
}
