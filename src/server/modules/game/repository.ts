import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { GameOutboxKind } from '../../db/tables/game.ts';

/** The site's side of the bridge: the outbox (all its Kysely code). The game's side is game-repository.ts. */

export interface OutboxEntry {
  kind: GameOutboxKind;
  /** The game login (UserID) the work is for. */
  gameUserId: string;
  payload: Record<string, unknown>;
}

/**
 * Adds work for the game in the caller's transaction, so it commits or rolls back with the change that
 * causes it (a purchase, a ban). The payload never holds a password (decision 0061).
 */
export async function enqueue(trx: Db, entry: OutboxEntry): Promise<{ id: number; deliveryKey: string }> {
  const row = await trx
    .insertInto('game_outbox')
    .values({ kind: entry.kind, game_user_id: entry.gameUserId, payload: JSON.stringify(entry.payload) })
    .returning(['id', 'delivery_key'])
    .executeTakeFirstOrThrow();
  return { id: row.id, deliveryKey: row.delivery_key };
}

/** Only one deliverer at a time across every instance: the order per login depends on it. */
const OUTBOX_LOCK = 7_160_251;

export async function tryDelivererLock(trx: Db): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${OUTBOX_LOCK}) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

export interface DueRow {
  id: number;
  delivery_key: string;
  kind: GameOutboxKind;
  game_user_id: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * The oldest row due now whose login has nothing older still waiting (pending, backing off or parked):
 * rows of one login go in order, and one login's trouble holds up no other login. Locked for the caller's
 * transaction.
 */
export async function nextDueRow(trx: Db, now: Date, login?: string): Promise<DueRow | null> {
  const row = await trx
    .selectFrom('game_outbox as o')
    .select(['o.id', 'o.delivery_key', 'o.kind', 'o.game_user_id', 'o.payload', 'o.attempts'])
    .where('o.delivered_at', 'is', null)
    .where('o.parked_at', 'is', null)
    .where('o.next_attempt_at', '<=', now)
    .$if(login !== undefined, (query) => query.where('o.game_user_id', '=', login as string))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('game_outbox as p')
            .select('p.id')
            .whereRef('p.game_user_id', '=', 'o.game_user_id')
            .whereRef('p.id', '<', 'o.id')
            .where('p.delivered_at', 'is', null),
        ),
      ),
    )
    .orderBy('o.id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row ?? null;
}

export async function markDelivered(
  trx: Db,
  id: number,
  now: Date,
  result: Record<string, unknown>,
): Promise<void> {
  await trx
    .updateTable('game_outbox')
    .set({ delivered_at: now, result: JSON.stringify(result), last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(
  trx: Db,
  id: number,
  failure: { attempts: number; error: string; nextAttemptAt: Date; parkedAt: Date | null },
): Promise<void> {
  await trx
    .updateTable('game_outbox')
    .set({
      attempts: failure.attempts,
      last_error: failure.error,
      next_attempt_at: failure.nextAttemptAt,
      parked_at: failure.parkedAt,
    })
    .where('id', '=', id)
    .execute();
}

/** An operator's retry of a parked row: back in the queue at once, its count of attempts started again. */
export async function unpark(trx: Db, id: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('game_outbox')
    .set({ parked_at: null, attempts: 0, next_attempt_at: now })
    .where('id', '=', id)
    .where('parked_at', 'is not', null)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface OutboxDepth {
  waiting: number;
  parked: number;
  oldestCreatedAt: Date | null;
}

/** The console's figures: rows still to deliver, how many are parked, and how old the oldest is. */
export async function outboxDepth(db: Db): Promise<OutboxDepth> {
  const row = await db
    .selectFrom('game_outbox')
    .select(({ fn }) => [
      fn.countAll<number>().as('waiting'),
      fn.count<number>('parked_at').as('parked'),
      fn.min('created_at').as('oldest'),
    ])
    .where('delivered_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), parked: Number(row.parked), oldestCreatedAt: row.oldest ?? null };
}

export interface ParkedRow {
  id: number;
  kind: GameOutboxKind;
  gameUserId: string;
  attempts: number;
  lastError: string | null;
  parkedAt: Date;
}

export async function parkedRows(db: Db, limit: number): Promise<ParkedRow[]> {
  const rows = await db
    .selectFrom('game_outbox')
    .select(['id', 'kind', 'game_user_id', 'attempts', 'last_error', 'parked_at'])
    .where('parked_at', 'is not', null)
    .where('delivered_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    gameUserId: row.game_user_id,
    attempts: row.attempts,
    lastError: row.last_error,
    parkedAt: row.parked_at as Date,
  }));
}

/** A parked row, locked for an operator's retry; undefined when there is no such row still parked. */
export function lockParked(trx: Db, id: number) {
  return trx
    .selectFrom('game_outbox')
    .select(['id', 'kind', 'game_user_id', 'attempts', 'last_error'])
    .where('id', '=', id)
    .where('parked_at', 'is not', null)
    .where('delivered_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}
