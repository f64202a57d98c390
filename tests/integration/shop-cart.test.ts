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
        available: true,
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

/**
 * Issue 9: an item delisted (is_hidden) while it sits in a cart. Before, the cart listed it like any other
 * and checkout answered 404 for the whole cart, so nothing could be bought until the player guessed which
 * row to remove.
 */
describe('a delisted item left in a cart', () => {
  const hide = (productNum: number) =>
    t.db.updateTable('shop_items').set({ is_hidden: true }).where('product_num', '=', productNum).execute();

  let made = 0;
  async function cartWithDelisted() {
    made += 1;
    const sword = await createItem(t.db, { price: 40 });
    const relic = await createItem(t.db, { price: 500, name: `Withdrawn Relic ${made}` });
    const player = await createPlayer(t.db, { rcoin: 1000 });
    const client = shopClient(t.app, player.auth);
    const a = (await client.addToCart(sword.product_num)).json();
    const b = (await client.addToCart(relic.product_num)).json();
    await hide(relic.product_num);
    return { sword, relic, player, client, a, b, name: relic.item_name };
  }

  it('is listed as unavailable', async () => {
    const { client, a, b } = await cartWithDelisted();
    const cart = (await client.cart()).json();
    expect(cart.map((r: { seq: number; available: boolean }) => [r.seq, r.available])).toEqual([
      [a.seq, true],
      [b.seq, false],
    ]);
  });

  it('checkout buys the rest, charges nothing for it, names it and keeps it in the cart', async () => {
    const { sword, relic, player, client, a, b, name } = await cartWithDelisted();
    // The page sends only the rows it will pay for ...
    const res = await client.checkout([a.seq], 'delisted-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: `Purchase successful! 1 item sent to your item bank. Not bought, no longer available: ${name}. You were not charged for it.`,
      userPoints: 960,
      userPoints2: 0,
      unavailable: [{ seq: b.seq, ProductNum: relic.product_num, ItemName: name }],
    });
    const bought = await t.db
      .selectFrom('shop_purchases')
      .select('product_num')
      .where('user_num', '=', player.user.user_num)
      .execute();
    expect(bought).toEqual([{ product_num: sword.product_num }]);
    expect((await client.cart()).json()).toMatchObject([{ seq: b.seq, available: false }]);
    // ... and the delisted row is removable.
    const removed = await client.post('/api/removecartitem', { seq: b.seq, ProductNum: relic.product_num });
    expect(removed.statusCode).toBe(200);
    expect((await client.cart()).json()).toEqual([]);
  });

  it('a page that still lists the delisted row (or sends no list) gets the same answer', async () => {
    const { relic, client, a, b, name } = await cartWithDelisted();
    const res = await client.checkout([a.seq, b.seq]);
    expect(res.statusCode).toBe(200);
    expect(res.json().unavailable).toEqual([{ seq: b.seq, ProductNum: relic.product_num, ItemName: name }]);
    const other = await cartWithDelisted();
    const bare = await other.client.checkout();
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ userPoints: 960, unavailable: [{ seq: other.b.seq }] });
  });

  it('only delisted rows checked: 409 naming them, nothing moves', async () => {
    const { sword, player, client, a, b, name } = await cartWithDelisted();
    await client.post('/api/updateCheck', { seq: a.seq, ProductNum: sword.product_num });
    const res = await client.checkout([b.seq]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`No longer available: ${name}. Remove it from your cart to continue.`);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 1000, ledgerRows: 1 });
    expect((await client.cart()).json()).toHaveLength(2);
  });

  it('a row still for sale that the page did not send is a changed cart (409), not a silent purchase', async () => {
    const { player, client, b } = await cartWithDelisted();
    const res = await client.checkout([b.seq]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your cart has changed. Please review it and try again.');
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(1000);
  });

  it('buy now of a delisted item is still a 404', async () => {
    const { relic, client } = await cartWithDelisted();
    expect((await client.buy(relic.product_num)).statusCode).toBe(404);
  });
});

/**
 * The price the player confirmed (docs/product/shop-and-wallet.md, Cart): the page sends, per row it pays
 * for, the unit price and currency it showed. When one row's price in force differs, nothing moves: 409
 * price_changed naming the item and its new price.
 */
