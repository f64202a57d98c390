import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheTopic } from '../../src/server/db/cache-bus.ts';
import { SHOP_PAGE_SIZE } from '../../src/shared/shop-rules.ts';
import { adminClient } from '../support/admin-client.ts';
import { twoInstances } from '../support/instances.ts';
import { shopClient } from '../support/shop-client.ts';
import type { TestApp } from '../support/test-app.ts';
import type { TestDatabase } from '../support/test-db.ts';
import { createCategory, createItem, createPlayer } from '../support/wallet-factories.ts';

/**
 * The item shop's pages are cached on each instance (modules/shop/routes.ts). Two instances share one
 * database, each with its own listening connection: a console edit on A, a sell-out on A (buy-now or cart
 * checkout) and a cancel that gives a sold-out item its unit back are all seen on B's next read once B
 * has heard the notice, with no wait for the cache's lifetime. Each test fills B's cache first, and reads
 * it again just before the change, so without the notice B would keep answering the old page.
 */
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
let call: Awaited<ReturnType<typeof adminClient>>['call'];

let instances: Awaited<ReturnType<typeof twoInstances>>;

beforeAll(async () => {
  instances = await twoInstances();
  ({ database, a, b } = instances);
  call = (await adminClient(a)).call;
});
afterAll(() => instances.close());

/** Settles when instance `t` has cleared `topic` (its routes' own handlers were registered first). */
function cleared(t: TestApp, topic: CacheTopic): Promise<void> {
  return new Promise((resolve) => t.app.cacheBus.on(topic, resolve));
}

/**
 * The fixtures below write to the database directly, which no instance hears of (as a change made by hand):
 * each test then clears 'shop' through A's bus and waits until B has heard it.
 */
async function fixturesWritten(): Promise<void> {
  const heard = cleared(b, 'shop');
  await a.app.cacheBus.clear('shop');
  await heard;
}

