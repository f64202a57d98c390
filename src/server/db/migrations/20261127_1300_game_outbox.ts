import { type Kysely, sql } from 'kysely';

/**
 * The game bridge's outbox (docs/product/game-bridge.md, docs/decisions/0060-game-bridge.md): work for the
 * game's database, written in the same transaction as the site's change that causes it and delivered by
 * modules/game/worker.ts. delivery_key is the game-side idempotency key (the ledger table's DeliveryKey).
 * No column ever holds a password, in any form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('delivery_key', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('create_login', 'set_ban', 'deliver_items', 'cancel_item')`),
    )
    /** The game login (UserID) the work is for: rows of one login are delivered in id order. */
    .addColumn('game_user_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('parked_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    /** What the game answered (the PurKeys of delivered items, a cancel's outcome). */
    .addColumn('result', 'jsonb')
    .execute();
  // The worker's queue: rows still to deliver, in order, per login.
  await sql`create index game_outbox_pending on game_outbox (game_user_id, id) where delivered_at is null`.execute(
    db,
  );
  await sql`create index game_outbox_due on game_outbox (next_attempt_at, id) where delivered_at is null and parked_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_outbox').execute();
}
