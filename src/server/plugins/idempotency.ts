import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { SHOP_MESSAGES } from '#shared/shop-rules.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, unprocessable } from '../http-error.ts';

/**
 * `Idempotency-Key` for money-moving POSTs (docs/decisions/0020-wallet-and-shop.md).
 *
 * 1. Before the handler, the key is claimed for the signed-in user in its own short transaction
 *    (state 'running'). A second request with the same key finds the claim: a different request
 *    fingerprint gets 422, a claim still running gets 409, a finished one gets the stored first answer.
 * 2. The service writes the answer into the key row INSIDE its money transaction (`record`), so the money
 *    move and "this key is answered" commit together: a crash can never leave one without the other.
 * 3. Answers the service did not record (business errors such as 402) are stored after the reply; a 5xx,
 *    409 or 429 releases the key so the client may retry. A claim left 'running' by a crashed process is
 *    taken over after CLAIM_LEASE_SECONDS (its transaction cannot have committed: it would have recorded).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const CLAIM_LEASE_SECONDS = 60;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyHandle {
  userNum: number;
  key: string;
  /** True once an answer is stored and committed (or the claim released). */
  recorded: boolean;
  /** Stores the answer within the caller's transaction; the caller marks `recorded` after commit. */
  record(trx: Db, status: number, body: unknown): Promise<void>;
}

/**
 * Runs a money-moving unit of work in one transaction and, when an Idempotency-Key was claimed, stores
 * its answer in that same transaction.
 */
export async function moneyTransaction<T>(
  db: Db,
  idempotency: IdempotencyHandle | null | undefined,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    const answer = await work(trx);
    if (idempotency) await idempotency.record(trx, 200, answer);
    return answer;
  });
  if (idempotency) idempotency.recorded = true;
  return result;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: IdempotencyHandle | null;
  }
  interface FastifyContextConfig {
    /** Set on money-moving POST routes: the Idempotency-Key header is honoured. */
    idempotent?: boolean;
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
export function fingerprint(request: FastifyRequest): string {
  const material = stable({
    method: request.method,
    route: request.routeOptions.url,
    query: request.query,
    body: request.body,
  });
  return createHash('sha256').update(material).digest('hex');
}

/** Exported for the takeover test; routes get their handle from the preHandler. */
export function handleFor(userNum: number, key: string, claimedAt: Date): IdempotencyHandle {
  const handle: IdempotencyHandle = {
    userNum,
    key,
    recorded: false,
    async record(trx, status, body) {
      // Only while the claim is still ours: if a request ran past the lease and a retry took the key over,
      // this one must not commit its money too. Throwing rolls the caller's transaction back.
      const result = await trx
        .updateTable('idempotency_keys')
        .set({ state: 'done', response_status: status, response_body: JSON.stringify(body) })
        .where('user_num', '=', userNum)
        .where('key', '=', key)
        .where('state', '=', 'running')
        // locked_at has microseconds, a JS Date milliseconds: compare at the precision we hold.
        .where(sql<Date>`date_trunc('milliseconds', locked_at)`, '=', claimedAt)
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) throw conflict(SHOP_MESSAGES.idempotencyRunning);
    },
  };
  return handle;
}

/**
 * The claim commits without waiting for its WAL flush (synchronous_commit off, this transaction only): it
 * is a lock, not money. WAL is written in order, so the money transaction's durable commit also makes the
 * earlier claim durable; a crash can only lose a claim whose money never committed either.
 */
async function claim(db: Db, userNum: number, key: string, print: string): Promise<Date | null> {
  const inserted = await db.transaction().execute(async (trx) => {
    await sql`set local synchronous_commit = off`.execute(trx);
    return trx
      .insertInto('idempotency_keys')
      .values({ user_num: userNum, key, fingerprint: print, state: 'running' })
      .onConflict((oc) =>
        oc
          .columns(['user_num', 'key'])
          .doUpdateSet({ locked_at: sql`now()` })
          // Take over only an abandoned claim of the same request.
          .where('idempotency_keys.state', '=', 'running')
          .where('idempotency_keys.fingerprint', '=', print)
          .where(
            'idempotency_keys.locked_at',
            '<',
            sql<Date>`now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
          ),
      )
      .returning('locked_at')
      .executeTakeFirst();
  });
  return inserted?.locked_at ?? null;
}

/** Answers are kept a day: long enough for any client retry, short enough to keep the table small. */
export const KEEP_ANSWERS_HOURS = 24;

export function sweepOldKeys(db: Db): void {
  void db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${KEEP_ANSWERS_HOURS})`)
    .execute()
    .catch(() => {});
}

async function preHandler(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!request.routeOptions.config.idempotent) return;
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined || !request.user) return; // no key: plain request; anonymous: the handler says 401
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters.');
  }
  const db = request.server.db;
  const userNum = request.user.userNum;
  const print = fingerprint(request);
  if (Math.random() < 0.01) sweepOldKeys(db);
  const claimedAt = await claim(db, userNum, key, print);
  if (claimedAt) {
    request.idempotency = handleFor(userNum, key, claimedAt);
    return;
  }
  const existing = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'state', 'response_status', 'response_body'])
    .where('user_num', '=', userNum)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!existing) {
    // Released between our insert and select (the first attempt failed): one more claim attempt.
    const takenOverAt = await claim(db, userNum, key, print);
    if (takenOverAt) {
      request.idempotency = handleFor(userNum, key, takenOverAt);
      return;
    }
    throw conflict(SHOP_MESSAGES.idempotencyRunning);
  }
  if (existing.fingerprint !== print) throw unprocessable(SHOP_MESSAGES.idempotencyMismatch);
  if (existing.state === 'running') throw conflict(SHOP_MESSAGES.idempotencyRunning);
  reply.header('Idempotent-Replayed', 'true');
  return reply.status(existing.response_status ?? 200).send(existing.response_body);
}

async function releaseClaim(db: Db, handle: IdempotencyHandle): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_num', '=', handle.userNum)
    .where('key', '=', handle.key)
    .where('state', '=', 'running')
    .execute();
}

/** Stores an answer the service did not record itself (business errors), before it is sent. */
async function preSerialization(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const handle = request.idempotency;
  if (!handle || handle.recorded) return payload;
  handle.recorded = true;
  const status = reply.statusCode;
  const db = request.server.db;
  try {
    if (status >= 500 || status === 409 || status === 429) {
      await releaseClaim(db, handle);
    } else {
      await db
        .updateTable('idempotency_keys')
        .set({ state: 'done', response_status: status, response_body: JSON.stringify(payload ?? null) })
        .where('user_num', '=', handle.userNum)
        .where('key', '=', handle.key)
        .where('state', '=', 'running')
        .execute();
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
  await releaseClaim(request.server.db, handle).catch(() => {});
}

/**
 * Adds the hooks to the calling (encapsulated) plugin; only routes with `config: { idempotent: true }`
 * are affected. Call once at the top of each money-moving routes plugin.
 */
export function useIdempotency(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('idempotency')) app.decorateRequest('idempotency', null);
  app.addHook('preHandler', preHandler);
  app.addHook('preSerialization', preSerialization);
  app.addHook('onResponse', onResponse);
}
