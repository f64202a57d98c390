import { type Selectable, sql } from 'kysely';
import { ADMIN_ITEMS_PAGE_SIZE } from '#shared/contracts/admin-shop.ts';
import { PUR_FLAG } from '#shared/shop-rules.ts';
import type { Db } from '../../db/database.ts';
import type { ShopTables } from '../../db/tables/shop.ts';

/** The console catalogue's Kysely code (docs/product/shop-console.md); the shop's own reads are in repository.ts. */

/** The fields an operator edits on an item, as the audit log names them. */
export const ITEM_FIELDS = [
  'category_id',
  'item_name',
  'description',
  'icon',
  'price',
  'section',
  'ribbon',
  'stock',
  'item_main',
  'item_sub',
  'is_hidden',
  'is_premium',
  'sort_order',
] as const;

/** An item's edited columns, as stored: derived from the table, so a column added there cannot drift. */
export type ItemValues = Pick<Selectable<ShopTables['shop_items']>, (typeof ITEM_FIELDS)[number]>;

const ITEM_COLUMNS = ['product_num', ...ITEM_FIELDS, 'version'] as const;

// ---------- categories ----------

/** One category writer at a time: a name check and the next sort order stay true until commit. */
export async function lockCategories(trx: Db): Promise<void> {
  await sql`lock table shop_categories in share row exclusive mode`.execute(trx);
}

/** Whether another category (not `except`) has this name, whatever its case. */
export async function categoryNameTaken(db: Db, name: string, except: number | null): Promise<boolean> {
  let query = db
    .selectFrom('shop_categories')
    .select('id')
    .where(sql<string>`lower(category_name)`, '=', name.toLowerCase());
  if (except !== null) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Adds a category after the last tab; its id. */
export async function insertCategoryLast(trx: Db, name: string): Promise<number> {
  const { next } = await trx
    .selectFrom('shop_categories')
    .select(sql<number>`coalesce(max(sort_order), 0) + 1`.as('next'))
    .executeTakeFirstOrThrow();
  const { id } = await trx
    .insertInto('shop_categories')
    .values({ category_name: name, sort_order: Number(next) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findCategory(db: Db, id: number) {
  return db
    .selectFrom('shop_categories')
    .select(['category_name', 'is_hidden'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateCategory(
  trx: Db,
  id: number,
  values: { category_name: string; is_hidden: boolean },
): Promise<void> {
  await trx.updateTable('shop_categories').set(values).where('id', '=', id).execute();
}

/** Every category's id in tab order. */
export async function categoryIdsInOrder(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('shop_categories')
    .select('id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function setCategorySortOrder(trx: Db, id: number, sortOrder: number): Promise<void> {
  await trx.updateTable('shop_categories').set({ sort_order: sortOrder }).where('id', '=', id).execute();
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('shop_categories').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

// ---------- items ----------

/** One console page of items, hidden ones too, searched by name or product number, with the match count. */
export async function itemsPage(db: Db, query: { q: string; category: number; page: number }) {
  let base = db.selectFrom('shop_items');
  if (query.category > 0) base = base.where('category_id', '=', query.category);
  if (query.q !== '') {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const asNumber = /^\d{1,9}$/.test(query.q) ? Number(query.q) : null;
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`lower(item_name)`, 'like', pattern),
        ...(asNumber === null ? [] : [eb('product_num', '=', asNumber)]),
      ]),
    );
  }
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(ITEM_COLUMNS)
      .orderBy('category_id')
      .orderBy('sort_order')
      .orderBy('product_num')
      .limit(ADMIN_ITEMS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_ITEMS_PAGE_SIZE)
      .execute(),
  ]);
  return { total: Number(n), rows };
}

/** Every item, hidden ones too, in product number order (the CSV export). */
export function allItems(db: Db) {
  return db.selectFrom('shop_items').select(ITEM_COLUMNS).orderBy('product_num').execute();
}

/** Adds an item; its product number. */
export async function insertItem(trx: Db, values: ItemValues): Promise<number> {
  const { product_num } = await trx
    .insertInto('shop_items')
    .values(values)
    .returning('product_num')
    .executeTakeFirstOrThrow();
  return product_num;
}

/** An item's edited fields, its row locked until the transaction ends; undefined when there is none. */
export function lockItem(trx: Db, id: number): Promise<ItemValues | undefined> {
  return trx
    .selectFrom('shop_items')
    .select(ITEM_FIELDS)
    .where('product_num', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateItem(trx: Db, id: number, values: Partial<ItemValues>): Promise<void> {
  await trx.updateTable('shop_items').set(values).where('product_num', '=', id).execute();
}

/** No other catalogue write between an import's check and its writes. */
export async function lockItems(trx: Db): Promise<void> {
  await sql`lock table shop_items in share row exclusive mode`.execute(trx);
}

/** Every item's edited fields and number, for an import to compare against. */
export function itemsForImport(trx: Db) {
  return trx
    .selectFrom('shop_items')
    .select([...ITEM_FIELDS, 'product_num'])
    .execute();
}

export async function allCategoryIds(trx: Db): Promise<number[]> {
  return (await trx.selectFrom('shop_categories').select('id').execute()).map((c) => c.id);
}

// ---------- sales ----------

/**
 * Per item, over [start, end): orders placed and kept, their revenue per currency (each order's copied price),
 * and refunds made with the money given back. Counts and sums come back as PostgreSQL's text numbers.
 */
export async function salesPerItem(db: Db, start: Date, end: Date) {
  const sold = sql<boolean>`p.pur_date >= ${start} and p.pur_date < ${end} and p.pur_flag <> ${PUR_FLAG.refunded}`;
  const refunded = sql<boolean>`p.pur_flag = ${PUR_FLAG.refunded} and p.flag_changed_at >= ${start} and p.flag_changed_at < ${end}`;
  const { rows } = await sql<{
    id: number;
    name: string;
    units: string;
    rcoin: string;
    milleage: string;
    refunds: string;
    refunded_rcoin: string;
    refunded_milleage: string;
  }>`
    select i.product_num as id, i.item_name as name,
      count(*) filter (where ${sold}) as units,
      coalesce(sum(p.pur_price) filter (where ${sold} and p.currency = 'rcoin'), 0) as rcoin,
      coalesce(sum(p.pur_price) filter (where ${sold} and p.currency = 'milleage'), 0) as milleage,
      count(*) filter (where ${refunded}) as refunds,
      coalesce(sum(p.pur_price) filter (where ${refunded} and p.currency = 'rcoin'), 0) as refunded_rcoin,
      coalesce(sum(p.pur_price) filter (where ${refunded} and p.currency = 'milleage'), 0) as refunded_milleage
    from shop_purchases p join shop_items i on i.product_num = p.product_num
    where (${sold}) or (${refunded})
    group by i.product_num, i.item_name
    order by count(*) filter (where ${sold}) desc, i.product_num
  `.execute(db);
  return rows;
}