interface Page {
  itemshopdata: { ProductNum: number; ItemName: string; price: number; stock: number | null }[];
  last_page: number;
}
const page = async (t: TestApp, category: number, n = 1) => {
  const res = await t.app.inject(`/api/itemshop?category=${category}&page=${n}`);
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const itemOf = async (t: TestApp, category: number, productNum: number) =>
  (await page(t, category)).itemshopdata.find((i) => i.ProductNum === productNum);

describe('the item shop cache on two instances', () => {
  it('is kept: a change the bus does not announce is not seen before the cache expires', async () => {
    const category = await createCategory(database.db);
    const item = await createItem(database.db, { price: 10, categoryId: category.id });
    await fixturesWritten();
    expect((await itemOf(b, category.id, item.product_num))?.price).toBe(10);
    await database.db
      .updateTable('shop_items')
      .set({ price: 11 })
      .where('product_num', '=', item.product_num)
      .execute();
    expect((await itemOf(b, category.id, item.product_num))?.price).toBe(10);
  });

  it('answers 304 to a client that holds the page, and the same body to a signed-in player', async () => {
    const category = await createCategory(database.db);
    await createItem(database.db, { price: 10, categoryId: category.id });
    await fixturesWritten();
    const first = await b.app.inject(`/api/itemshop?category=${category.id}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await b.app.inject({
      url: `/api/itemshop?category=${category.id}&page=1`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const player = await createPlayer(database.db);
    const signedIn = await shopClient(b.app, player.auth).get(`/api/itemshop?category=${category.id}`);
    expect(signedIn.body).toBe(first.body);
  });

  it("a console edit on A is on B's next read", async () => {
    const category = await createCategory(database.db);
    const item = await createItem(database.db, { price: 10, categoryId: category.id });
    await fixturesWritten();
    expect((await itemOf(b, category.id, item.product_num))?.price).toBe(10);
    expect((await itemOf(b, 0, item.product_num))?.price).toBe(10);
    const edited = (await call('GET', `/api/admin/shop/items?category=${category.id}`)).body.data[0];
    const heard = cleared(b, 'shop');
    const res = await call('PUT', `/api/admin/shop/items/${item.product_num}`, {
      ...edited,
      id: undefined,
      image_url: undefined,
      category_id: category.id,
      price: 25,
      section: 1,
      stock: null,
      ribbon: 'sale',
      description: 'On sale.',
      hidden: false,
      premium: false,
      sort_order: 0,
      version: edited.version,
    });
    expect(res.status).toBe(200);
    await heard;
    expect((await itemOf(b, category.id, item.product_num))?.price).toBe(25);
    expect((await itemOf(b, 0, item.product_num))?.price).toBe(25);

    // Hiding its category takes it off B's pages too.
    const hidden = cleared(b, 'shop');
    const categories = (await call('GET', '/api/admin/shop/categories')).body.data as {
      id: number;
      name: string;
      version: number;
    }[];
    const row = categories.find((c) => c.id === category.id)!;
    expect(
      (
        await call('PUT', `/api/admin/shop/categories/${category.id}`, {
          name: row.name,
          hidden: true,
          version: row.version,
        })
      ).status,
    ).toBe(200);
    await hidden;
    expect(await page(b, category.id)).toMatchObject({ itemshopdata: [], last_page: 0 });
    expect(await itemOf(b, 0, item.product_num)).toBeUndefined();
  });

  it("buying the last unit on A, by buy-now or cart, is on B's next read, and so is a cancel", async () => {
    const category = await createCategory(database.db);
    const item = await createItem(database.db, { price: 10, stock: 2, categoryId: category.id });
    const player = await createPlayer(database.db, { rcoin: 100 });
    const shop = shopClient(a.app, player.auth);
    await fixturesWritten();
    expect((await itemOf(b, category.id, item.product_num))?.stock).toBe(2);

    // One unit left: nothing crossed zero, so B may keep its page (the count lags by the cache's lifetime).
    expect((await shop.buy(item.product_num)).statusCode).toBe(200);

    const soldOutOnB = cleared(b, 'shop-stock');
    const soldOutOnA = cleared(a, 'shop-stock');
    expect((await shop.addToCart(item.product_num)).statusCode).toBe(200);
    expect((await shop.checkout()).statusCode).toBe(200);
    await Promise.all([soldOutOnA, soldOutOnB]);
    expect((await itemOf(b, category.id, item.product_num))?.stock).toBe(0);
    expect((await itemOf(b, 0, item.product_num))?.stock).toBe(0);
    expect((await itemOf(a, category.id, item.product_num))?.stock).toBe(0);

    // The player cancels one: it is for sale again on B.
    const purchase = await database.db
      .selectFrom('shop_purchases')
      .select('pur_num')
      .where('user_num', '=', player.user.user_num)
      .where('product_num', '=', item.product_num)
      .executeTakeFirstOrThrow();
    const backOnB = cleared(b, 'shop-stock');
    expect((await shop.cancel(purchase.pur_num)).statusCode).toBe(200);
    await backOnB;
    expect((await itemOf(b, category.id, item.product_num))?.stock).toBe(1);
  });

  it('a buy-now of the last unit clears; a refused or rolled-back one sends nothing', async () => {
    const category = await createCategory(database.db);
    const item = await createItem(database.db, { price: 10, stock: 1, categoryId: category.id });
    const poor = await createPlayer(database.db, { rcoin: 5 });
    const rich = await createPlayer(database.db, { rcoin: 50 });
    await fixturesWritten();
    let stockNotices = 0;
    b.app.cacheBus.on('shop-stock', () => {
      stockNotices += 1;
    });
    expect((await itemOf(b, category.id, item.product_num))?.stock).toBe(1);
    // Not enough money: the stock was taken, then rolled back with the debit, and its notice with it. B
    // hears notices in commit order, so once it has heard a later one, it would have heard that one.
    expect((await shopClient(a.app, poor.auth).buy(item.product_num)).statusCode).toBe(402);
    await fixturesWritten();
    expect(stockNotices).toBe(0);
    const soldOut = cleared(b, 'shop-stock');
    expect((await shopClient(a.app, rich.auth).buy(item.product_num)).statusCode).toBe(200);
    await soldOut;
    expect(stockNotices).toBe(1);
    expect((await itemOf(b, category.id, item.product_num))?.stock).toBe(0);
  });

  it('caches only pages that exist: any other number is answered without a query or an entry', async () => {
    const category = await createCategory(database.db);
    for (let i = 0; i <= SHOP_PAGE_SIZE; i++)
      await createItem(database.db, { price: 10, categoryId: category.id });
    await fixturesWritten();
    expect((await page(b, category.id, 2)).itemshopdata).toHaveLength(1);
    expect(await page(b, category.id, 3)).toEqual({
      itemshopdata: [],
      prev_page: 2,
      next_page: 4,
      last_page: 2,
      lpm1: 1,
    });
    expect(await page(b, 2_147_483_647, 999_999)).toEqual({
      itemshopdata: [],
      prev_page: 999_998,
      next_page: 1_000_000,
      last_page: 0,
      lpm1: -1,
    });
    expect((await b.app.inject('/api/itemshop?category=1&page=1&sort=price')).statusCode).toBe(400);
  });
});
