import { type Kysely, sql } from 'kysely';

/**
 * The premium-seller flag (docs/product/shop-console.md, Premium sellers): an operator picks the items the
 * shop's Premium Sellers area shows. The partial index keeps that read small however large the catalogue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shop_items')
    .addColumn('is_premium', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('shop_items_premium_idx')
    .on('shop_items')
    .columns(['sort_order', 'product_num'])
    .where(sql.ref('is_premium'), '=', true)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('shop_items_premium_idx').execute();
  await db.schema.alterTable('shop_items').dropColumn('is_premium').execute();
}
