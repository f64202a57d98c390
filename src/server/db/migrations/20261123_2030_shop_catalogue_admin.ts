import type { Kysely } from 'kysely';

/**
 * The console's shop catalogue (docs/product/shop-console.md): a category can be hidden (its tab and its
 * items leave the public listing; nothing is deleted, so players' histories keep their rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shop_categories')
    .addColumn('is_hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_categories').dropColumn('is_hidden').execute();
}