describe('checkout at the prices the cart showed', () => {
  const reprice = (productNum: number, price: number) =>
    t.db.updateTable('shop_items').set({ price }).where('product_num', '=', productNum).execute();
  /** Everything a checkout could change: wallet, ledger, item bank, stock, the cart itself. */
  async function traceOf(userNum: number, client: ReturnType<typeof shopClient>, productNums: number[]) {
    return {
      wallet: await walletOf(t.db, userNum),
      purchases: await t.db
        .selectFrom('shop_purchases')
        .select('pur_num')
        .where('user_num', '=', userNum)
        .execute(),
      stock: await t.db
        .selectFrom('shop_items')
        .select(['product_num', 'stock'])
        .where('product_num', 'in', productNums)
        .orderBy('product_num')
        .execute(),
      cart: (await client.cart()).json(),
    };
  }
  let made = 0;
  async function twoRowCart() {
    made += 1;
    const sword = await createItem(t.db, { price: 40, stock: 10, name: `Priced Sword ${made}` });
    const cape = await createItem(t.db, { price: 25, section: 2, name: `Priced Cape ${made}` });
    const player = await createPlayer(t.db, { rcoin: 1000, milleage: 100 });
    const client = shopClient(t.app, player.auth);
    const a = (await client.addToCart(sword.product_num)).json();
    await client.addToCart(sword.product_num);
    const b = (await client.addToCart(cape.product_num)).json();
    const shown = [
      { seq: a.seq, price: 40, currency: 'rcoin' },
      { seq: b.seq, price: 25, currency: 'milleage' },
    ];
    const nums = [sword.product_num, cape.product_num];
    return { sword, cape, player, client, a, b, shown, nums };
  }

  it('a row whose price changed: 409 naming the item and its new price; nothing moves', async () => {
    const { sword, player, client, a, b, shown, nums } = await twoRowCart();
    await reprice(sword.product_num, 55);
    const before = await traceOf(player.user.user_num, client, nums);
    const res = await client.checkout([a.seq, b.seq], 'cart-seen', shown);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'price_changed',
      message: `The price of ${sword.item_name} changed to 55 R-Coin. Check it and confirm again.`,
    });
    expect(await traceOf(player.user.user_num, client, nums)).toEqual(before);
    expect(before.stock.find((s) => s.product_num === sword.product_num)?.stock).toBe(10);
    // The cart read again shows the new price; confirmed at it (a new intent, a new key), it is bought.
    const again = await client.checkout([a.seq, b.seq], 'cart-seen-again', [
      { ...shown[0]!, price: 55 },
      shown[1]!,
    ]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ userPoints: 890, userPoints2: 75 });
  });

  it('a changed currency is a changed price too', async () => {
    const { cape, player, client, a, b, shown, nums } = await twoRowCart();
    await t.db
      .updateTable('shop_items')
      .set({ section: 1 })
      .where('product_num', '=', cape.product_num)
      .execute();
    const before = await traceOf(player.user.user_num, client, nums);
    const res = await client.checkout([a.seq, b.seq], undefined, shown);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `The price of ${cape.item_name} changed to 25 R-Coin. Check it and confirm again.`,
    );
    expect(await traceOf(player.user.user_num, client, nums)).toEqual(before);
  });

  it('the prices the page showed: bought as before', async () => {
    const { player, client, a, b, shown } = await twoRowCart();
    const res = await client.checkout([a.seq, b.seq], undefined, shown);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userPoints: 920, userPoints2: 75, unavailable: [] });
    expect((await client.cart()).json()).toEqual([]);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 920, milleage: 75 });
  });

  it('no prices sent (an older page): the prices in force are paid, as before', async () => {
    const { sword, client, a, b } = await twoRowCart();
    await reprice(sword.product_num, 50);
    const res = await client.checkout([a.seq, b.seq]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userPoints: 900, userPoints2: 75 });
  });

  it('a delisted row is left out as before, whatever its price; a sold-out row is refused as before', async () => {
    const { cape, client, a, b, shown } = await twoRowCart();
    await t.db
      .updateTable('shop_items')
      .set({ is_hidden: true, price: 99 })
      .where('product_num', '=', cape.product_num)
      .execute();
    const res = await client.checkout([a.seq], undefined, [shown[0]!]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userPoints: 920,
      unavailable: [{ seq: b.seq, ItemName: cape.item_name }],
    });
    const other = await twoRowCart();
    await t.db
      .updateTable('shop_items')
      .set({ stock: 0, price: 45 })
      .where('product_num', '=', other.sword.product_num)
      .execute();
    const before = await traceOf(other.player.user.user_num, other.client, other.nums);
    const soldOut = await other.client.checkout([other.a.seq, other.b.seq], undefined, other.shown);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('This item is sold out.');
    expect(await traceOf(other.player.user.user_num, other.client, other.nums)).toEqual(before);
  });

  it('a price for a row not checked is a changed cart; malformed prices are a 400; nothing moves', async () => {
    const { client, a, b, shown, player, cape } = await twoRowCart();
    await client.post('/api/updateCheck', { seq: b.seq, ProductNum: cape.product_num });
    const stray = await client.checkout([a.seq], undefined, shown);
    expect(stray.statusCode).toBe(409);
    expect(stray.json().message).toBe('Your cart has changed. Please review it and try again.');
    for (const prices of [
      [{ seq: a.seq, price: -1 }],
      [{ seq: a.seq, price: 'abc' }],
      [{ seq: a.seq, currency: 'gold' }],
      [{ seq: a.seq, price: 40, total: 80 }],
      [
        { seq: a.seq, price: 40 },
        { seq: a.seq, price: 1 },
      ],
      [{ seq: 0, price: 40 }],
    ]) {
      const res = await client.post(`/api/buycartitem?items=${a.seq}`, { prices });
      expect(res.statusCode, JSON.stringify(prices)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    const twice = await client.post(`/api/buycartitem?items=${a.seq}`, {
      prices: [
        { seq: a.seq, price: 40 },
        { seq: a.seq, price: 40 },
      ],
    });
    expect(twice.json().message).toBe('Each cart row may have one price.');
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({
      rcoin: 1000,
      milleage: 100,
      ledgerRows: 2,
    });
  });
});
