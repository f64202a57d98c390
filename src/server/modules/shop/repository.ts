import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const ITEM_COLUMNS = [
  'shop_items.product_num',
  'shop_items.category_id',
  'shop_items.item_name',
  'shop_items.description',
  'shop_items.icon',
  'shop_items.price',
  'shop_items.section',
  'shop_items.ribbon',
  'shop_items.stock',
  'shop_items.item_main',
  'shop_items.item_sub',
] as const;

/** The ids of hidden categories: their items leave the public listing (docs/product/shop-console.md). */
const hiddenCategories = (db: Db) =>
  db.selectFrom('shop_categories').select('id').where('is_hidden', '=', true);

/**
 * The console's category list: each category with how many items it holds and how many of those are not
 * hidden themselves (those leave the shop when the category is hidden), counted in one pass over the items.
 */
export async function categoriesWithCounts(db: Db) {
  return db
    .selectFrom('shop_categories as c')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('shop_items')
          .select([
            'category_id',
            (e) => e.fn.countAll<string>().as('items'),
            sql<string>`count(*) filter (where not is_hidden)`.as('on_sale'),
          ])
          .groupBy('category_id')
          .as('n'),
      (join) => join.onRef('n.category_id', '=', 'c.id'),
    )
    .select(['c.id', 'c.category_name', 'c.is_hidden', 'c.sort_order', 'c.version', 'n.items', 'n.on_sale'])
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
}

export async function listCategories(db: Db) {
  return db
    .selectFrom('shop_categories')
    .select(['id', 'category_name'])
    .where('is_hidden', '=', false)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Visible items of one category (0 = all), in shop order. */
export async function listItems(db: Db, category: number, limit: number, offset: number) {
  let query = db
    .selectFrom('shop_items')
    .select(ITEM_COLUMNS)
    .where('is_hidden', '=', false)
    .where('category_id', 'not in', hiddenCategories(db));
  if (category > 0) query = query.where('category_id', '=', category);
  return query.orderBy('sort_order').orderBy('product_num').limit(limit).offset(offset).execute();
}

export async function countItems(db: Db, category: number): Promise<number> {
  let query = db
    .selectFrom('shop_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_hidden', '=', false)
    .where('category_id', 'not in', hiddenCategories(db));
  if (category > 0) query = query.where('category_id', '=', category);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** How many items each category lists publicly (hidden items and hidden categories left out), in one pass. */
export async function listedCountsByCategory(db: Db): Promise<Array<{ category_id: number; n: number }>> {
  const rows = await db
    .selectFrom('shop_items')
    .select(['category_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('is_hidden', '=', false)
    .where('category_id', 'not in', hiddenCategories(db))
    .groupBy('category_id')
    .execute();
  return rows.map((row) => ({ category_id: row.category_id, n: Number(row.n) }));
}

/**
 * Adds the sales recorded since the last fold to the per-item totals, in one statement: the pending rows
 * a fold deletes are its own (a concurrent fold waits, then finds them gone), so nothing is counted twice.
 * Its cost is what was sold since the last fold, not everything ever sold.
 */
export async function foldPendingSales(db: Db): Promise<void> {
  await sql`with taken as (delete from shop_sales_pending returning product_num, delta),
              sums as (select product_num, sum(delta)::bigint as delta from taken group by product_num)
            insert into shop_item_sales as s (product_num, sold) select product_num, delta from sums
            on conflict (product_num) do update set sold = s.sold + excluded.sold`.execute(db);
}

/** The best sellers from the kept totals (foldPendingSales first), hidden items and categories left out. */
export async function listTopSales(db: Db, limit: number) {
  return db
    .selectFrom('shop_item_sales')
    .innerJoin('shop_items', 'shop_items.product_num', 'shop_item_sales.product_num')
    .select(ITEM_COLUMNS)
    .select('shop_item_sales.sold')
    .where('shop_item_sales.sold', '>', 0)
    .where('shop_items.is_hidden', '=', false)
    .where('shop_items.category_id', 'not in', hiddenCategories(db))
    .orderBy('shop_item_sales.sold', 'desc')
    .orderBy('shop_items.product_num')
    .limit(limit)
    .execute();
}

/** Visible items the operator flagged as premium sellers, in shop order. */
export async function listPremiumItems(db: Db, limit: number) {
  return db
    .selectFrom('shop_items')
    .select(ITEM_COLUMNS)
    .where('is_premium', '=', true)
    .where('is_hidden', '=', false)
    .where('category_id', 'not in', hiddenCategories(db))
    .orderBy('sort_order')
    .orderBy('product_num')
    .limit(limit)
    .execute();
}

export async function findVisibleItems(db: Db, productNums: number[]) {
  if (productNums.length === 0) return [];
  return db
    .selectFrom('shop_items')
    .select(ITEM_COLUMNS)
    .where('product_num', 'in', productNums)
    .where('is_hidden', '=', false)
    .execute();
}

export type ItemRow = Awaited<ReturnType<typeof findVisibleItems>>[number];
