import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopClient } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  createItem,
  createPlayer,
  expectMoneyInvariant,
  stockOf,
  walletOf,
} from '../support/wallet-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectMoneyInvariant(t.db);
});
afterAll(() => t.close());

const purchasesOf = (userNum: number) =>
  t.db.selectFrom('shop_purchases').selectAll().where('user_num', '=', userNum).orderBy('pur_num').execute();

describe('POST /api/buyitem', () => {
  it('debits the server price, books the ledger and puts one waiting row in the item bank', async () => {
    const item = await createItem(t.db, { price: 120 });
    const player = await createPlayer(t.db, { rcoin: 500, milleage: 40 });
    const res = await shopClient(t.app, player.auth).buy(item.product_num);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String), userPoints: 380, userPoints2: 40 });
    const rows = await purchasesOf(player.user.user_num);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      product_num: item.product_num,
      pur_price: 120,
      pur_flag: 0,
      currency: 'rcoin',
      item_main: item.item_main,
      item_sub: item.item_sub,
    });
  });

  it('prices section 2 in Milleage and can buy several units', async () => {
    const item = await createItem(t.db, { price: 30, section: 2 });
    const player = await createPlayer(t.db, { rcoin: 10, milleage: 100 });
    const res = await shopClient(t.app, player.auth).buy(item.product_num, undefined, '&quantity=3');
    expect(res.json()).toMatchObject({ userPoints: 10, userPoints2: 10 });
    expect(await purchasesOf(player.user.user_num)).toHaveLength(3);
  });

  it('refuses when the balance does not cover the price (402) and changes nothing', async () => {
    const item = await createItem(t.db, { price: 101 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const res = await shopClient(t.app, player.auth).buy(item.product_num);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Not enough R-Coin for this purchase.');
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 100, ledgerRows: 1 });
    expect(await purchasesOf(player.user.user_num)).toHaveLength(0);
  });

  it('takes limited stock in the same transaction and says when it is sold out', async () => {
    const item = await createItem(t.db, { price: 10, stock: 2 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    expect((await client.buy(item.product_num, undefined, '&quantity=3')).json().message).toBe(
      'Only 2 left in stock.',
    );
    expect((await client.buy(item.product_num)).statusCode).toBe(200);
    expect((await client.buy(item.product_num)).statusCode).toBe(200);
    const soldOut = await client.buy(item.product_num);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('This item is sold out.');
    expect(await stockOf(t.db, item.product_num)).toBe(0);
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(80);
  });

  it('does not stock-debit when the money is short (all or nothing)', async () => {
    const item = await createItem(t.db, { price: 50, stock: 5 });
    const player = await createPlayer(t.db, { rcoin: 40 });
    expect((await shopClient(t.app, player.auth).buy(item.product_num)).statusCode).toBe(402);
    expect(await stockOf(t.db, item.product_num)).toBe(5);
  });

  it('answers bad input with a clear 4xx and moves nothing', async () => {
    const item = await createItem(t.db, { price: 10 });
    const hidden = await createItem(t.db, { price: 10, hidden: true });
    const player = await createPlayer(t.db, { rcoin: 1000 });
    const client = shopClient(t.app, player.auth);
    const cases: [string, number][] = [
      [`/api/buyitem?productnum=${item.product_num}&quantity=-1`, 400],
      [`/api/buyitem?productnum=${item.product_num}&quantity=0`, 400],
      [`/api/buyitem?productnum=${item.product_num}&quantity=1.5`, 400],
      [`/api/buyitem?productnum=${item.product_num}&quantity=1e12`, 400],
      [`/api/buyitem?productnum=${item.product_num}&quantity=NaN`, 400],
      [`/api/buyitem?productnum=${item.product_num}&quantity=100`, 400],
      // `price` is the price the player saw, checked, never a price to pay: another one is refused (409).
      [`/api/buyitem?productnum=${item.product_num}&price=1`, 409],
      [`/api/buyitem?productnum=${item.product_num}&currency=gold`, 400],
      [`/api/buyitem?productnum=${item.product_num}&PurPrice=1`, 400],
      ['/api/buyitem?productnum=abc', 400],
      ['/api/buyitem?productnum=-5', 400],
      ['/api/buyitem?productnum=99999999999', 400],
      ['/api/buyitem', 400],
      ['/api/buyitem?productnum=987654', 404],
      [`/api/buyitem?productnum=${hidden.product_num}`, 404],
    ];
    for (const [url, status] of cases) {
      const res = await client.post(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().message, url).toEqual(expect.any(String));
    }
    const withBodyPrice = await client.post(`/api/buyitem?productnum=${item.product_num}`, { price: 1 });
    expect(withBodyPrice.statusCode).toBe(400);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 1000, ledgerRows: 1 });
    expect(await purchasesOf(player.user.user_num)).toHaveLength(0);
  });

  it('requires a signed-in player', async () => {
    const item = await createItem(t.db, { price: 10 });
    const res = await shopClient(t.app).buy(item.product_num);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please Login to Continue!');
  });
});

