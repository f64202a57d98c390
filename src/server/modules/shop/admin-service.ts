import {
  ADMIN_ITEMS_PAGE_SIZE,
  type AdminCategories,
  type AdminItem,
  type AdminItems,
  type CatalogueImportResult,
  type CategoryUpdate,
  type ItemSave,
  itemSaveSchema,
  type SalesReport,
} from '#shared/contracts/admin-shop.ts';
import { IMAGE_PURPOSES } from '#shared/contracts/images.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { manilaDayStart } from '#shared/manila-time.ts';
import { pageFields } from '#shared/pager.ts';
import { itemImage } from '#shared/shop-rules.ts';
import { changedFields, recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { bumpVersion, claimVersion } from '../../db/versions.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { mediaImageSize } from '../images/service.ts';
import * as catalogue from './admin-repository.ts';
import { ITEM_FIELDS, type ItemValues } from './admin-repository.ts';
import { CATALOGUE_COLUMNS, type CatalogueColumn, csvField, parseCsv, unDefused } from './catalogue-csv.ts';
import * as repo from './repository.ts';

/** Who made a change, for the audit log. */
export interface Editor {
  userNum: number;
  ip: string;
}

const NO_CATEGORY = 'There is no such category.';
const NO_ITEM = 'There is no such item.';
const NAME_TAKEN = 'Another category already has this name.';

const CATEGORY_FIELDS = ['category_name', 'is_hidden'] as const;
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

/** GET /api/admin/shop/categories: every category in shop order, hidden ones too, with its item counts. */
export async function listCategoriesForConsole(db: Db): Promise<AdminCategories> {
  const rows = await repo.categoriesWithCounts(db);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.category_name,
      hidden: r.is_hidden,
      sort_order: r.sort_order,
      items: Number(r.items ?? 0),
      on_sale: Number(r.on_sale ?? 0),
      version: r.version,
    })),
  };
}

/** Adds a category at the end of the tabs, with its audit row, in one transaction. */
export async function createCategory(db: Db, name: string, editor: Editor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await catalogue.lockCategories(trx);
    if (await catalogue.categoryNameTaken(trx, name, null)) throw conflict(NAME_TAKEN);
    const id = await catalogue.insertCategoryLast(trx, name);
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
  input: CategoryUpdate & Versioned,
  editor: Editor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await catalogue.lockCategories(trx);
    const before = await catalogue.findCategory(trx, id);
    if (!before) throw notFound(NO_CATEGORY);
    await claimVersion(trx, 'shop_categories', id, input.version);
    if (await catalogue.categoryNameTaken(trx, input.name, id)) throw conflict(NAME_TAKEN);
    const after = { category_name: input.name, is_hidden: input.hidden };
    await catalogue.updateCategory(trx, id, after);
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
    await catalogue.lockCategories(trx);
    const current = await catalogue.categoryIdsInOrder(trx);
    const known = new Set(current);
    if (ids.length !== current.length || !ids.every((id) => known.has(id))) {
      throw conflict('The categories changed meanwhile: reload the list and try again.');
    }
    for (const [index, id] of ids.entries()) {
      await catalogue.setCategorySortOrder(trx, id, index + 1);
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

function toAdminItem(r: ItemValues & { product_num: number; version: number }): AdminItem {
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
    premium: r.is_premium,
    sort_order: r.sort_order,
    version: r.version,
  };
}

/** GET /api/admin/shop/items: one page, hidden items too, searched by name or product number. */
export async function listItemsForConsole(
  db: Db,
  query: { q: string; category: number; page: number },
): Promise<AdminItems> {
  const { total, rows } = await catalogue.itemsPage(db, query);
  return { data: rows.map(toAdminItem), total, ...pageFields(query.page, total, ADMIN_ITEMS_PAGE_SIZE) };
}

const ICON = IMAGE_PURPOSES['item-icon'];

/** The item's category must exist; an uploaded icon must be stored at the icon's size. */
async function checkItem(db: Db, input: ItemSave): Promise<void> {
  if (!(await catalogue.categoryExists(db, input.category_id)))
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
    is_premium: input.premium,
    sort_order: input.sort_order,
  };
}

