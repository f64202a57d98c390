import { type Kysely, sql } from 'kysely';

/**
 * The item shop's pages are cached on every instance (modules/shop/routes.ts). A limited item selling out,
 * or coming back from zero (a cancel, a refund the game confirmed, an operator's edit), changes what those
 * pages say, and the stock changes in several modules' transactions and may be changed by hand. This trigger
 * tells every instance, through the cache bus's channel (db/cache-bus.ts, topic 'shop-stock'), whenever a
 * stock crosses zero: PostgreSQL delivers a NOTIFY only when its transaction commits, and never for one
 * that rolled back, so no instance reloads before the change can be read. A stock that moves without
 * crossing zero sends nothing: the count shown may lag by the cache's lifetime (docs/product/performance.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function shop_stock_notice() returns trigger language plpgsql as $$
    begin
      perform pg_notify('ran_cache_clear', 'shop-stock');
      return null;
    end
  $$`.execute(db);
  await sql`create trigger shop_items_stock_notice
    after update of stock on shop_items
    for each row
    when ((old.stock = 0) is distinct from (new.stock = 0))
    execute function shop_stock_notice()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger shop_items_stock_notice on shop_items`.execute(db);
  await sql`drop function shop_stock_notice()`.execute(db);
}
