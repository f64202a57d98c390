import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * The store behind `Idempotency-Key` (plugins/idempotency.ts holds the HTTP side). It lives beside the
 * database rather than in a module because plugins may use it and plugins never import modules.
 */

/** An Idempotency-Key claimed for one request, as the request and its money transaction carry it. */
export interface IdempotencyClaim {
  userNum: number;
  key: string;
  /** When the claim was made (or taken over): only this claim may store the answer. */
  claimedAt: Date;
  /** True once an answer is stored and committed (or the claim released). */
  recorded: boolean;
}

/** A claim left 'running' this long by a crashed process may be taken over by a retry of the same request. */
const CLAIM_LEASE_SECONDS = 60;
/** Answers are kept a day: long enough for any client retry, short enough to keep the table small. */
const KEEP_ANSWERS_HOURS = 24;

/**
 * Claims `key` for `userNum` ('running'), or takes over an abandoned claim of the same request; returns the
 * claim's time, or null when another claim or a finished answer holds the key. The claim commits without
 * waiting for its WAL flush (synchronous_commit off, this transaction only): it is a lock, not money. WAL
 * is written in order, so the money transaction's durable commit also makes the earlier claim durable; a
 * crash can only lose a claim whose money never committed either.
 */
export async function claimKey(db: Db, userNum: number, key: string, print: string): Promise<Date | null> {
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

export async function findKey(db: Db, userNum: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'state', 'response_status', 'response_body'])
    .where('user_num', '=', userNum)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Stores the answer of a running claim. With `claimedAt`, only while the claim is still the one made then:
 * a request that ran past the lease and lost the key to a retry stores nothing. True when stored.
 */
export async function storeAnswer(
  db: Db,
  claim: { userNum: number; key: string; claimedAt?: Date },
  status: number,
  body: unknown,
): Promise<boolean> {
  let query = db
    .updateTable('idempotency_keys')
    .set({ state: 'done', response_status: status, response_body: JSON.stringify(body ?? null) })
    .where('user_num', '=', claim.userNum)
    .where('key', '=', claim.key)
    .where('state', '=', 'running');
  // locked_at has microseconds, a JS Date milliseconds: compare at the precision we hold.
  if (claim.claimedAt)
    query = query.where(sql<Date>`date_trunc('milliseconds', locked_at)`, '=', claim.claimedAt);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Frees a key whose request ended without an answer worth keeping, so the client may retry with it. */
export async function releaseClaim(db: Db, userNum: number, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_num', '=', userNum)
    .where('key', '=', key)
    .where('state', '=', 'running')
    .execute();
}

/** Forgets answers older than KEEP_ANSWERS_HOURS, in the background; a failure waits for the next sweep. */
export function sweepOldKeys(db: Db): void {
  void db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${KEEP_ANSWERS_HOURS})`)
    .execute()
    .catch(() => {});
}
