import { type Kysely, sql } from 'kysely';

/**
 * Wallet ledger, shop catalogue, cart, item-bank purchases, vouchers and idempotency keys.
 * Constraints are the backstop for the money rules: amounts are integers, balances never go negative
 * (users already has CHECKs), a voucher, a refund or a purchase order is booked at most once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallet_ledger')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_num', 'integer', (c) => c.notNull().references('users.user_num').onDelete('restrict'))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('rcoin', 'milleage')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('voucher', 'purchase', 'refund', 'admin', 'payment')`),
    )
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('wallet_ledger_once')
    .on('wallet_ledger')
    .columns(['source', 'currency', 'reference'])
    .unique()
    .execute();
  await db.schema.createIndex('wallet_ledger_user').on('wallet_ledger').columns(['user_num', 'id']).execute();
  // Append-only: the ledger refuses updates and deletes outright.
  await sql`create function wallet_ledger_append_only() returns trigger language plpgsql as $$
    begin raise exception 'wallet_ledger is append-only'; end $$`.execute(db);
  await sql`create trigger wallet_ledger_no_change before update or delete on wallet_ledger
    for each row execute function wallet_ledger_append_only()`.execute(db);

  await db.schema
    .createTable('shop_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('category_name', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('shop_items')
    .addColumn('product_num', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('shop_categories.id'))
    .addColumn('item_name', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(80)')
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('section', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('ribbon', 'varchar(20)')
    .addColumn('stock', 'integer', (c) => c.check(sql`stock >= 0`))
    .addColumn('item_main', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('item_sub', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('shop_items_category').on('shop_items').column('category_id').execute();

  await db.schema
    .createTable('shop_cart')
    .addColumn('seq', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_num', 'integer', (c) => c.notNull().references('users.user_num').onDelete('cascade'))
    .addColumn('product_num', 'integer', (c) =>
      c.notNull().references('shop_items.product_num').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 99`))
    .addColumn('is_checked', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`is_checked in (0, 1)`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('shop_cart_user_product', ['user_num', 'product_num'])
    .execute();

  await db.schema
    .createTable('shop_purchases')
    .addColumn('pur_num', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_ref', 'uuid', (c) => c.notNull())
    .addColumn('user_num', 'integer', (c) => c.notNull().references('users.user_num').onDelete('restrict'))
    .addColumn('product_num', 'integer', (c) => c.notNull().references('shop_items.product_num'))
    .addColumn('item_main', 'integer', (c) => c.notNull())
    .addColumn('item_sub', 'integer', (c) => c.notNull())
    .addColumn('pur_price', 'bigint', (c) => c.notNull().check(sql`pur_price > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('rcoin', 'milleage')`))
    .addColumn('pur_flag', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`pur_flag between 0 and 3`))
    .addColumn('pur_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('flag_changed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('shop_purchases_user')
    .on('shop_purchases')
    .columns(['user_num', 'pur_num'])
    .execute();
  await db.schema.createIndex('shop_purchases_product').on('shop_purchases').column('product_num').execute();
  await db.schema.createIndex('shop_purchases_waiting').on('shop_purchases').column('pur_flag').execute();

  await db.schema
    .createTable('vouchers')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('value', 'bigint', (c) => c.notNull().check(sql`value > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('rcoin', 'milleage')`))
    .addColumn('batch', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('redeemed_by', 'integer', (c) => c.references('users.user_num').onDelete('restrict'))
    .addColumn('redeemed_at', 'timestamptz')
    .addColumn('redeemed_code', 'varchar(64)')
    .addColumn('referral_code', 'varchar(32)')
    .addCheckConstraint(
      'vouchers_redeemed_together',
      sql`(redeemed_by is null) = (redeemed_at is null) and (redeemed_by is null) = (redeemed_code is null)`,
    )
    .execute();
  await db.schema
    .createIndex('vouchers_redeemed_by')
    .on('vouchers')
    .columns(['redeemed_by', 'redeemed_at'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_num', 'integer', (c) => c.notNull().references('users.user_num').onDelete('cascade'))
    .addColumn('key', 'varchar(255)', (c) => c.notNull())
    .addColumn('fingerprint', 'char(64)', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('running', 'done')`))
    .addColumn('response_status', 'smallint')
    .addColumn('response_body', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_num', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropTable('vouchers').execute();
  await db.schema.dropTable('shop_purchases').execute();
  await db.schema.dropTable('shop_cart').execute();
  await db.schema.dropTable('shop_items').execute();
  await db.schema.dropTable('shop_categories').execute();
  await db.schema.dropTable('wallet_ledger').execute();
  await sql`drop function if exists wallet_ledger_append_only()`.execute(db);
}
