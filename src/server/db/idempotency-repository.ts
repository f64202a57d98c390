import { type RawBuilder, sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * The store behind `Idempotency-Key` (plugins/idempotency.ts holds the HTTP side). It lives beside the
 * database rather than in a module because plugins may use it and plugins never import modules.
 */

/** An Idempotency-Key a request carries, as the request and its money transaction hold it. */
export interface IdempotencyClaim {
  userNum: number;
  key: string;
  /** What the request was (plugins/idempotency.ts): the key answers only the same request again. */
  fingerprint: string;
  /** True once an answer is stored and committed. */
  recorded: boolean;
  /**
   * The key was not read before the handler (a route declaring idempotent 'in-statement'): a money move
   * that finds it taken throws IdempotencyKeyTaken, answered from the stored key by the plugin.
   */
  deferred?: boolean;
  /** A claim a crashed process left running, taken over by this retry: stored by storeAnswer's update. */
  takeOver?: boolean;
}

/** A claim left 'running' this long (by a version of the site that claimed keys ahead of their work, and
 * crashed) may be taken over by a retry of the same request. */
const CLAIM_LEASE_SECONDS = 60;
/** Answers are kept a day: long enough for any client retry, short enough to keep the table small. */
const KEEP_ANSWERS_HOURS = 24;

export async function findKey(db: Db, userNum: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select([
      'fingerprint',
      'state',
      'response_status',
      'response_body',
      sql<boolean>`locked_at < now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})`.as('abandoned'),
    ])
    .where('user_num', '=', userNum)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Stores the answer under the key, in the caller's transaction when there is one (the money transaction:
 * the money and "this key is answered" commit together). True when stored; false when the key already has an
 * answer or a live claim, which means another request with the same key got there first: the caller's
 * transaction must then roll back. An abandoned claim of the same request is taken over. Inserting the
 * answered row in one statement at the end, instead of claiming the key ahead of the work, saves the claim's
 * own transaction; two requests with one key still cannot both commit, because the key is unique.
 */
export async function storeAnswer(
  db: Db,
  claim: Pick<IdempotencyClaim, 'userNum' | 'key' | 'fingerprint'>,
  status: number,
  body: unknown,
): Promise<boolean> {
  const stored = await db
    .insertInto('idempotency_keys')
    .values({
      user_num: claim.userNum,
      key: claim.key,
      fingerprint: claim.fingerprint,
      state: 'done',
      response_status: status,
      response_body: JSON.stringify(body ?? null),
    })
    .onConflict((oc) =>
      oc
        .columns(['user_num', 'key'])
        .doUpdateSet((eb) => ({
          state: 'done',
          response_status: eb.ref('excluded.response_status'),
          response_body: eb.ref('excluded.response_body'),
          locked_at: sql<Date>`now()`,
        }))
        .where('idempotency_keys.state', '=', 'running')
        .where('idempotency_keys.fingerprint', '=', claim.fingerprint)
        .where(
          'idempotency_keys.locked_at',
          '<',
          sql<Date>`now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
        ),
    )
    .returning('state')
    .executeTakeFirst();
  return stored !== undefined;
}

/**
 * The answer stored in the caller's own statement (buy-now's one statement: docs/decisions/0073): an insert
 * of the answered key, one row for each row of `from` (a CTE of that statement), with `body` the answer as
 * SQL. A plain insert, no ON CONFLICT: a key already there (answered, claimed, or committed meanwhile by a
 * request with the same key, whose insert this one waits for) fails the whole statement with a unique
 * violation, so nothing of it happens; `isKeyTaken` tells that failure apart, and the caller reads the key
 * (findKey) only then, to replay its answer, refuse a different request or say it is still running.
 */
export function answerInsert(
  claim: Pick<IdempotencyClaim, 'userNum' | 'key' | 'fingerprint'>,
  status: number,
  body: RawBuilder<unknown>,
  from: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`insert into idempotency_keys (user_num, key, fingerprint, state, response_status, response_body)
    select ${claim.userNum}, ${claim.key}, ${claim.fingerprint}, 'done', ${status}, ${body}
    from ${from}`;
}

/** The failure `answerInsert` gives when the key was there already. */
export function isKeyTaken(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && e.constraint === 'idempotency_keys_pk';
}

/**
 * Thrown by a service whose statement found its Idempotency-Key taken (isKeyTaken); the idempotency plugin
 * answers it from the stored key (plugins/idempotency.ts, answerOrReplay).
 */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('Idempotency-Key taken');
  }
}

/**
 * Forgets answers older than KEEP_ANSWERS_HOURS, in the background. A failure is handed to `onError` (the
 * caller logs it, so a sweep that keeps failing is seen) and the next sweep tries again.
 */
export function sweepOldKeys(db: Db, onError: (error: unknown) => void): void {
  void db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${KEEP_ANSWERS_HOURS})`)
    .execute()
    .catch(onError);
}
