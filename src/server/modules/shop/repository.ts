import { sql } from 'kysely';
import { PUR_FLAG } from '#shared/shop-rules.ts';
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

/** Best sellers by units bought and not refunded; ties go to the older product. */
export async function listTopSales(db: Db, limit: number) {
  return db
    .selectFrom('shop_purchases')
    .innerJoin('shop_items', 'shop_items.product_num', 'shop_purchases.product_num')
    .select(ITEM_COLUMNS)
    .select((eb) => eb.fn.countAll<number>().as('sold'))
    .where('shop_purchases.pur_flag', '<>', PUR_FLAG.refunded)
    .where('shop_items.is_hidden', '=', false)
    .where('shop_items.category_id', 'not in', hiddenCategories(db))
    .groupBy(ITEM_COLUMNS)
    .orderBy(sql`count(*)`, 'desc')
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