/** Adds an item, with its audit row, in one transaction. */
export async function createItem(db: Db, input: ItemSave, editor: Editor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkItem(trx, input);
    const values = toValues(input);
    const product_num = await uniqueName(ITEM_NAME_TAKEN, () => catalogue.insertItem(trx, values));
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

/**
 * Changes an item (404 when there is none), with its audit row. Orders already placed keep the price they
 * copied (shop_purchases.pur_price), so a new price applies to new orders only.
 */
export async function updateItem(
  db: Db,
  id: number,
  input: ItemSave & Versioned,
  editor: Editor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await catalogue.lockItem(trx, id);
    if (!before) throw notFound(NO_ITEM);
    await claimVersion(trx, 'shop_items', id, input.version);
    await checkItem(trx, input);
    const values = toValues(input);
    await uniqueName(ITEM_NAME_TAKEN, () => catalogue.updateItem(trx, id, values));
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
    const before = await catalogue.lockItem(trx, id);
    if (!before) throw notFound(NO_ITEM);
    await bumpVersion(trx, 'shop_items', id);
    await catalogue.updateItem(trx, id, { is_hidden: hidden });
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

/**
 * Sales per item over Manila days `from`..`to` (both included): units ordered in the range and kept, their
 * revenue per currency (each order's copied price), and refunds made in the range with the money given back.
 */
export async function salesReport(db: Db, from: string, to: string): Promise<SalesReport> {
  const start = manilaDayStart(from);
  const end = manilaDayStart(to, 1);
  const rows = await catalogue.salesPerItem(db, start, end);
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

// ---------- CSV export and import ----------

/** GET /api/admin/shop/items.csv: every item, hidden ones too, in product number order. */
export async function exportCatalogueCsv(db: Db): Promise<string> {
  const rows = await catalogue.allItems(db);
  const lines = [CATALOGUE_COLUMNS.join(',')];
  for (const r of rows) {
    const item = toAdminItem(r);
    lines.push(CATALOGUE_COLUMNS.map((column) => csvField(item[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** One CSV line as the item it saves, or the reason it cannot. */
function importedLine(fields: string[]): { id: number | null; item: ItemSave } | string {
  if (fields.length !== CATALOGUE_COLUMNS.length)
    return `it has ${fields.length} columns, not ${CATALOGUE_COLUMNS.length}.`;
  const raw = Object.fromEntries(CATALOGUE_COLUMNS.map((c, i) => [c, unDefused(fields[i]!)])) as Record<
    CatalogueColumn,
    string
  >;
  const number = (text: string) => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : text);
  const optional = (text: string) => (text.trim() === '' ? null : text);
  const flag = { true: true, false: false, '1': true, '0': false } as Record<string, boolean>;
  const id = raw.id.trim() === '' ? null : number(raw.id);
  if (id !== null && (typeof id !== 'number' || id < 1 || id > 2_147_483_647))
    return 'id must be empty or an item number.';
  const parsed = itemSaveSchema.safeParse({
    name: raw.name,
    category_id: number(raw.category_id),
    icon: optional(raw.icon),
    item_main: number(raw.item_main),
    item_sub: number(raw.item_sub),
    price: number(raw.price),
    section: number(raw.section),
    stock: raw.stock.trim() === '' ? null : number(raw.stock),
    ribbon: optional(raw.ribbon),
    description: raw.description,
    hidden: flag[raw.hidden.trim().toLowerCase()] ?? raw.hidden,
    premium: flag[raw.premium.trim().toLowerCase()] ?? raw.premium,
    sort_order: number(raw.sort_order || '0'),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `${String(issue.path[0] ?? 'a field')}: ${issue.message}`;
  }
  return { id, item: parsed.data };
}

/**
 * POST /api/admin/shop/import: checks every line of a catalogue CSV and answers what it would change (an
 * empty id adds an item; an id changes that item). With `apply`, makes all of it in one transaction with an
 * audit row per item, or, when any line is wrong, nothing (400 naming each wrong line).
 */
export async function importCatalogue(
  db: Db,
  input: { csv: string; apply: boolean },
  editor: Editor,
): Promise<CatalogueImportResult> {
  const rows = parseCsv(input.csv);
  if (!rows) throw badRequest('The file has a quote that is never closed; nothing was changed.');
  const [header, ...lines] = rows;
  if (!header || header.map((h) => h.trim()).join(',') !== CATALOGUE_COLUMNS.join(',')) {
    throw badRequest(`The first line must be the columns of an export: ${CATALOGUE_COLUMNS.join(',')}.`);
  }
  if (lines.length > 5000) throw badRequest('The file may hold at most 5000 items.');
  return db.transaction().execute(async (trx) => {
    await catalogue.lockItems(trx);
    const errors: Record<string, string> = {};
    const parsed: { line: number; id: number | null; item: ItemSave }[] = [];
    lines.forEach((fields, index) => {
      const line = index + 2;
      const result = importedLine(fields);
      if (typeof result === 'string') errors[`line ${line}`] = `Line ${line}: ${result}`;
      else parsed.push({ line, ...result });
    });
    const current = new Map((await catalogue.itemsForImport(trx)).map((r) => [r.product_num, r]));
    const categories = new Set(await catalogue.allCategoryIds(trx));
    const seenIds = new Set<number>();
    const names = new Map<string, number | null>();
    for (const r of current.values()) names.set(r.item_name.toLowerCase(), r.product_num);
    const fileNames = new Set<string>();
    const checkedIcons = new Map<string, boolean>();
    for (const { line, id, item } of parsed) {
      const fail = (message: string) => {
        errors[`line ${line}`] ??= `Line ${line}: ${message}`;
      };
      if (id !== null && !current.has(id)) fail(`there is no item ${id}.`);
      if (id !== null && seenIds.has(id)) fail(`item ${id} is listed twice.`);
      if (id !== null) seenIds.add(id);
      if (!categories.has(item.category_id)) fail(`there is no category ${item.category_id}.`);
      const key = item.name.toLowerCase();
      if (fileNames.has(key)) fail(`the name ${item.name} is listed twice.`);
      fileNames.add(key);
      const owner = names.get(key);
      if (owner !== undefined && owner !== id) fail(`another item already has the name ${item.name}.`);
      if (
        item.icon?.startsWith('/media/') &&
        item.icon !== (id !== null ? current.get(id)?.icon : undefined)
      ) {
        if (!checkedIcons.has(item.icon)) {
          const size = await mediaImageSize(trx, item.icon);
          checkedIcons.set(item.icon, size?.width === ICON.width && size?.height === ICON.height);
        }
        if (!checkedIcons.get(item.icon)) fail('the icon is not stored as an item icon.');
      }
    }
    const problems = Object.keys(errors).length;
    if (problems > 0) {
      throw badRequest(
        `The file has ${problems} wrong line${problems === 1 ? '' : 's'}; nothing was changed.`,
        errors,
      );
    }
    const changes: CatalogueImportResult['changes'] = [];
    let unchanged = 0;
    for (const { line, id, item } of parsed) {
      const values = toValues(item);
      const diff = changedFields(id === null ? null : current.get(id)!, values, ITEM_FIELDS);
      if (id !== null && diff.length === 0) {
        unchanged++;
        continue;
      }
      changes.push({ line, id, name: item.name, action: id === null ? 'create' : 'update', changes: diff });
    }
    if (!input.apply) {
      return {
        message: `${changes.length} change${changes.length === 1 ? '' : 's'} to apply.`,
        applied: false,
        changes,
        unchanged,
      };
    }
    for (const change of changes) {
      const values = toValues(parsed.find((p) => p.line === change.line)!.item);
      let recordId = change.id;
      if (change.id === null) {
        recordId = await uniqueName(ITEM_NAME_TAKEN, () => catalogue.insertItem(trx, values));
        change.id = recordId;
      } else {
        await bumpVersion(trx, 'shop_items', change.id);
        const id = change.id;
        await uniqueName(ITEM_NAME_TAKEN, () => catalogue.updateItem(trx, id, values));
      }
      await recordAudit(trx, {
        staff: editor.userNum,
        ip: editor.ip,
        action: change.action === 'create' ? 'shop.item.create' : 'shop.item.update',
        recordType: 'shop_item',
        recordId,
        changes: change.changes,
      });
    }
    return {
      message: `${changes.length} change${changes.length === 1 ? '' : 's'} applied.`,
      applied: true,
      changes,
      unchanged,
    };
  });
}
