import { sql } from 'kysely';
import {
  ADMIN_ITEMS_PAGE_SIZE,
  type AdminCategories,
  type AdminItem,
  type AdminItems,
  type CategoryUpdate,
  type ItemSave,
  type SalesReport,
} from '#shared/contracts/admin-shop.ts';
import { IMAGE_PURPOSES } from '#shared/contracts/images.ts';
import { pageFields } from '#shared/pager.ts';
import { itemImage, PUR_FLAG } from '#shared/shop-rules.ts';
import { changedFields, recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { mediaImageSize } from '../images/service.ts';

/** Who made a change, for the audit log. */
export interface Editor {
  userNum: number;
  ip: string;
}

const NO_CATEGORY = 'There is no such category.';
const NO_ITEM = 'There is no such item.';
const NAME_TAKEN = 'Another category already has this name.';

const CATEGORY_FIELDS = ['category_name', 'is_hidden'] as const;
const ITEM_FIELDS = [
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
  'sort_order',
] as const;

type ItemValues = {
  category_id: number;
  item_name: string;
  description: string;
  icon: string | null;
  price: number;
  section: number;
  ribbon: string | null;
  stock: number | null;
  item_main: number;
  item_sub: number;
  is_hidden: boolean;
  sort_order: number;
};

const ITEM_NAME_TAKEN = 'Another item already has this name.';

/** A unique name taken meanwhile (PostgreSQL unique_violation) becomes 409 rather than 500. */
async function uniqueName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict(message);
    throw error;
  }
}

// ---------- categories ----------

/** GET /api/admin/shop/categories: every category in shop order, hidden ones too, with its item count. */
export async function listCategoriesForConsole(db: Db): Promise<AdminCategories> {
  const rows = await db
    .selectFrom('shop_categories as c')
    .select(['c.id', 'c.category_name', 'c.is_hidden', 'c.sort_order'])
    .select((eb) =>
      eb
        .selectFrom('shop_items')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('shop_items.category_id', '=', 'c.id')
        .as('items'),
    )
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.category_name,
      hidden: r.is_hidden,
      sort_order: r.sort_order,
      items: Number(r.items ?? 0),
    })),
  };
}

async function nameTaken(db: Db, name: string, except: number | null): Promise<boolean> {
  let query = db
    .selectFrom('shop_categories')
    .select('id')
    .where(sql<string>`lower(category_name)`, '=', name.toLowerCase());
  if (except !== null) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Adds a category at the end of the tabs, with its audit row, in one transaction. */
export async function createCategory(db: Db, name: string, editor: Editor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // One writer at a time: the name check and the next sort order stay true until commit.
    await sql`lock table shop_categories in share row exclusive mode`.execute(trx);
    if (await nameTaken(trx, name, null)) throw conflict(NAME_TAKEN);
    const { next } = await trx
      .selectFrom('shop_categories')
      .select(sql<number>`coalesce(max(sort_order), 0) + 1`.as('next'))
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('shop_categories')
      .values({ category_name: name, sort_order: Number(next) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'shop.category.create',
      recordType: 'shop_category',
      recordId: id,
      changes: changedFields(null, { category_name: name, is_hidden: false }, CATEGORY_FIELDS),
    });
    return id;
  });
}

/** Renames and hides or shows a category (404 when there is none), with its audit row. */
export async function updateCategory(
  db: Db,
  id: number,
  input: CategoryUpdate,
  editor: Editor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`lock table shop_categories in share row exclusive mode`.execute(trx);
    const before = await trx
      .selectFrom('shop_categories')
      .select(['category_name', 'is_hidden'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw notFound(NO_CATEGORY);
    if (await nameTaken(trx, input.name, id)) throw conflict(NAME_TAKEN);
    const after = { category_name: input.name, is_hidden: input.hidden };
    await trx.updateTable('shop_categories').set(after).where('id', '=', id).execute();
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'shop.category.update',
      recordType: 'shop_category',
      recordId: id,
      changes: changedFields(before, after, CATEGORY_FIELDS),
    });
  });
}

/** Puts the categories in the order of `ids`, which must name every category once (else 409). */
export async function reorderCategories(db: Db, ids: number[], editor: Editor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`lock table shop_categories in share row exclusive mode`.execute(trx);
    const current = (
      await trx.selectFrom('shop_categories').select('id').orderBy('sort_order').orderBy('id').execute()
    ).map((r) => r.id);
    const known = new Set(current);
    if (ids.length !== current.length || !ids.every((id) => known.has(id))) {
      throw conflict('The categories changed meanwhile: reload the list and try again.');
    }
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable('shop_categories')
        .set({ sort_order: index + 1 })
        .where('id', '=', id)
        .execute();
    }
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'shop.category.reorder',
      recordType: 'shop_category',
      recordId: null,
      changes: changedFields({ order: current }, { order: ids }, ['order']),
    });
  });
}

// ---------- items ----------

const ITEM_COLUMNS = [
  'product_num',
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
  'sort_order',
] as const;

function toAdminItem(r: ItemValues & { product_num: number }): AdminItem {
  return {
    id: r.product_num,
    name: r.item_name,
    category_id: r.category_id,
    icon: r.icon,
    image_url: itemImage(r.icon),
    item_main: r.item_main,
    item_sub: r.item_sub,
    price: r.price,
    section: r.section,
    stock: r.stock,
    ribbon: r.ribbon,
    description: r.description,
    hidden: r.is_hidden,
    sort_order: r.sort_order,
  };
}

