import { sql } from 'kysely';
import type { DeliveryState } from '#shared/contracts/admin-discord.ts';
import type { Db } from '../../db/database.ts';
import type { DiscordEvent } from '../../db/tables/discord.ts';

/** The Discord module's Kysely code: the operator's webhooks and the outbox (decision 0071). */

const WEBHOOK_COLUMNS = [
  'id',
  'name',
  'webhook_id',
  'token',
  'news',
  'maintenance',
  'staff_log',
  'rate_limited_until',
  'version',
] as const;

export interface WebhookValues {
  name: string;
  webhook_id: string;
  token: string;
  news: boolean;
  maintenance: boolean;
  staff_log: boolean;
}

export async function listWebhooks(db: Db) {
  return db
    .selectFrom('discord_webhooks as w')
    .select(WEBHOOK_COLUMNS.map((c) => `w.${c}` as const))
    .select((eb) => [
      eb
        .selectFrom('discord_outbox as o')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('o.webhook_id', '=', 'w.id')
        .where('o.sent_at', 'is', null)
        .where('o.parked_at', 'is', null)
        .as('waiting'),
      eb
        .selectFrom('discord_outbox as o')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('o.webhook_id', '=', 'w.id')
        .where('o.parked_at', 'is not', null)
        .as('parked'),
    ])
    .orderBy('w.id')
    .execute();
}

