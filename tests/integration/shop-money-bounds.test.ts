import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as moneyBounds from '../../src/server/db/migrations/20261123_1600_money_bounds.ts';
import { createVouchers } from '../../src/server/modules/vouchers/service.ts';
import { MAX_BALANCE, MAX_PRICE, MAX_VOUCHER_VALUE } from '../../src/shared/shop-rules.ts';
import { createUser } from '../support/factories.ts';
import { shopClient } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  createCategory,
  createItem,
  createPlayer,
  credit,
  expectMoneyInvariant,
  walletOf,
} from '../support/wallet-factories.ts';

/**
 * Issue 9 item 7: balances, prices and voucher values have an upper bound (MAX_BALANCE, MAX_PRICE) that the
 * database enforces and the API refuses to cross before any money moves. Before, a balance above 2^53
 * committed and every later answer for that player failed its schema (a 500).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectMoneyInvariant(t.db);
});
afterAll(() => t.close());

const CHECK_VIOLATION = '23514';

async function refusedBy(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

const ledgerOf = (userNum: number) =>
  t.db.selectFrom('wallet_ledger').selectAll().where('user_num', '=', userNum).orderBy('id').execute();

describe('the database refuses out-of-range money', () => {
  it('balances: MAX_BALANCE is accepted, one more is refused by the CHECK constraint', async () => {
    const user = await createUser(t.db);
    const set = (column: 'user_point' | 'user_point2', value: number) =>
      t.db
        .updateTable('users')
        .set({ [column]: value })
        .where('user_num', '=', user.user_num)
        .execute();
    expect(await refusedBy(set('user_point', MAX_BALANCE + 1))).toBe(CHECK_VIOLATION);
    expect(await refusedBy(set('user_point2', MAX_BALANCE + 1))).toBe(CHECK_VIOLATION);
    // 2^53 + 1: the value that used to commit and then break every answer.
    expect(await refusedBy(set('user_point', 2 ** 53 + 1))).toBe(CHECK_VIOLATION);
    expect(await refusedBy(set('user_point', MAX_BALANCE))).toBeUndefined();
    await set('user_point', 0); // back to what the (empty) ledger says
  });

  it('ledger rows: amount and balance_after beyond MAX_BALANCE are refused', async () => {
    const user = await createUser(t.db);
    const row = (amount: number, balanceAfter: number) =>
      t.db
        .insertInto('wallet_ledger')
        .values({
          user_num: user.user_num,
          currency: 'rcoin',
          amount,
          balance_after: balanceAfter,
          source: 'admin',
          reference: `bounds-${amount}-${balanceAfter}`,
        })
        .execute();
    expect(await refusedBy(row(MAX_BALANCE + 1, 5))).toBe(CHECK_VIOLATION);
    expect(await refusedBy(row(-(MAX_BALANCE + 1), 5))).toBe(CHECK_VIOLATION);
    expect(await refusedBy(row(5, MAX_BALANCE + 1))).toBe(CHECK_VIOLATION);
    expect(await ledgerOf(user.user_num)).toEqual([]);
  });

  it('item prices, bought prices and voucher values: MAX_PRICE is accepted, one more is refused', async () => {
    const category = await createCategory(t.db);
    expect(await refusedBy(createItem(t.db, { price: MAX_PRICE + 1, categoryId: category.id }))).toBe(
      CHECK_VIOLATION,
    );
    const item = await createItem(t.db, { price: MAX_PRICE, categoryId: category.id });
    const user = await createUser(t.db);
    const purchase = (price: number) =>
      t.db
        .insertInto('shop_purchases')
        .values({
          order_ref: '00000000-0000-4000-8000-000000000000',
          user_num: user.user_num,
          product_num: item.product_num,
          item_main: 1,
          item_sub: 1,
          pur_price: price,
          currency: 'rcoin',
        })
        .execute();
    expect(await refusedBy(purchase(MAX_PRICE + 1))).toBe(CHECK_VIOLATION);
    const voucher = (value: number) =>
      t.db
        .insertInto('vouchers')
        .values({ code_hash: `${value}`.padStart(64, '0'), value, currency: 'rcoin', batch: 'bounds' })
        .execute();
    expect(await refusedBy(voucher(MAX_VOUCHER_VALUE + 1))).toBe(CHECK_VIOLATION);
    expect(await refusedBy(voucher(MAX_VOUCHER_VALUE))).toBeUndefined();
    await t.db.deleteFrom('vouchers').where('batch', '=', 'bounds').execute();
  });

  it('the migration goes down and up again', async () => {
    const category = await createCategory(t.db);
    await moneyBounds.down(t.db as unknown as Kysely<unknown>);
    const loose = await createItem(t.db, { price: MAX_PRICE + 1, categoryId: category.id });
    await t.db.deleteFrom('shop_items').where('product_num', '=', loose.product_num).execute();
    await moneyBounds.up(t.db as unknown as Kysely<unknown>);
    expect(await refusedBy(createItem(t.db, { price: MAX_PRICE + 1, categoryId: category.id }))).toBe(
      CHECK_VIOLATION,
    );
  });
});

describe('credits that would cross MAX_BALANCE are refused before money moves', () => {
  it('a voucher that would overflow the cap: 409 with a clear message, balance, ledger and voucher unchanged', async () => {
    const player = await createPlayer(t.db, { rcoin: MAX_BALANCE - 50 });
    const [code] = await createVouchers(t.db, { value: 51, currency: 'rcoin', count: 1 });
    const before = await walletOf(t.db, player.user.user_num);
    const ledgerBefore = await ledgerOf(player.user.user_num);

    const res = await shopClient(t.app, player.auth).redeem(code!, 'overflow-1');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This would take your R-Coin balance over the limit of 1,000,000,000. Nothing was changed.',
    );
    expect(await walletOf(t.db, player.user.user_num)).toEqual(before);
    expect(await ledgerOf(player.user.user_num)).toEqual(ledgerBefore);
    const voucher = await t.db
      .selectFrom('vouchers')
      .select(['redeemed_by', 'redeemed_code'])
      .where('batch', '=', '')
      .where('value', '=', 51)
      .executeTakeFirstOrThrow();
    expect(voucher).toEqual({ redeemed_by: null, redeemed_code: null });

    // The voucher is still good: a player with room redeems it.
    const other = await createPlayer(t.db);
    expect((await shopClient(t.app, other.auth).redeem(code!)).statusCode).toBe(200);
  });

  it('a Milleage voucher reaching exactly the cap is fine; one more unit is refused', async () => {
    const player = await createPlayer(t.db, { milleage: MAX_BALANCE - 10 });
    const [exact, over] = await createVouchers(t.db, { value: 10, currency: 'milleage', count: 2 });
    const ok = await shopClient(t.app, player.auth).redeem(exact!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userPoints2).toBe(MAX_BALANCE);
    const refused = await shopClient(t.app, player.auth).redeem(over!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Milleage balance over the limit of 1,000,000,000/);
    expect((await walletOf(t.db, player.user.user_num)).milleage).toBe(MAX_BALANCE);
  });

  it('a refund that would cross the cap is refused and the purchase stays waiting', async () => {
    const item = await createItem(t.db, { price: 1000 });
    const player = await createPlayer(t.db, { rcoin: MAX_BALANCE });
    const client = shopClient(t.app, player.auth);
    expect((await client.buy(item.product_num)).json().userPoints).toBe(MAX_BALANCE - 1000);
    await credit(t.db, player.user.user_num, 'rcoin', 1000);
    const [purchase] = await t.db
      .selectFrom('shop_purchases')
      .select('pur_num')
      .where('user_num', '=', player.user.user_num)
      .execute();
    const res = await client.cancel(purchase!.pur_num);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/R-Coin balance over the limit/);
    const row = await t.db
      .selectFrom('shop_purchases')
      .select('pur_flag')
      .where('pur_num', '=', purchase!.pur_num)
      .executeTakeFirstOrThrow();
    expect(row.pur_flag).toBe(0);
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(MAX_BALANCE);
  });

  it('the ledger code itself refuses a credit past the cap (admin and payment credits too)', async () => {
    const player = await createPlayer(t.db, { rcoin: MAX_BALANCE });
    await expect(credit(t.db, player.user.user_num, 'rcoin', 1)).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/over the limit/),
    });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: MAX_BALANCE, ledgerRows: 1 });
  });
});

describe('a player at the cap', () => {
  it('every personal answer still works', async () => {
    const player = await createPlayer(t.db, { rcoin: MAX_BALANCE, milleage: MAX_BALANCE });
    const item = await createItem(t.db, { price: MAX_PRICE });
    const [code] = await createVouchers(t.db, { value: MAX_VOUCHER_VALUE, currency: 'rcoin', count: 1 });
    const client = shopClient(t.app, player.auth);
    const wallet = await client.get('/api/wallet');
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json()).toEqual({ userPoints: MAX_BALANCE, userPoints2: MAX_BALANCE });
    const me = await client.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ UserPoint: MAX_BALANCE, UserPoint2: MAX_BALANCE });

    // The most expensive item, 99 times: the largest single order (990,000,000).
    await client.addToCart(item.product_num);
    const [row] = (await client.cart()).json();
    for (let i = 1; i < 99; i++) {
      await client.post('/api/updateQuantity', {
        seq: row.seq,
        ProductNum: item.product_num,
        quantityChange: 1,
      });
    }
    const cart = await client.cart();
    expect(cart.statusCode).toBe(200);
    expect(cart.json()[0]).toMatchObject({ quantity: 99, shopitem: { price: MAX_PRICE } });
    const bought = await client.checkout([row.seq]);
    expect(bought.statusCode).toBe(200);
    expect(bought.json().userPoints).toBe(MAX_BALANCE - 99 * MAX_PRICE);

    // The largest voucher, then every history (Milleage is still at the cap).
    const redeemed = await client.redeem(code!);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().userPoints).toBe(MAX_BALANCE - 98 * MAX_PRICE);
    const purchases = await client.get('/api/shoppurchases');
    expect(purchases.statusCode).toBe(200);
    expect(purchases.json().purchasehistory[0].price).toBe(MAX_PRICE);
    const topups = await client.get('/api/topuphistory');
    expect(topups.statusCode).toBe(200);
    expect(topups.json().topuphistory[0].Cardvalue).toBe(MAX_VOUCHER_VALUE);
    const shop = await client.get('/api/itemshop?category=0&page=1');
    expect(shop.statusCode).toBe(200);
  });
});

describe('making vouchers', () => {
  it('createVouchers refuses a value above MAX_VOUCHER_VALUE', async () => {
    await expect(
      createVouchers(t.db, { value: MAX_VOUCHER_VALUE + 1, currency: 'rcoin', count: 1 }),
    ).rejects.toThrow('The voucher value must be at most 10,000,000');
  });

  it('npm run vouchers refuses it with a message before touching any database', () => {
    const run = spawnSync(
      process.execPath,
      ['scripts/vouchers.ts', 'create', '--value', String(MAX_VOUCHER_VALUE + 1), '--currency', 'rcoin'],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        encoding: 'utf8',
        // An unreachable database: the refusal must come first, from the value check.
        env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--value: The voucher value must be at most 10,000,000');
    expect(run.stdout).toBe('');
  });
});