/** GET /api/admin/shop/items: one page, hidden items too, searched by name or product number. */
export async function listItemsForConsole(
  db: Db,
  query: { q: string; category: number; page: number },
): Promise<AdminItems> {
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
  const total = Number(n);
  return { data: rows.map(toAdminItem), total, ...pageFields(query.page, total, ADMIN_ITEMS_PAGE_SIZE) };
}

const ICON = IMAGE_PURPOSES['item-icon'];

/** The item's category must exist; an uploaded icon must be stored at the icon's size. */
async function checkItem(db: Db, input: ItemSave): Promise<void> {
  const category = await db
    .selectFrom('shop_categories')
    .select('id')
    .where('id', '=', input.category_id)
    .executeTakeFirst();
  if (!category)
    throw badRequest('There is no such category.', { category_id: 'There is no such category.' });
  if (input.icon?.startsWith('/media/')) {
    const size = await mediaImageSize(db, input.icon);
    if (!size || size.width !== ICON.width || size.height !== ICON.height) {
      const message = 'The icon is not stored as an item icon: upload it again.';
      throw badRequest(message, { icon: message });
    }
  }
}

function toValues(input: ItemSave): ItemValues {
  return {
    category_id: input.category_id,
    item_name: input.name,
    description: input.description,
    icon: input.icon,
    price: input.price,
    section: input.section,
    ribbon: input.ribbon,
    stock: input.stock,
    item_main: input.item_main,
    item_sub: input.item_sub,
    is_hidden: input.hidden,
    sort_order: input.sort_order,
  };
}

/** Adds an item, with its audit row, in one transaction. */
export async function createItem(db: Db, input: ItemSave, editor: Editor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkItem(trx, input);
    const values = toValues(input);
    const { product_num } = await uniqueName(ITEM_NAME_TAKEN, () =>
      trx.insertInto('shop_items').values(values).returning('product_num').executeTakeFirstOrThrow(),
    );
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'shop.item.create',
      recordType: 'shop_item',
      recordId: product_num,
      changes: changedFields(null, values, ITEM_FIELDS),
    });
    return product_num;
  });
}

async function lockItem(trx: Db, id: number): Promise<ItemValues | undefined> {
  return trx
    .selectFrom('shop_items')
    .select(ITEM_FIELDS)
    .where('product_num', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Changes an item (404 when there is none), with its audit row. Orders already placed keep the price they
 * copied (shop_purchases.pur_price), so a new price applies to new orders only.
 */
export async function updateItem(db: Db, id: number, input: ItemSave, editor: Editor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockItem(trx, id);
    if (!before) throw notFound(NO_ITEM);
    await checkItem(trx, input);
    const values = toValues(input);
    await uniqueName(ITEM_NAME_TAKEN, () =>
      trx.updateTable('shop_items').set(values).where('product_num', '=', id).execute(),
    );
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'shop.item.update',
      recordType: 'shop_item',
      recordId: id,
      changes: changedFields(before, values, ITEM_FIELDS),
    });
  });
}

/** Hides or shows an item (404 when there is none), with its audit row. */
export async function setItemHidden(db: Db, id: number, hidden: boolean, editor: Editor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockItem(trx, id);
    if (!before) throw notFound(NO_ITEM);
    await trx.updateTable('shop_items').set({ is_hidden: hidden }).where('product_num', '=', id).execute();
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: hidden ? 'shop.item.hide' : 'shop.item.show',
      recordType: 'shop_item',
      recordId: id,
      changes: changedFields({ is_hidden: before.is_hidden }, { is_hidden: hidden }, ['is_hidden']),
    });
  });
}

// ---------- sales ----------

/** The instant a Manila day (YYYY-MM-DD) starts; Manila keeps UTC+8 all year. */
const manilaDayStart = (date: string, plusDays = 0) =>
  new Date(Date.parse(`${date}T00:00:00+08:00`) + plusDays * 86_400_000);

/**
 * Sales per item over Manila days `from`..`to` (both included): units ordered in the range and kept, their
 * revenue per currency (each order's copied price), and refunds made in the range with the money given back.
 */
export async function salesReport(db: Db, from: string, to: string): Promise<SalesReport> {
  const start = manilaDayStart(from);
  const end = manilaDayStart(to, 1);
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
  const data = rows.map((r) => ({
    id: r.id,
    name: r.name,
    units: Number(r.units),
    revenue: { rcoin: Number(r.rcoin), milleage: Number(r.milleage) },
    refunds: Number(r.refunds),
    refunded: { rcoin: Number(r.refunded_rcoin), milleage: Number(r.refunded_milleage) },
  }));
  const sum = (pick: (row: (typeof data)[number]) => number) => data.reduce((n, row) => n + pick(row), 0);
  return {
    from,
    to,
    data,
    total: {
      units: sum((r) => r.units),
      revenue: { rcoin: sum((r) => r.revenue.rcoin), milleage: sum((r) => r.revenue.milleage) },
      refunds: sum((r) => r.refunds),
      refunded: { rcoin: sum((r) => r.refunded.rcoin), milleage: sum((r) => r.refunded.milleage) },
    },
  };
}
