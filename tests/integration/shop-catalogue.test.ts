import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopClient } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  createCategory,
  createItem,
  createPlayer,
  expectMoneyInvariant,
} from '../support/wallet-factories.ts';

let t: TestApp;
let weapons: { id: number };
let armour: { id: number };
const items: { product_num: number }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  weapons = await createCategory(t.db, 'Weapons');
  armour = await createCategory(t.db, 'Armour');
  for (let i = 0; i < 14; i++) items.push(await createItem(t.db, { price: 10 + i, categoryId: weapons.id }));
  for (let i = 0; i < 3; i++)
    items.push(await createItem(t.db, { price: 5, section: 2, categoryId: armour.id }));
  await createItem(t.db, { price: 5, categoryId: armour.id, hidden: true });
});
afterAll(() => t.close());

describe('catalogue', () => {
  it('lists categories as {id, category_name}', async () => {
    const res = await t.app.inject('/api/shopcategories');
    expect(res.json()).toEqual([
      { id: weapons.id, category_name: 'Weapons' },
      { id: armour.id, category_name: 'Armour' },
    ]);
  });

  it('pages all items (category 0) with the paging fields, hidden items left out', async () => {
    const first = (await t.app.inject('/api/itemshop?category=0&page=1')).json();
    expect(first.itemshopdata).toHaveLength(12);
    expect(first).toMatchObject({ prev_page: 0, next_page: 2, last_page: 2, lpm1: 1 });
    expect(first.itemshopdata[0]).toEqual({
      ProductNum: items[0]!.product_num,
      ItemName: expect.any(String),
      image_url: '/img/shop/default-item.svg',
      icon: null,
      price: 10,
      section: 1,
      description: 'A test item.',
      ribbon: null,
      category: weapons.id,
      stock: null,
    });
    expect((await t.app.inject('/api/itemshop?category=0&page=2')).json().itemshopdata).toHaveLength(5);
    expect((await t.app.inject('/api/itemshop?category=0&page=9')).json().itemshopdata).toHaveLength(0);
    expect((await t.app.inject('/api/itemshop')).json().itemshopdata).toHaveLength(12);
  });

  it('filters by category', async () => {
    const res = (await t.app.inject(`/api/itemshop?category=${armour.id}&page=1`)).json();
    expect(res.itemshopdata).toHaveLength(3);
    expect(res.itemshopdata.every((i: { section: number }) => i.section === 2)).toBe(true);
    expect((await t.app.inject('/api/itemshop?category=99999&page=1')).json()).toMatchObject({
      itemshopdata: [],
      last_page: 0,
    });
  });

  it('refuses malformed paging', async () => {
    for (const q of ['category=-1', 'page=0', 'page=1.5', 'page=abc', 'category=1e12', 'page=1&sort=price']) {
      expect((await t.app.inject(`/api/itemshop?${q}`)).statusCode, q).toBe(400);
    }
  });

  it('ranks top sales by units bought, refunded units excluded', async () => {
    expect((await t.app.inject('/api/topsales')).json()).toEqual({ itemshopdata: [] });
    const player = await createPlayer(t.db, { rcoin: 1000 });
    const client = shopClient(t.app, player.auth);
    await client.buy(items[2]!.product_num, undefined, '&quantity=3');
    await client.buy(items[5]!.product_num, undefined, '&quantity=2');
    await client.buy(items[1]!.product_num);
    const purchases = await t.db
      .selectFrom('shop_purchases')
      .selectAll()
      .where('product_num', '=', items[2]!.product_num)
      .execute();
    for (const p of purchases.slice(0, 2)) await client.cancel(p.pur_num);
    const ids = async (url: string) =>
      (await t.app.inject(url)).json().itemshopdata.map((i: { ProductNum: number }) => i.ProductNum);
    // Each instance reads the best sellers at most once per 10 s: until then it serves what it read.
    expect(await ids('/api/topsales')).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_001 });
    try {
      const top = await ids('/api/topsales');
      expect(top).toEqual([items[5]!.product_num, items[1]!.product_num, items[2]!.product_num]);
      // No item is flagged premium here: the Premium Sellers area falls back to the best sellers, four at most.
      expect(await ids('/api/premiumsellers')).toEqual(top.slice(0, 4));
    } finally {
      vi.useRealTimers();
    }
    await expectMoneyInvariant(t.db);
  });
});
