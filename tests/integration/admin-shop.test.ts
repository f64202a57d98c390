import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_CSV_MAX } from '#shared/contracts/admin-shop.ts';
import { MAX_PRICE } from '#shared/shop-rules.ts';
import { parseCsv } from '../../src/server/modules/shop/catalogue-csv.ts';
import {
  adminClient,
  auditMark,
  auditRows,
  failAuditOf,
  storeTestImage,
  versionOf,
} from '../support/admin-client.ts';
import { shopClient } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  createCategory,
  createItem,
  createPlayer,
  expectMoneyInvariant,
} from '../support/wallet-factories.ts';

let t: TestApp;
let call: Awaited<ReturnType<typeof adminClient>>['call'];
let adminNum: number;
let ICON: { url: string; width: number; height: number };

beforeAll(async () => {
  t = await createTestApp();
  const client = await adminClient(t);
  call = client.call;
  adminNum = client.admin.user.user_num;
  ICON = await storeTestImage(t, 80, 80, 'item-icon');
});
afterAll(() => t.close());
let mark: number;
beforeEach(async () => {
  mark = await auditMark(t);
});

let counter = 0;
const unique = (base: string) => `${base} ${++counter} ${Math.random().toString(36).slice(2, 6)}`;

const item = (categoryId: number, over: Record<string, unknown> = {}) => ({
  name: unique('Console Sword'),
  category_id: categoryId,
  icon: ICON.url,
  item_main: 12,
  item_sub: 34,
  price: 250,
  section: 1,
  stock: null,
  ribbon: 'new',
  description: 'A sharp blade.',
  hidden: false,
  premium: false,
  sort_order: 0,
  ...over,
});

const itemRow = (id: number) =>
  t.db.selectFrom('shop_items').selectAll().where('product_num', '=', id).executeTakeFirstOrThrow();
const publicItems = async (category: number) =>
  (await t.app.inject(`/api/itemshop?category=${category}`)).json().itemshopdata as {
    ProductNum: number;
    ItemName: string;
    image_url: string;
    price: number;
  }[];

