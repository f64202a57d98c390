import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminClient, versionOf } from '../support/admin-client.ts';
import { shopClient } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  createCategory,
  createItem,
  createPlayer,
  expectMoneyInvariant,
} from '../support/wallet-factories.ts';

/**
 * Best sellers come from per-item totals kept in the purchase and refund transactions (appended as pending
 * changes by triggers, folded in when read), never from an aggregate over every purchase. The totals must
 * always equal that aggregate, whatever mix of purchases, refunds, claims and concurrent buyers made them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The totals after a fold, against the aggregate they replace (units not refunded, per item). */
async function totalsAndAggregate() {
  const fold = await t.app.inject('/api/topsales'); // folds pending sales (a miss: each test moves the clock)
  expect(fold.statusCode).toBe(200);
  const totals = await t.db
    .selectFrom('shop_item_sales')
    .select(['product_num', 'sold'])
    .where('sold', '<>', 0)
    .orderBy('product_num')
    .execute();
  const aggregate = await t.db
    .selectFrom('shop_purchases')
    .select(['product_num', (eb) => eb.fn.countAll<number>().as('sold')])
    .where('pur_flag', '<>', 3)
    .groupBy('product_num')
    .orderBy('product_num')
    .execute();
  return { totals, aggregate: aggregate.map((r) => ({ ...r, sold: Number(r.sold) })) };
}

let clock = Date.now();
/** Moves the server's clock past the best sellers' cache time, so the next read folds and reads again. */
function later() {
  clock += 10_001;
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
}
afterAll(() => vi.useRealTimers());

describe('best sellers kept up to date', () => {
  it('totals follow purchases, refunds and claims, and equal the aggregate over all purchases', async () => {
    const category = await createCategory(t.db);
    const [a, b, c] = [
      await createItem(t.db, { price: 10, categoryId: category.id }),
      await createItem(t.db, { price: 10, categoryId: category.id }),
      await createItem(t.db, { price: 10, categoryId: category.id }),
    ];
    const player = await createPlayer(t.db, { rcoin: 10_000 });
    const client = shopClient(t.app, player.auth);
    expect((await client.buy(a!.product_num, undefined, '&quantity=4')).statusCode).toBe(200);
    expect((await client.buy(b!.product_num, undefined, '&quantity=2')).statusCode).toBe(200);
    expect((await client.buy(c!.product_num)).statusCode).toBe(200);
    const ofA = await t.db
      .selectFrom('shop_purchases')
      .select('pur_num')
      .where('product_num', '=', a!.product_num)
      .execute();
    for (const row of ofA.slice(0, 3)) expect((await client.cancel(row.pur_num)).statusCode).toBe(200);
    // A claim in game changes the flag but not the count.
    await t.db
      .updateTable('shop_purchases')
      .set({ pur_flag: 1 })
      .where('product_num', '=', b!.product_num)
      .execute();

    later();
    const { totals, aggregate } = await totalsAndAggregate();
    expect(totals).toEqual(aggregate);
    const top = (await t.app.inject('/api/topsales'))
      .json()
      .itemshopdata.map((i: { ProductNum: number }) => i.ProductNum);
    // b 2 units; a 1 (4 bought, 3 refunded) and c 1, the tie to the lower product number.
    expect(top).toEqual([b!.product_num, a!.product_num, c!.product_num]);
    await expectMoneyInvariant(t.db);

    // Rows deleted by hand (an operator's clean-up) take their units off too.
    await t.db.deleteFrom('shop_purchases').where('product_num', '=', c!.product_num).execute();
    later();
    const afterDelete = await totalsAndAggregate();
    expect(afterDelete.totals).toEqual(afterDelete.aggregate);
  });

  it('thirty concurrent buyers of one item are all counted, without waiting on one counter row', async () => {
    const item = await createItem(t.db, { price: 5 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createPlayer(t.db, { rcoin: 100 })));
    const answers = await Promise.all(buyers.map((p) => shopClient(t.app, p.auth).buy(item.product_num)));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    later();
    const { totals, aggregate } = await totalsAndAggregate();
    expect(totals).toEqual(aggregate);
    expect(totals.find((r) => r.product_num === item.product_num)?.sold).toBe(30);
    // Folded: nothing is left pending.
    expect(await t.db.selectFrom('shop_sales_pending').selectAll().execute()).toEqual([]);
  });

  it('leaves out hidden items and hidden categories; a console change shows at once, not after the cache time', async () => {
    const { call } = await adminClient(t);
    const category = await createCategory(t.db);
    const item = await createItem(t.db, { price: 1, categoryId: category.id });
    const buyer = shopClient(t.app, (await createPlayer(t.db, { rcoin: 1000 })).auth);
    // Enough units to be first of all.
    expect((await buyer.buy(item.product_num, undefined, '&quantity=99')).statusCode).toBe(200);
    later();
    const first = async () => (await t.app.inject('/api/topsales')).json().itemshopdata[0]?.ProductNum;
    expect(await first()).toBe(item.product_num);

    // Same clock (within the cache time): the console's writes still show at once.
    expect(
      (await call('PUT', `/api/admin/shop/items/${item.product_num}/visibility`, { hidden: true })).status,
    ).toBe(200);
    expect(await first()).not.toBe(item.product_num);
    expect(
      (await call('PUT', `/api/admin/shop/items/${item.product_num}/visibility`, { hidden: false })).status,
    ).toBe(200);
    expect(await first()).toBe(item.product_num);
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
    expect(await first()).not.toBe(item.product_num);
  });
});
