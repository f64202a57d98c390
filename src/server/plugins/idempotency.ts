import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '#shared/contracts/errors.ts';
import { SHOP_MESSAGES } from '#shared/shop-rules.ts';
import {
  findKey,
  type IdempotencyClaim,
  IdempotencyKeyTaken,
  storeAnswer,
  sweepOldKeys,
} from '../db/idempotency-repository.ts';
import { badRequest, conflict, HttpError, unprocessable } from '../http-error.ts';
import { attachToDeclaringRoutes, serveRouteConfig } from './route-config.ts';

/**
 * `Idempotency-Key` for money-moving POSTs (docs/decisions/0020-wallet-and-shop.md); the keys are kept by
 * db/idempotency-repository.ts.
 *
 * 1. Before the handler, the key is looked up for the signed-in user (one read). An answered key replays its
 *    first answer, or 422 when it was used for a different request; a claim still running is 409 (code
 *    'idempotency_in_progress'). A new key only travels with the request (`request.idempotency`).
 * 2. The service's money transaction (`moneyTransaction`, modules/wallet/service.ts) stores the answer under
 *    the key as its last statement, so the money move and "this key is answered" commit together, in one
 *    transaction. A request with the same key that committed first makes that statement fail: this one rolls
 *    back and answers 409, and its retry gets the stored answer.
 * 3. Answers the service did not record (business errors such as 402, refusals before any money moved) are
 *    stored before the reply is sent; an error whose code says "try again" (5xx, a key still in progress, a
 *    rate limit) is not stored, so the client may retry with the same key.
 *
 * A route declaring `idempotent: 'in-statement'` (buy-now, docs/decisions/0073-buy-now-one-statement.md)
 * skips the read of step 1: its service inserts the answered key in the same statement as the money move,
 * an insert that fails, and undoes the whole statement, when the key is there already. Its handler runs
 * through answerOrReplay, which only then reads the key and answers as step 1 would (replay, 422, 409).
 * The same holds for an answer stored in step 3 that finds the key taken.
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

/**
 * Same route, same path parameters, same query, same body = same request. Headers and the key itself do not
 * count. The route is its pattern (`/characters/:chaNum/unstuck`), so the parameters must be part of it: the
 * same key and body for another character or player is another request. A route without parameters leaves
 * them out, so its keys stored before they counted still match.
 */
function fingerprint(request: FastifyRequest): string {
  const params = request.params as Record<string, unknown> | undefined;
  const material = stable({
    method: request.method,
    route: request.routeOptions.url,
    params: params && Object.keys(params).length > 0 ? params : undefined,
    query: request.query,
    body: request.body,
  });
  return createHash('sha256').update(material).digest('hex');
}

/**
 * The answer for a key already stored: its replay, 422 when it was used for a different request, 409 while
 * a claim is still running; null when the request may go ahead with it (a claim a crashed process left
 * running, taken over by a retry of the same request after its lease).
 */
function answerFromKey(
  existing: Awaited<ReturnType<typeof findKey>>,
  print: string,
  reply: FastifyReply,
): { status: number; body: unknown } | null {
  if (!existing || (existing.state === 'running' && existing.abandoned && existing.fingerprint === print)) {
    return null;
  }
  if (existing.fingerprint !== print) throw unprocessable(SHOP_MESSAGES.idempotencyMismatch);
  if (existing.state === 'running')
    throw conflict(SHOP_MESSAGES.idempotencyRunning, 'idempotency_in_progress');
  reply.header('Idempotent-Replayed', 'true');
  return { status: existing.response_status ?? 200, body: existing.response_body };
}

async function preHandler(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
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
  if (Math.random() < 0.01)
    sweepOldKeys(db, (error) => request.log.warn({ err: error }, 'could not sweep old idempotency keys'));
  const claim: IdempotencyClaim = { userNum, key, fingerprint: print, recorded: false };
  if (request.routeOptions.config.idempotent === 'in-statement') {
    request.idempotency = { ...claim, deferred: true };
    return;
  }
  const existing = await findKey(db, userNum, key);
  const stored = answerFromKey(existing, print, reply);
  if (!stored) {
    request.idempotency = claim;
    return;
  }
  return reply.status(stored.status).send(stored.body);
}

/**
 * The handler of a route declaring idempotent 'in-statement': runs `work` (the service) and, when it found
 * the request's key taken (IdempotencyKeyTaken), reads the key and answers from it: the stored answer
 * replayed, 422 for a different request, 409 while running. A claim a crashed process left running is
 * taken over: `work` runs once more, with the claim marked so its answer goes in by storeAnswer's update.
 */
export async function answerOrReplay<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const claim = request.idempotency;
      if (!(error instanceof IdempotencyKeyTaken) || !claim) throw error;
      // Whatever is answered now is the key's already, or a refusal never stored.
      claim.recorded = true;
      const existing = await findKey(request.server.db, claim.userNum, claim.key);
      // Gone again (swept, or its claim rolled back) or taken over twice: the client may retry.
      const stored = answerFromKey(existing, claim.fingerprint, reply);
      if (!stored && (!existing || attempt > 0))
        throw conflict(SHOP_MESSAGES.idempotencyRunning, 'idempotency_in_progress');
      if (stored) return reply.status(stored.status).send(stored.body);
      request.idempotency = { ...claim, recorded: false, takeOver: true };
    }
  }
}

/**
 * Error codes whose answer a retry may not repeat (src/shared/contracts/errors.ts): the state changed under
 * the request, another attempt is still running, a limit or the database said "later", or a bug. They are
 * not stored, so the key stays free; any other answer (402, 404, 400 ...) is kept.
 */
const RETRYABLE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'conflict',
  // A service's own step-up (the balance adjustment): the console sends the same request, key and all,
  // once the code is in.
  'second_factor_required',
  'idempotency_in_progress',
  'rate_limited',
  'request_timeout',
  'internal',
  'unavailable',
  // Refused before the key is claimed (plugins/maintenance.ts runs first); never kept, as the maintenance ends.
  'maintenance',
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
  // A key not read before the handler ('in-statement') may be another request's: its answer, or a
  // refusal, is what this request gets, as it would have before the handler (answerFromKey).
  const answerOfKey = async () => {
    const stored = answerFromKey(await findKey(db, handle.userNum, handle.key), handle.fingerprint, reply);
    if (stored) reply.status(stored.status);
    return stored ? stored.body : payload;
  };
  if (status >= 400 && mayChangeOnRetry(payload)) return handle.deferred ? answerOfKey() : payload;
  try {
    // False when another request with this key answered first: that answer stays the key's.
    if (!(await storeAnswer(db, handle, status, payload)) && handle.deferred) return await answerOfKey();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The answer still goes out; a retry with the key runs the request again.
    request.log.warn({ err: error }, 'could not store the idempotent answer');
  }
  return payload;
}

/**
 * Registered once in the /api scope, after the cross-site guard and before the rate limits; attached only
 * to routes with `config: { idempotent: true }`, and a route declaring it outside this scope fails at start
 * (plugins/route-config.ts).
 */
export function registerIdempotency(api: FastifyInstance): void {
  serveRouteConfig(api, 'idempotent');
  api.decorateRequest('idempotency', null);
  const declares = (config: { idempotent?: boolean | 'in-statement' }) =>
    config.idempotent === true || config.idempotent === 'in-statement';
  attachToDeclaringRoutes(api, 'preHandler', declares, () => preHandler);
  attachToDeclaringRoutes(api, 'preSerialization', declares, () => preSerialization);
}