describe('cancelling a waiting item', () => {
  it('refunds the price with a refund ledger row, returns stock, and only once', async () => {
    const item = await createItem(t.db, { price: 75, stock: 3 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const client = shopClient(t.app, player.auth);
    await client.buy(item.product_num);
    const [purchase] = await purchasesOf(player.user.user_num);
    const res = await client.cancel(purchase!.pur_num);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userPoints: 100, userPoints2: 0 });
    const refund = await t.db
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('user_num', '=', player.user.user_num)
      .where('source', '=', 'refund')
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({
      amount: 75,
      balance_after: 100,
      reference: `purchase:${purchase!.pur_num}`,
    });
    expect((await purchasesOf(player.user.user_num))[0]!.pur_flag).toBe(3);
    expect(await stockOf(t.db, item.product_num)).toBe(3);
    const twice = await client.cancel(purchase!.pur_num);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only items still waiting in the item bank can be cancelled.');
  });

  it('refuses claimed items, other players’ purchases and unknown numbers', async () => {
    const item = await createItem(t.db, { price: 5 });
    const player = await createPlayer(t.db, { rcoin: 100 });
    const other = await createPlayer(t.db, { rcoin: 100 });
    await shopClient(t.app, player.auth).buy(item.product_num);
    await shopClient(t.app, player.auth).buy(item.product_num);
    const [claimed, waiting] = await purchasesOf(player.user.user_num);
    await t.db
      .updateTable('shop_purchases')
      .set({ pur_flag: 1 })
      .where('pur_num', '=', claimed!.pur_num)
      .execute();
    expect((await shopClient(t.app, player.auth).cancel(claimed!.pur_num)).statusCode).toBe(409);
    expect((await shopClient(t.app, other.auth).cancel(waiting!.pur_num)).statusCode).toBe(404);
    expect((await shopClient(t.app, player.auth).cancel(9_999_999)).statusCode).toBe(404);
    for (const bad of [0, -1, 1.5, '1', null]) {
      expect(
        (await shopClient(t.app, player.auth).post('/api/cancelpurchase', { PurNum: bad })).statusCode,
      ).toBe(400);
    }
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 90 });
  });
});

describe('GET /api/shoppurchases', () => {
  it('lists one row per item with image, name, quantity, date, price and flag, paged', async () => {
    const item = await createItem(t.db, { price: 2, name: 'Purchase History Blade' });
    const player = await createPlayer(t.db, { rcoin: 100 });
    await shopClient(t.app, player.auth).buy(item.product_num, undefined, '&quantity=11');
    const res = await shopClient(t.app, player.auth).get('/api/shoppurchases?page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ prev_page: 0, next_page: 2, last_page: 2, lpm1: 1 });
    expect(body.purchasehistory).toHaveLength(10);
    expect(body.purchasehistory[0]).toMatchObject({
      shopitem: {
        ProductNum: item.product_num,
        ItemName: 'Purchase History Blade',
        image_url: '/img/shop/default-item.svg',
      },
      quantity: 1,
      price: 2,
      PurFlag: 0,
    });
    expect(
      (await shopClient(t.app, player.auth).get('/api/shoppurchases?page=2')).json().purchasehistory,
    ).toHaveLength(1);
    const nobody = await createPlayer(t.db);
    expect((await shopClient(t.app, nobody.auth).get('/api/shoppurchases')).json().purchasehistory).toEqual(
      [],
    );
    expect((await shopClient(t.app).get('/api/shoppurchases')).statusCode).toBe(401);
  });
});