export function findWebhook(db: Db, id: number) {
  return db.selectFrom('discord_webhooks').select(WEBHOOK_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function lockWebhook(db: Db, id: number) {
  return db
    .selectFrom('discord_webhooks')
    .select(WEBHOOK_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertWebhook(db: Db, values: WebhookValues): Promise<number> {
  const row = await db
    .insertInto('discord_webhooks')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateWebhook(db: Db, id: number, values: WebhookValues): Promise<void> {
  await db
    .updateTable('discord_webhooks')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteWebhook(db: Db, id: number): Promise<void> {
  await db.deleteFrom('discord_webhooks').where('id', '=', id).execute();
}

/** Discord asked to wait: no row of this webhook (or of any, for a global limit) is sent before `until`. */
export async function holdWebhooks(db: Db, until: Date, id: number | 'all'): Promise<void> {
  await db
    .updateTable('discord_webhooks')
    .set({ rate_limited_until: sql`greatest(coalesce(rate_limited_until, ${until}), ${until})` })
    .$if(id !== 'all', (q) => q.where('id', '=', id as number))
    .execute();
}

const SUBSCRIPTION: Record<DiscordEvent, 'news' | 'maintenance' | 'staff_log'> = {
  news: 'news',
  maintenance_started: 'maintenance',
  maintenance_ended: 'maintenance',
  staff_log: 'staff_log',
};

/**
 * One outbox row per webhook that receives the event, in the caller's transaction (what caused it); due at
 * `at`. Answers how many rows were written (none when no webhook receives it).
 */
export async function enqueueForSubscribers(
  trx: Db,
  event: Exclude<DiscordEvent, 'staff_log'>,
  payload: object,
  at: Date,
): Promise<number> {
  const result = await trx
    .insertInto('discord_outbox')
    .columns(['webhook_id', 'event', 'payload', 'created_at', 'next_attempt_at'])
    .expression((eb) =>
      eb
        .selectFrom('discord_webhooks')
        .select([
          'id',
          sql.lit(event).as('event'),
          sql`${JSON.stringify(payload)}::jsonb`.as('payload'),
          sql`${at}::timestamptz`.as('created_at'),
          sql`${at}::timestamptz`.as('next_attempt_at'),
        ])
        .where(SUBSCRIPTION[event], '=', true),
    )
    .returning('id')
    .execute();
  return result.length;
}

export interface DueRow {
  id: number;
  webhook: number;
  webhook_id: string;
  token: string;
  event: DiscordEvent;
  payload: Record<string, unknown>;
  attempts: number;
  failures: number;
}

/**
 * The oldest row due at `at` whose webhook Discord has not asked to wait, locked for the caller's
 * transaction; rows other instances hold are skipped, so each is sent by one of them.
 */
export async function claimDueRow(trx: Db, at: Date): Promise<DueRow | null> {
  const row = await trx
    .selectFrom('discord_outbox as o')
    .innerJoin('discord_webhooks as w', 'w.id', 'o.webhook_id')
    .select([
      'o.id',
      'o.webhook_id as webhook',
      'w.webhook_id',
      'w.token',
      'o.event',
      'o.payload',
      'o.attempts',
      'o.failures',
    ])
    .where('o.sent_at', 'is', null)
    .where('o.parked_at', 'is', null)
    .where('o.next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('w.rate_limited_until', 'is', null), eb('w.rate_limited_until', '<=', at)]))
    .orderBy('o.next_attempt_at')
    .orderBy('o.id')
    .limit(1)
    .forUpdate('o')
    .skipLocked()
    .executeTakeFirst();
  return row ?? null;
}

export interface Outcome {
  at: Date;
  status: number | null;
  answer: string;
}

export async function markSent(
  trx: Db,
  id: number,
  outcome: Outcome,
  messageId: string | null,
): Promise<void> {
  await trx
    .updateTable('discord_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      failures: 0,
      sent_at: outcome.at,
      last_attempt_at: outcome.at,
      last_status: outcome.status,
      last_answer: outcome.answer.slice(0, 500),
      message_id: messageId,
    }))
    .where('id', '=', id)
    .execute();
}

/** A try that did not send: tried again at `next`, or parked (`park`). `failed` counts it against the row. */
export async function markNotSent(
  trx: Db,
  id: number,
  outcome: Outcome,
  next: { at: Date; failed: boolean; park: boolean },
): Promise<void> {
  await trx
    .updateTable('discord_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      failures: next.failed ? eb('failures', '+', 1) : eb.ref('failures'),
      next_attempt_at: next.at,
      parked_at: next.park ? outcome.at : null,
      last_attempt_at: outcome.at,
      last_status: outcome.status,
      last_answer: outcome.answer.slice(0, 500),
    }))
    .where('id', '=', id)
    .execute();
}

/** An operator's retry of a parked row: due at once, its failures counted afresh. */
export async function unpark(trx: Db, id: number, at: Date): Promise<boolean> {
  const result = await trx
    .updateTable('discord_outbox')
    .set({ parked_at: null, failures: 0, next_attempt_at: at })
    .where('id', '=', id)
    .where('parked_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findDelivery(db: Db, id: number) {
  return db
    .selectFrom('discord_outbox')
    .select(['id', 'webhook_id', 'event', 'sent_at', 'parked_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listDeliveries(
  db: Db,
  state: DeliveryState | undefined,
  limit: number,
  offset: number,
) {
  let query = db
    .selectFrom('discord_outbox as o')
    .innerJoin('discord_webhooks as w', 'w.id', 'o.webhook_id')
    .select([
      'o.id',
      'w.name as webhook_name',
      'o.event',
      'o.payload',
      'o.attempts',
      'o.last_status',
      'o.last_answer',
      'o.created_at',
      'o.last_attempt_at',
      'o.next_attempt_at',
      'o.sent_at',
      'o.parked_at',
    ]);
  if (state === 'sent') query = query.where('o.sent_at', 'is not', null);
  if (state === 'parked') query = query.where('o.parked_at', 'is not', null);
  if (state === 'waiting') query = query.where('o.sent_at', 'is', null).where('o.parked_at', 'is', null);
  return query.orderBy('o.id', 'desc').limit(limit).offset(offset).execute();
}

export async function countDeliveries(db: Db, state: DeliveryState | undefined): Promise<number> {
  let query = db.selectFrom('discord_outbox as o').select((eb) => eb.fn.countAll<number>().as('n'));
  if (state === 'sent') query = query.where('o.sent_at', 'is not', null);
  if (state === 'parked') query = query.where('o.parked_at', 'is not', null);
  if (state === 'waiting') query = query.where('o.sent_at', 'is', null).where('o.parked_at', 'is', null);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
