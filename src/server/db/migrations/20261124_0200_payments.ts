import { type Kysely, sql } from 'kysely';

/**
 * Top-up by payment (docs/product/payments.md, docs/decisions/0021-payment-provider-and-crediting.md):
 * - topup_packages: what the operator sells (price in centavos, R-Coin and a bonus). Orders keep their own
 *   copy of price and R-Coin, so editing a package never changes an order already made.
 * - payment_orders: one per Pay. The status moves pending -> paid (or failed, expired) only by conditional
 *   updates; the reference is what the player and the provider see; the provider's checkout id is unique.
 * - payment_events: the provider's event ids of the webhooks acted on; the primary key makes a second
 *   delivery of the same event a no-op inside the crediting transaction.
 * - A demo package set, so the top-up page has something to sell on a new site; the console edits it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('topup_packages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('price_centavos', 'integer', (c) =>
      c.notNull().check(sql`price_centavos between 2000 and 10000000`),
    )
    .addColumn('rcoin', 'integer', (c) => c.notNull().check(sql`rcoin between 1 and 10000000`))
    .addColumn('bonus_rcoin', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`bonus_rcoin between 0 and 10000000`),
    )
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payment_orders')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('user_num', 'integer', (c) => c.notNull().references('users.user_num').onDelete('restrict'))
    .addColumn('package_id', 'integer', (c) => c.references('topup_packages.id').onDelete('set null'))
    .addColumn('package_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('paymongo', 'fake')`))
    .addColumn('amount_centavos', 'integer', (c) => c.notNull().check(sql`amount_centavos > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('PHP'))
    .addColumn('rcoin', 'integer', (c) => c.notNull().check(sql`rcoin between 1 and 20000000`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'paid', 'failed', 'expired')`),
    )
    .addColumn('provider_ref', 'text', (c) => c.unique())
    .addColumn('checkout_url', 'text')
    .addColumn('provider_payment_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('checked_at', 'timestamptz')
    .execute();
  await sql`create index payment_orders_user on payment_orders (user_num, created_at desc)`.execute(db);
  // The reconciler's scan: only pending orders, oldest first.
  await sql`create index payment_orders_pending on payment_orders (created_at) where status = 'pending'`.execute(
    db,
  );
  await sql`create index payment_orders_status on payment_orders (status, created_at desc)`.execute(db);

  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('payment_orders.id').onDelete('restrict'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`
    insert into topup_packages (name, price_centavos, rcoin, bonus_rcoin, sort_order) values
      ('Starter', 10000, 100, 0, 1),
      ('Adventurer', 50000, 500, 25, 2),
      ('Hero', 100000, 1000, 100, 3),
      ('Legend', 500000, 5000, 750, 4)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('payment_orders').execute();
  await db.schema.dropTable('topup_packages').execute();
}
