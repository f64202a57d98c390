import { type Kysely, sql } from 'kysely';

/**
 * The console overview reads 30 Manila days of registrations, sign-ins, ledger rows and purchases, grouped
 * by day (docs/product/dashboard.md). Each series is a range on its time column; the ledger's and the
 * purchases' indexes carry the columns the sums need, so a busy month is read from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_created_at on users (created_at)`.execute(db);
  await sql`create index sessions_created_at on sessions (created_at)`.execute(db);
  await sql`create index wallet_ledger_created_at on wallet_ledger (created_at)
    include (currency, source, amount)`.execute(db);
  await sql`create index shop_purchases_pur_date on shop_purchases (pur_date)
    include (order_ref, product_num, pur_flag)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists shop_purchases_pur_date`.execute(db);
  await sql`drop index if exists wallet_ledger_created_at`.execute(db);
  await sql`drop index if exists sessions_created_at`.execute(db);
  await sql`drop index if exists users_created_at`.execute(db);
}
