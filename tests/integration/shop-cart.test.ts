import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopClient } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createItem, createPlayer, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectMoneyInvariant(t.db);
});
afterAll(() => t.close());

describe('the cart', () => {
  it('adds, counts, changes quantity within 1..99, toggles and removes', async () => {
    const item = await createItem(t.db, { price: 15, name: 'Cart Test Lantern' });
    const player = await createPlayer(t.db);
    const client = shopClient(t.app, player.auth);
    const added = await client.addToCart(item.product_num);
    expect(added.statusCode).toBe(200);
    expect((await client.addToCart(item.product_num)).json()).toMatchObject({ quantity: 2, isChecked: 1 });
    const cart = (await client.get(`/api/shopcart?usernum=${player.user.user_num}`)).json();
    expect(cart).toEqual([
      {
        seq: added.json().seq,
        quantity: 2,
        isChecked: 1,
        productnum: item.product_num,
        shopitem: {
          ProductNum: item.product_num,
          ItemName: 'Cart Test Lantern',
          price: 15,
          image_url: '/img/shop/default-item.svg',
          section: 1,
          stock: null,
        },
      },
    ]);
    const row = { seq: added.json().seq, ProductNum: item.product_num };
    const down = async () =>
      (await client.post('/api/updateQuantity', { ...row, quantityChange: -1 })).json().quantity;
    expect(await down()).toBe(1);
    expect(await down()).toBe(1); // never below 1
    for (let i = 0; i < 100; i++) await client.post('/api/updateQuantity', { ...row, quantityChange: 1 });
    expect((await client.cart()).json()[0].quantity).toBe(99);
    expect((await client.post('/api/updateCheck', row)).json().isChecked).toBe(0);
    expect((await client.post('/api/updateCheck', row)).json().isChecked).toBe(1);
    expect((await client.post('/api/removecartitem', row)).statusCode).toBe(200);
    expect((await client.cart()).json()).toEqual([]);
  });

  it('refuses bad quantity changes with 400 and no change', async () => {
    const item = await createItem(t.db, { price: 15 });
    const player = await createPlayer(t.db);
    const client = shopClient(t.app, player.auth);
    const { seq } = (await client.addToCart(item.product_num)).json();
    for (const quantityChange of [0, 2, -2, 1.5, 1e12, '1', null, 'NaN']) {
      const res = await client.post('/api/updateQuantity', {
        seq,
        ProductNum: item.product_num,
        quantityChange,
      });
      expect(res.statusCode, String(quantityChange)).toBe(400);
    }
    const withQuantity = await client.post('/api/updateQuantity', {
      seq,
      ProductNum: item.product_num,
      quantityChange: 1,
      quantity: 50,
    });
    expect(withQuantity.statusCode).toBe(400);
    expect((await client.cart()).json()[0].quantity).toBe(1);
    for (const url of [
      '/api/addtocart?productnum=0',
      '/api/addtocart?productnum=1.5',
      '/api/addtocart?productnum=NaN',
      '/api/addtocart',
    ]) {
      expect((await client.post(url)).statusCode, url).toBe(400);
    }
    expect((await client.post('/api/addtocart?productnum=7654321')).statusCode).toBe(404);
  });

  it('keeps players out of each other’s carts', async () => {
    const item = await createItem(t.db, { price: 15 });
    const owner = await createPlayer(t.db);
    const intruder = await createPlayer(t.db, { rcoin: 1000 });
    const { seq } = (await shopClient(t.app, owner.auth).addToCart(item.product_num)).json();
    const spy = await shopClient(t.app, intruder.auth).get(`/api/shopcart?usernum=${owner.user.user_num}`);
    expect(spy.statusCode).toBe(403);
    const row = { seq, ProductNum: item.product_num };
    for (const [url, body] of [
      ['/api/updateQuantity', { ...row, quantityChange: 1 }],
      ['/api/updateCheck', row],
      ['/api/removecartitem', row],
    ] as const) {
      expect((await shopClient(t.app, intruder.auth).post(url, body)).statusCode, url).toBe(404);
    }
    const stolen = await shopClient(t.app, intruder.auth).checkout([seq]);
    expect(stolen.statusCode).toBe(409);
    expect((await shopClient(t.app, owner.auth).cart()).json()[0]).toMatchObject({
      quantity: 1,
      isChecked: 1,
    });
    expect((await walletOf(t.db, intruder.user.user_num)).rcoin).toBe(1000);
    expect((await shopClient(t.app).get('/api/shopcart')).statusCode).toBe(401);
    expect((await shopClient(t.app).addToCart(item.product_num)).statusCode).toBe(401);
  });
});

describe('POST /api/buycartitem', () => {
  it('buys every checked row at the server’s prices, in both currencies, and empties those rows', async () => {
    const sword = await createItem(t.db, { price: 40 });
    const cape = await createItem(t.db, { price: 25, section: 2 });
    const skipped = await createItem(t.db, { price: 1 });
    const player = await createPlayer(t.db, { rcoin: 200, milleage: 60 });
    const client = shopClient(t.app, player.auth);
    const a = (await client.addToCart(sword.product_num)).json();
    await client.addToCart(sword.product_num);
    const b = (await client.addToCart(cape.product_num)).json();
    const c = (await client.addToCart(skipped.product_num)).json();
    await client.post('/api/updateCheck', { seq: c.seq, ProductNum: skipped.product_num });
    const res = await client.checkout([a.seq, b.seq]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userPoints: 120, userPoints2: 35 });
    expect((await client.cart()).json().map((r: { seq: number }) => r.seq)).toEqual([c.seq]);
    const bought = await t.db
      .selectFrom('shop_purchases')
      .selectAll()
      .where('user_num', '=', player.user.user_num)
      .execute();
    expect(bought).toHaveLength(3);
    expect(new Set(bought.map((p) => p.order_ref)).size).toBe(1);
  });

  it('buys none when one currency is short, and none when the cart changed', async () => {
    const sword = await createItem(t.db, { price: 40 });
    const cape = await createItem(t.db, { price: 25, section: 2 });
    const player = await createPlayer(t.db, { rcoin: 200, milleage: 10 });
    const client = shopClient(t.app, player.auth);
    const a = (await client.addToCart(sword.product_num)).json();
    const b = (await client.addToCart(cape.product_num)).json();
    const short = await client.checkout([a.seq, b.seq]);
    expect(short.statusCode).toBe(402);
    expect(short.json().message).toBe('Not enough Milleage for this purchase.');
    expect((await client.checkout([a.seq])).statusCode).toBe(409);
    expect((await client.cart()).json()).toHaveLength(2);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 200, milleage: 10 });
    expect((await client.checkout(undefined)).statusCode).toBe(402);
  });

  it('refuses an empty selection and malformed item lists', async () => {
    const player = await createPlayer(t.db, { rcoin: 10 });
    const client = shopClient(t.app, player.auth);
    const empty = await client.checkout();
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please select at least one item in your cart.');
    for (const items of ['1,x', '-1', '1.5', '0', '1;drop table users']) {
      const res = await client.post(`/api/buycartitem?items=${encodeURIComponent(items)}`);
      expect(res.statusCode, items).toBe(400);
    }
    expect((await client.post('/api/buycartitem?items=1&price=0')).statusCode).toBe(400);
  });
});
