import { type Kysely, sql } from 'kysely';

/**
 * Best sellers without an aggregate over every purchase (docs/product/shop-and-wallet.md, Best sellers).
 * `shop_item_sales` holds units sold per item (refunded units do not count). A purchase or refund must not
 * update that row directly: every buyer of a popular item would then wait on its row lock. Instead,
 * statement-level triggers append the change to `shop_sales_pending` (an insert, so concurrent purchases
 * never wait on each other) in the same transaction, and a read of the best sellers first folds the
 * pending rows into the totals (shop/repository.ts, foldPendingSales): a fold costs what was sold since the
 * last one, never what was sold in all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table shop_item_sales (
      product_num integer primary key,
      sold bigint not null default 0
    )`.execute(db);
  await sql`create index shop_item_sales_top on shop_item_sales (sold desc, product_num) where sold > 0`.execute(
    db,
  );
  await sql`create table shop_sales_pending (product_num integer not null, delta integer not null)`.execute(
    db,
  );

  // What a set of purchase rows counts: 1 a row, except cancelled and refunded (pur_flag 3).
  await sql`create function shop_sales_on_insert() returns trigger language plpgsql as $$
    begin
      insert into shop_sales_pending (product_num, delta)
        select product_num, count(*) from inserted where pur_flag <> 3 group by product_num;
      return null;
    end $$`.execute(db);
  await sql`create function shop_sales_on_update() returns trigger language plpgsql as $$
    begin
      insert into shop_sales_pending (product_num, delta)
        select product_num, sum(delta) from (
          select product_num, 1 as delta from new_rows where pur_flag <> 3
          union all
          select product_num, -1 from old_rows where pur_flag <> 3
        ) changes
        group by product_num having sum(delta) <> 0;
      return null;
    end $$`.execute(db);
  await sql`create function shop_sales_on_delete() returns trigger language plpgsql as $$
    begin
      insert into shop_sales_pending (product_num, delta)
        select product_num, -count(*) from deleted where pur_flag <> 3 group by product_num;
      return null;
    end $$`.execute(db);
  await sql`create trigger shop_sales_insert after insert on shop_purchases
    referencing new table as inserted for each statement execute function shop_sales_on_insert()`.execute(db);
  await sql`create trigger shop_sales_update after update on shop_purchases
    referencing old table as old_rows new table as new_rows
    for each statement execute function shop_sales_on_update()`.execute(db);
  await sql`create trigger shop_sales_delete after delete on shop_purchases
    referencing old table as deleted for each statement execute function shop_sales_on_delete()`.execute(db);

  await sql`insert into shop_item_sales (product_num, sold)
    select product_num, count(*) from shop_purchases where pur_flag <> 3 group by product_num`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger ${sql.raw(`shop_sales_${event}`)} on shop_purchases`.execute(db);
    await sql`drop function ${sql.raw(`shop_sales_on_${event}`)}()`.execute(db);
  }
  await sql`drop table shop_sales_pending`.execute(db);
  await sql`drop table shop_item_sales`.execute(db);
}