describe('categories', () => {
  it('creates, renames, hides and reorders, each with an audit row', async () => {
    const name = unique('Cat');
    const created = await call('POST', '/api/admin/shop/categories', { name });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    let list = (await call('GET', '/api/admin/shop/categories')).body.data as { id: number; name: string }[];
    expect(list.at(-1)).toMatchObject({ id, name, hidden: false, items: 0, on_sale: 0 });
    expect((await t.app.inject('/api/shopcategories')).json()).toContainEqual({ id, category_name: name });

    const renamed = unique('Renamed');
    expect(
      (await call('PUT', `/api/admin/shop/categories/${id}`, { name: renamed, hidden: true, version: 1 }))
        .status,
    ).toBe(200);
    // Hidden: no tab for players.
    const tabs = (await t.app.inject('/api/shopcategories')).json() as { id: number }[];
    expect(tabs.map((c) => c.id)).not.toContain(id);

    list = (await call('GET', '/api/admin/shop/categories')).body.data;
    const ids = list.map((c) => c.id).reverse();
    expect((await call('PUT', '/api/admin/shop/categories/order', { ids })).status).toBe(200);
    list = (await call('GET', '/api/admin/shop/categories')).body.data;
    expect(list.map((c) => c.id)).toEqual(ids);
    // A list that misses a category is refused.
    expect((await call('PUT', '/api/admin/shop/categories/order', { ids: ids.slice(1) })).status).toBe(409);

    const audit = await auditRows(t, 'shop_category', mark);
    expect(audit.map((r) => r.action)).toEqual([
      'shop.category.create',
      'shop.category.update',
      'shop.category.reorder',
    ]);
    expect(audit[0]).toMatchObject({ actor_user_num: adminNum, record_id: String(id) });
    expect(audit[1]!.changes).toEqual([
      { field: 'category_name', old: name, new: renamed },
      { field: 'is_hidden', old: false, new: true },
    ]);
  });

  it('refuses bad input with 400, a taken name with 409, a missing one with 404, changing nothing', async () => {
    const before = await t.db.selectFrom('shop_categories').selectAll().orderBy('id').execute();
    const existing = before[0]!;
    for (const body of [{}, { name: '' }, { name: 'x'.repeat(41) }, { name: 5 }, { name: 'ok', extra: 1 }]) {
      expect((await call('POST', '/api/admin/shop/categories', body)).status).toBe(400);
    }
    expect(
      (await call('POST', '/api/admin/shop/categories', { name: existing.category_name.toUpperCase() }))
        .status,
    ).toBe(409);
    expect(
      (
        await call('PUT', `/api/admin/shop/categories/${existing.id}`, {
          name: 'x',
          version: existing.version,
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/admin/shop/categories/999999', { name: 'x', hidden: false, version: 1 }))
        .status,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/admin/shop/categories/abc', { name: 'x', hidden: false, version: 1 })).status,
    ).toBe(400);
    expect(await t.db.selectFrom('shop_categories').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await auditRows(t, 'shop_category', mark)).toEqual([]);
  });
});

describe('items', () => {
  it('creates an item with an uploaded icon that the shop lists at once, with an audit row', async () => {
    const category = await createCategory(t.db);
    const body = item(category.id);
    const res = await call('POST', '/api/admin/shop/items', body);
    expect(res.status).toBe(200);
    const id = res.body.id as number;
    expect(await itemRow(id)).toMatchObject({
      item_name: body.name,
      icon: ICON.url,
      item_main: 12,
      item_sub: 34,
      price: 250,
      section: 1,
      ribbon: 'new',
      is_hidden: false,
    });
    expect(await publicItems(category.id)).toEqual([
      expect.objectContaining({ ProductNum: id, ItemName: body.name, image_url: ICON.url, price: 250 }),
    ]);
    const list = await call('GET', `/api/admin/shop/items?category=${category.id}`);
    expect(list.body).toMatchObject({ total: 1, data: [{ id, name: body.name, image_url: ICON.url }] });
    const search = await call(
      'GET',
      `/api/admin/shop/items?q=${encodeURIComponent(body.name.toLowerCase())}`,
    );
    expect(search.body.data.map((i: { id: number }) => i.id)).toEqual([id]);
    const [audit] = await auditRows(t, 'shop_item', mark);
    expect(audit).toMatchObject({
      action: 'shop.item.create',
      record_id: String(id),
      actor_user_num: adminNum,
    });
    expect(audit!.changes).toContainEqual({ field: 'price', old: null, new: 250 });
  });

  it('refuses bad input with 400 (and a missing item with 404), changing nothing', async () => {
    const category = await createCategory(t.db);
    const wrongSize = await storeTestImage(t, 615, 210, 'banner');
    const existing = await createItem(t.db, { price: 10, categoryId: category.id });
    const before = await itemRow(existing.product_num);
    const bad = [
      { name: '' },
      { price: 0 },
      { price: 1.5 },
      { price: 10_000_001 },
      { section: 3 },
      { ribbon: 'gold' },
      { stock: -1 },
      { item_main: -1 },
      { category_id: 999_999 },
      { icon: 'https://evil.example/x.png' },
      { icon: '../x.png' },
      { icon: wrongSize.url },
      { extra: true },
    ];
    for (const over of bad) {
      const res = await call(
        'PUT',
        `/api/admin/shop/items/${existing.product_num}`,
        item(category.id, { ...over, version: before.version }),
      );
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message).toBeTruthy();
      expect((await call('POST', '/api/admin/shop/items', item(category.id, over))).status).toBe(400);
    }
    expect(
      (await call('PUT', '/api/admin/shop/items/999999', item(category.id, { version: 1 }))).status,
    ).toBe(404);
    expect((await call('PUT', '/api/admin/shop/items/999999/visibility', { hidden: true })).status).toBe(404);
    // A name another item has: 409, not 500.
    const res = await call('POST', '/api/admin/shop/items', item(category.id, { name: before.item_name }));
    expect(res.status).toBe(409);
    expect(await itemRow(existing.product_num)).toEqual(before);
    const count = await t.db
      .selectFrom('shop_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category_id', '=', category.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect(await auditRows(t, 'shop_item', mark)).toEqual([]);
  });

  it('a failing audit write leaves the item unchanged', async () => {
    const category = await createCategory(t.db);
    const existing = await createItem(t.db, { price: 10, categoryId: category.id });
    const before = await itemRow(existing.product_num);
    const remove = await failAuditOf(t, 'shop.item.update');
    try {
      const save = item(category.id, { version: before.version });
      const res = await call('PUT', `/api/admin/shop/items/${existing.product_num}`, save);
      expect(res.status).toBe(500);
    } finally {
      await remove();
    }
    expect(await itemRow(existing.product_num)).toEqual(before);
  });

  it('a price change applies to new orders only: placed orders and histories keep their price', async () => {
    const category = await createCategory(t.db);
    const body = item(category.id, { price: 100 });
    const id = (await call('POST', '/api/admin/shop/items', body)).body.id as number;
    const player = await createPlayer(t.db, { rcoin: 1000 });
    const shop = shopClient(t.app, player.auth);
    expect((await shop.buy(id)).statusCode).toBe(200);

    const res = await call('PUT', `/api/admin/shop/items/${id}`, { ...body, price: 300, version: 1 });
    expect(res.status).toBe(200);
    const [audit] = await auditRows(t, 'shop_item', mark).then((rows) => rows.slice(1));
    expect(audit!.changes).toEqual([{ field: 'price', old: 100, new: 300 }]);

    const history = (await shop.get('/api/shoppurchases')).json().purchasehistory;
    expect(history).toEqual([expect.objectContaining({ price: 100 })]);
    expect((await shop.buy(id)).json()).toMatchObject({ userPoints: 1000 - 100 - 300 });
    const prices = await t.db
      .selectFrom('shop_purchases')
      .select('pur_price')
      .where('product_num', '=', id)
      .orderBy('pur_num')
      .execute();
    expect(prices.map((p) => Number(p.pur_price))).toEqual([100, 300]);
    await expectMoneyInvariant(t.db);
  });

  it('a hidden item leaves the shop, stays in histories, shows as unavailable in a cart and cannot be bought', async () => {
    const category = await createCategory(t.db);
    const body = item(category.id, { price: 50 });
    const id = (await call('POST', '/api/admin/shop/items', body)).body.id as number;
    const player = await createPlayer(t.db, { rcoin: 1000 });
    const shop = shopClient(t.app, player.auth);
    expect((await shop.buy(id)).statusCode).toBe(200);
    expect((await shop.addToCart(id)).statusCode).toBe(200);

    expect((await call('PUT', `/api/admin/shop/items/${id}/visibility`, { hidden: true })).status).toBe(200);
    expect(await publicItems(category.id)).toEqual([]);
    expect(await publicItems(0)).not.toContainEqual(expect.objectContaining({ ProductNum: id }));
    // Still in the console's list, marked hidden.
    const list = await call('GET', `/api/admin/shop/items?category=${category.id}`);
    expect(list.body.data).toEqual([expect.objectContaining({ id, hidden: true })]);
    // The player's history keeps it, with its name and icon.
    const history = (await shop.get('/api/shoppurchases')).json().purchasehistory;
    expect(history).toEqual([
      expect.objectContaining({
        shopitem: expect.objectContaining({ ItemName: body.name, image_url: ICON.url }),
      }),
    ]);
    const cart = (await shop.cart()).json();
    expect(cart).toEqual([expect.objectContaining({ productnum: id, available: false })]);
    expect((await shop.buy(id)).statusCode).not.toBe(200);
    const bought = await t.db
      .selectFrom('shop_purchases')
      .select('pur_num')
      .where('product_num', '=', id)
      .execute();
    expect(bought).toHaveLength(1);

    const audit = await auditRows(t, 'shop_item', mark);
    expect(audit.at(-1)).toMatchObject({
      action: 'shop.item.hide',
      changes: [{ field: 'is_hidden', old: false, new: true }],
    });
    // Shown again: back in the shop.
    expect((await call('PUT', `/api/admin/shop/items/${id}/visibility`, { hidden: false })).status).toBe(200);
    expect((await publicItems(category.id)).map((i) => i.ProductNum)).toEqual([id]);
    await expectMoneyInvariant(t.db);
  });

  it('items of a hidden category leave the public listing', async () => {
    const category = await createCategory(t.db);
    const visible = await createItem(t.db, { price: 10, categoryId: category.id });
    expect((await publicItems(0)).map((i) => i.ProductNum)).toContain(visible.product_num);
    const name = (
      await t.db
        .selectFrom('shop_categories')
        .select('category_name')
        .where('id', '=', category.id)
        .executeTakeFirstOrThrow()
    ).category_name;
    const version = await versionOf(t, 'shop_categories', category.id);
    expect(
      (await call('PUT', `/api/admin/shop/categories/${category.id}`, { name, hidden: true, version }))
        .status,
    ).toBe(200);
    expect((await publicItems(0)).map((i) => i.ProductNum)).not.toContain(visible.product_num);
    expect(await publicItems(category.id)).toEqual([]);
  });
});

describe('premium sellers', () => {
  const premiumIds = async () =>
    ((await t.app.inject('/api/premiumsellers')).json().itemshopdata as { ProductNum: number }[]).map(
      (i) => i.ProductNum,
    );

  it('the flag puts visible items in the Premium Sellers area, in sort order, with an audit row', async () => {
    const category = await createCategory(t.db);
    const later = await call(
      'POST',
      '/api/admin/shop/items',
      item(category.id, { premium: true, sort_order: 9 }),
    );
    const first = await call(
      'POST',
      '/api/admin/shop/items',
      item(category.id, { premium: true, sort_order: 1 }),
    );
    const plain = await call('POST', '/api/admin/shop/items', item(category.id));
    const ids = [later, first, plain].map((r) => {
      expect(r.status).toBe(200);
      return r.body.id as number;
    });
    expect(await premiumIds()).toEqual([ids[1], ids[0]]);
    const listed = await call('GET', `/api/admin/shop/items?category=${category.id}`);
    expect(listed.body.data.map((i: { premium: boolean }) => i.premium)).toEqual([false, true, true]);

    // Unflagged with a full save: out of the area, and the audit row names the change.
    const mark2 = await auditMark(t);
    const save = await call(
      'PUT',
      `/api/admin/shop/items/${ids[0]}`,
      item(category.id, { premium: false, sort_order: 9, version: 1 }),
    );
    expect(save.status).toBe(200);
    expect(await premiumIds()).toEqual([ids[1]]);
    const [row] = await auditRows(t, 'shop_item', mark2);
    expect(row).toMatchObject({ action: 'shop.item.update', record_id: String(ids[0]) });
    expect(row!.changes).toContainEqual({ field: 'is_premium', old: true, new: false });

    // A hidden premium item, or one in a hidden category, leaves the area (which, with no flagged item
    // left, shows the best sellers of the earlier tests instead).
    await call('PUT', `/api/admin/shop/items/${ids[1]}/visibility`, { hidden: true });
    expect(await premiumIds()).not.toContain(ids[1]);
    await call('PUT', `/api/admin/shop/items/${ids[1]}/visibility`, { hidden: false });
    expect(await premiumIds()).toEqual([ids[1]]);
    // Through the console, as an operator would: the public answer is cached, and a console write clears it.
    const { category_name: name } = await t.db
      .selectFrom('shop_categories')
      .select('category_name')
      .where('id', '=', category.id)
      .executeTakeFirstOrThrow();
    const hideCategory = async (hidden: boolean) =>
      call('PUT', `/api/admin/shop/categories/${category.id}`, {
        name,
        hidden,
        version: await versionOf(t, 'shop_categories', category.id),
      });
    expect((await hideCategory(true)).status).toBe(200);
    expect(await premiumIds()).not.toContain(ids[1]);
    expect((await hideCategory(false)).status).toBe(200);
    expect(await premiumIds()).toEqual([ids[1]]);
    await t.db
      .updateTable('shop_items')
      .set({ is_premium: false })
      .where('category_id', '=', category.id)
      .execute();
  });

  it('shows at most four flagged items', async () => {
    const category = await createCategory(t.db);
    const ids: number[] = [];
    for (let order = 0; order < 6; order++) {
      const res = await call(
        'POST',
        '/api/admin/shop/items',
        item(category.id, { premium: true, sort_order: order }),
      );
      ids.push(res.body.id);
    }
    expect((await premiumIds()).filter((id) => ids.includes(id))).toEqual(ids.slice(0, 4));
    expect(await premiumIds()).toHaveLength(4);
  });

  it('refuses a save without the flag or with a wrong one, changing nothing', async () => {
    const category = await createCategory(t.db);
    const { premium: _, ...withoutFlag } = item(category.id);
    for (const body of [withoutFlag, item(category.id, { premium: 'yes' })]) {
      const res = await call('POST', '/api/admin/shop/items', body);
      expect(res.status).toBe(400);
    }
    expect(
      await t.db
        .selectFrom('shop_items')
        .select('product_num')
        .where('category_id', '=', category.id)
        .execute(),
    ).toEqual([]);
  });
});

describe('GET /api/admin/shop/sales', () => {
  it('gives units, revenue per currency and refunds per item for Manila days', async () => {
    const category = await createCategory(t.db);
    const sword = await createItem(t.db, { price: 100, categoryId: category.id });
    const charm = await createItem(t.db, { price: 7, section: 2, categoryId: category.id });
    const player = await createPlayer(t.db, { rcoin: 1000, milleage: 100 });
    const shop = shopClient(t.app, player.auth);
    for (const id of [sword.product_num, sword.product_num, sword.product_num, charm.product_num]) {
      expect((await shop.buy(id)).statusCode).toBe(200);
    }
    const rows = await t.db
      .selectFrom('shop_purchases')
      .select(['pur_num', 'product_num'])
      .where('user_num', '=', player.user.user_num)
      .orderBy('pur_num')
      .execute();
    // Placed on 2030-05-01 (Manila), the first sword refunded on 2030-05-02, one sword a day earlier.
    const at = (iso: string) => new Date(iso);
    await sql`update shop_purchases set pur_date = ${at('2030-05-01T00:30:00+08:00')}
      where user_num = ${player.user.user_num}`.execute(t.db);
    await sql`update shop_purchases set pur_date = ${at('2030-04-30T23:59:00+08:00')}
      where pur_num = ${rows[1]!.pur_num}`.execute(t.db);
    expect((await shop.cancel(rows[0]!.pur_num)).statusCode).toBe(200);
    await t.db
      .updateTable('shop_purchases')
      .set({ flag_changed_at: at('2030-05-02T12:00:00+08:00') })
      .where('pur_num', '=', rows[0]!.pur_num)
      .execute();

    // Ties in units go to the older item.
    const day1 = (await call('GET', '/api/admin/shop/sales?from=2030-05-01&to=2030-05-01')).body;
    expect(day1.data).toEqual([
      {
        id: sword.product_num,
        name: sword.item_name,
        units: 1,
        revenue: { rcoin: 100, milleage: 0 },
        refunds: 0,
        refunded: { rcoin: 0, milleage: 0 },
      },
      {
        id: charm.product_num,
        name: charm.item_name,
        units: 1,
        revenue: { rcoin: 0, milleage: 7 },
        refunds: 0,
        refunded: { rcoin: 0, milleage: 0 },
      },
    ]);
    const span = (await call('GET', '/api/admin/shop/sales?from=2030-04-30&to=2030-05-02')).body;
    expect(span.data.find((r: { id: number }) => r.id === sword.product_num)).toMatchObject({
      units: 2,
      revenue: { rcoin: 200, milleage: 0 },
      refunds: 1,
      refunded: { rcoin: 100, milleage: 0 },
    });
    expect(span.total).toEqual({
      units: 3,
      revenue: { rcoin: 200, milleage: 7 },
      refunds: 1,
      refunded: { rcoin: 100, milleage: 0 },
    });
    for (const bad of [
      'from=2030-05-02&to=2030-05-01',
      'from=2030-02-30&to=2030-03-01',
      'from=x&to=y',
      'from=2030-01-01',
      'from=2020-01-01&to=2030-01-01',
    ]) {
      expect((await call('GET', `/api/admin/shop/sales?${bad}`)).status, bad).toBe(400);
    }
    await expectMoneyInvariant(t.db);
  });
});

describe('catalogue CSV', () => {
  const exportCsv = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/shop/items.csv',
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    return res.body;
  };
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    const client = await adminClient(t);
    adminHeaders = { ...client.admin.auth, 'X-Requested-With': 'XMLHttpRequest' };
  });
  // The items' fields, without `version`: an import moves it on for every item it writes (console-edits.md).
  const allItems = async () =>
    (await t.db.selectFrom('shop_items').selectAll().orderBy('product_num').execute()).map(
      ({ version: _version, ...item }) => item,
    );

  it('exports every item and reads its own export back as no change', async () => {
    const category = await createCategory(t.db);
    await createItem(t.db, { price: 10, categoryId: category.id, name: '=Formula, "quoted"' });
    await createItem(t.db, { price: 20, categoryId: category.id, hidden: true });
    const csv = await exportCsv();
    expect(csv.split('\r\n')[0]).toBe(
      'id,name,category_id,icon,item_main,item_sub,price,section,stock,ribbon,description,hidden,sort_order,premium',
    );
    expect(csv).toContain(`"'=Formula, ""quoted"""`);
    const before = await allItems();
    const res = await call('POST', '/api/admin/shop/import', { csv, apply: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ applied: true, changes: [], unchanged: before.length });
    expect(await allItems()).toEqual(before);
  });

  it('round-trips a catalogue of 1,000 items exactly, and no field starts a formula', async () => {
    const categories = [(await createCategory(t.db)).id, (await createCategory(t.db)).id];
    // Names and descriptions an operator may type: leading apostrophes (alone, doubled, before a formula
    // sign), formula signs, quotes, commas, line breaks, non-Latin text.
    const starts = [
      "'",
      "''",
      "'''",
      "'=",
      "'-",
      "'+",
      "'@",
      "'Tis ",
      '=SUM(A1)+',
      '+63 ',
      '-',
      '@',
      '"',
      'Épée ⚔️ 剣 ',
    ];
    const descriptions = [
      '',
      'Line one\r\nline two, with "quotes" and a comma',
      '=HYPERLINK("https://evil.example")',
      "'=1+1 is not a formula",
      "''quoted twice",
      `-${'a long description, '.repeat(12)}end`,
      'one\nbreak\ttab',
    ];
    const ribbons = [null, 'new', 'hot', 'sale'];
    const icons = [null, ICON.url, 'sword_01.png'];
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      category_id: categories[i % 2]!,
      item_name: `${starts[i % starts.length]}Item ${i}, "no. ${i}"`,
      description: descriptions[i % descriptions.length]!,
      icon: icons[i % icons.length]!,
      price: i === 0 ? MAX_PRICE : 1 + ((i * 7919) % 99_999),
      section: 1 + (i % 2),
      ribbon: ribbons[i % ribbons.length]!,
      stock: i % 5 === 0 ? null : i % 7,
      item_main: (i * 31) % 65_536,
      item_sub: i === 1 ? 65_535 : i % 100,
      is_hidden: i % 3 === 0,
      is_premium: i % 11 === 0,
      sort_order: (i * 13) % 1000,
    }));
    for (let i = 0; i < rows.length; i += 250) {
      await t.db
        .insertInto('shop_items')
        .values(rows.slice(i, i + 250))
        .execute();
    }
    const before = await allItems();
    expect(before.length).toBeGreaterThanOrEqual(1000);

    const csv = await exportCsv();
    // Far past the 8 KiB default body limit, within the contract's 1,000,000 characters.
    expect(csv.length).toBeGreaterThan(100 * 1024);
    expect(csv.length).toBeLessThanOrEqual(CATALOGUE_CSV_MAX);
    const fields = parseCsv(csv)!.slice(1).flat();
    expect(fields.filter((field) => /^[=+\-@\t\r]/.test(field))).toEqual([]);

    const preview = await call('POST', '/api/admin/shop/import', { csv, apply: false });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ applied: false, changes: [], unchanged: before.length });

    // Every field of every item changed, then the export applied: every item is as it was, field for field.
    await sql`update shop_items set item_name = 'Scrambled ' || product_num, description = 'x', icon = null,
      price = 1, section = 3 - section, ribbon = null, stock = 1, item_main = 1, item_sub = 1,
      is_hidden = not is_hidden, is_premium = not is_premium, sort_order = 7,
      category_id = ${categories[0]}`.execute(t.db);
    const applied = await call('POST', '/api/admin/shop/import', { csv, apply: true });
    expect(applied.status).toBe(200);
    expect(applied.body.changes).toHaveLength(before.length);
    expect(await allItems()).toEqual(before);
    expect(await exportCsv()).toBe(csv);
    // The other tests here edit exports line by line; these items' line breaks would get in their way.
    await t.db.deleteFrom('shop_items').where('category_id', 'in', categories).execute();
  });

  it('previews changes without writing, then applies them all with audit rows', async () => {
    const category = await createCategory(t.db);
    const item = await createItem(t.db, { price: 10, categoryId: category.id });
    const lines = (await exportCsv()).trim().split('\r\n');
    const index = lines.findIndex((l) => l.startsWith(`${item.product_num},`));
    lines[index] = lines[index]!.replace(`,${item.item_name},`, `,${item.item_name},`).replace(
      /^(\d+,[^,]*,\d+,[^,]*,\d+,\d+,)10,/,
      '$115,',
    );
    const newName = unique('Imported');
    lines.push(`,${newName},${category.id},,1,2,99,2,5,sale,From a file,false,3,true`);
    const csv = lines.join('\n');
    const before = await allItems();

    const preview = await call('POST', '/api/admin/shop/import', { csv, apply: false });
    expect(preview.status).toBe(200);
    expect(preview.body.applied).toBe(false);
    expect(preview.body.changes).toEqual([
      {
        line: index + 1,
        id: item.product_num,
        name: item.item_name,
        action: 'update',
        changes: [{ field: 'price', old: 10, new: 15 }],
      },
      expect.objectContaining({ id: null, name: newName, action: 'create' }),
    ]);
    expect(await allItems()).toEqual(before);
    expect(await auditRows(t, 'shop_item', mark)).toEqual([]);

    const applied = await call('POST', '/api/admin/shop/import', { csv, apply: true });
    expect(applied.status).toBe(200);
    expect((await itemRow(item.product_num)).price).toBe(15);
    const created = applied.body.changes[1].id as number;
    expect(await itemRow(created)).toMatchObject({
      item_name: newName,
      section: 2,
      stock: 5,
      ribbon: 'sale',
      price: 99,
      is_premium: true,
    });
    expect((await auditRows(t, 'shop_item', mark)).map((r) => r.action)).toEqual([
      'shop.item.update',
      'shop.item.create',
    ]);
  });

  it('changes nothing when any line is wrong, and names each wrong line', async () => {
    const category = await createCategory(t.db);
    const item = await createItem(t.db, { price: 10, categoryId: category.id });
    const header = (await exportCsv()).split('\r\n')[0];
    const csv = [
      header,
      `${item.product_num},${item.item_name},${category.id},,1,2,500,1,,,,false,0,false`,
      `,Good New ${counter},${category.id},,1,2,5,1,,,,false,0,false`,
      `,Bad Price,${category.id},,1,2,0,1,,,,false,0,false`,
      `999999,Ghost,${category.id},,1,2,5,1,,,,false,0,false`,
      `,Short,${category.id}`,
    ].join('\n');
    const before = await allItems();
    const res = await call('POST', '/api/admin/shop/import', { csv, apply: true });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['line 4', 'line 6', 'line 5']);
    expect(await allItems()).toEqual(before);
    expect(await auditRows(t, 'shop_item', mark)).toEqual([]);
    for (const body of [
      { csv: 'a,b\n1,2', apply: true },
      { csv: '"open', apply: false },
      { csv: '', apply: true },
      { apply: true },
    ]) {
      expect((await call('POST', '/api/admin/shop/import', body)).status).toBe(400);
    }
  });
});
