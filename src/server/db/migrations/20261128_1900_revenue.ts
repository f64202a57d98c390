import { type Kysely, sql } from 'kysely';

/**
 * The console overview's revenue (docs/product/dashboard.md) sums the paid top-up orders by the Manila day
 * and month they were paid, over up to 12 months. Only paid orders have a paid_at worth reading, so the
 * index holds just those, by paid_at, with the columns the sums read: the query never touches the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index payment_orders_paid_at on payment_orders (paid_at)
    include (amount_centavos, currency) where status = 'paid'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists payment_orders_paid_at`.execute(db);
}
