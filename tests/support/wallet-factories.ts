import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database.ts';
import type { Currency } from '../../src/server/db/tables/shop.ts';
import { type BalanceNotices, moveMoney } from '../../src/server/modules/wallet/service.ts';
import { createSignedInUser, type UserOverrides } from './factories.ts';

let counter = 0;

/** For money services a test calls without an app: no balance cache is there to be told. */
export const noBalanceCache: BalanceNotices = { changed: () => {} };

/** Credits a player through the real ledger code (source admin), so balance = sum of ledger rows holds. */
export async function credit(db: Db, userNum: number, currency: Currency, amount: number) {
  counter += 1;
  return db.transaction().execute((trx) =>
    moveMoney(trx, {
      userNum,
      currency,
      amount,
      source: 'admin',
      reference: `test-grant:${userNum}:${Date.now()}:${counter}`,
    }),
  );
}

/** A signed-in player whose starting balances were booked through the ledger. */
export async function createPlayer(
  db: Db,
  balances: { rcoin?: number; milleage?: number } = {},
  overrides: Omit<UserOverrides, 'userPoint' | 'userPoint2'> = {},
) {
  const player = await createSignedInUser(db, overrides);
  if (balances.rcoin) await credit(db, player.user.user_num, 'rcoin', balances.rcoin);
  if (balances.milleage) await credit(db, player.user.user_num, 'milleage', balances.milleage);
  return player;
}

let categoryCounter = 0;

export async function createCategory(db: Db, name?: string) {
  categoryCounter += 1;
  return db
    .insertInto('shop_categories')
    .values({
      category_name: name ?? `Category ${categoryCounter} ${Math.random().toString(36).slice(2, 6)}`,
    })
    .returning(['id', 'category_name'])
    .executeTakeFirstOrThrow();
}

let itemCounter = 0;

export async function createItem(
  db: Db,
  item: {
    price: number;
    section?: number;
    stock?: number | null;
    categoryId?: number;
    hidden?: boolean;
    name?: string;
    /** Where it stands in its category (0, the default, first; a large one puts it after every other). */
    sortOrder?: number;
  },
) {
  itemCounter += 1;
  const categoryId = item.categoryId ?? (await createCategory(db)).id;
  return db
    .insertInto('shop_items')
    .values({
      category_id: categoryId,
      item_name: item.name ?? `Test Item ${itemCounter} ${Math.random().toString(36).slice(2, 8)}`,
      description: 'A test item.',
      icon: null,
      price: item.price,
      section: item.section ?? 1,
      ribbon: null,
      stock: item.stock ?? null,
      item_main: 100 + itemCounter,
      item_sub: itemCounter,
      is_hidden: item.hidden ?? false,
      sort_order: item.sortOrder ?? 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An item's stock as the database holds it now (null: unlimited). */
export async function stockOf(db: Db, productNum: number): Promise<number | null> {
  const row = await db
    .selectFrom('shop_items')
    .select('stock')
    .where('product_num', '=', productNum)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/**
 * The money invariant (docs/product/shop-and-wallet.md, Balances) over the whole database: for every user, each balance
 * equals the sum of that user's ledger rows and is >= 0; every ledger row's balance_after is the running
 * sum; each non-refunded purchase is paid by exactly its order's purchase rows; each refund matches a
 * cancelled purchase; each spent voucher has its one ledger row; each paid top-up order its one credit.
 */
export async function expectMoneyInvariant(db: Db): Promise<void> {
  const users = await db.selectFrom('users').select(['user_num', 'user_point', 'user_point2']).execute();
  const sums = await db
    .selectFrom('wallet_ledger')
    .select(['user_num', 'currency', (eb) => eb.fn.sum<number>('amount').as('total')])
    .groupBy(['user_num', 'currency'])
    .execute();
  const sumOf = (userNum: number, currency: Currency) =>
    Number(sums.find((s) => s.user_num === userNum && s.currency === currency)?.total ?? 0);
  for (const u of users) {
    expect(u.user_point, `user ${u.user_num} R-Coin >= 0`).toBeGreaterThanOrEqual(0);
    expect(u.user_point2, `user ${u.user_num} Milleage >= 0`).toBeGreaterThanOrEqual(0);
    expect(u.user_point, `user ${u.user_num} R-Coin = ledger`).toBe(sumOf(u.user_num, 'rcoin'));
    expect(u.user_point2, `user ${u.user_num} Milleage = ledger`).toBe(sumOf(u.user_num, 'milleage'));
  }
  const rows = await db
    .selectFrom('wallet_ledger')
    .select(['id', 'user_num', 'currency', 'amount', 'balance_after', 'source', 'reference'])
    .orderBy('id')
    .execute();
  const running = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.user_num}:${row.currency}`;
    const next = (running.get(key) ?? 0) + row.amount;
    expect(row.balance_after, `ledger row ${row.id} balance_after`).toBe(next);
    running.set(key, next);
  }
  // Purchases: each order's ledger debit equals the price of its item-bank rows, per currency.
  const orders = await db
    .selectFrom('shop_purchases')
    .select(['order_ref', 'currency', (eb) => eb.fn.sum<number>('pur_price').as('total')])
    .groupBy(['order_ref', 'currency'])
    .execute();
  const debits = new Map(
    rows
      .filter((r) => r.source === 'purchase' && r.reference.startsWith('order:'))
      .map((r) => [`${r.reference}:${r.currency}`, -r.amount]),
  );
  expect(debits.size, 'one purchase ledger row per order and currency').toBe(orders.length);
  for (const o of orders) expect(debits.get(`order:${o.order_ref}:${o.currency}`)).toBe(Number(o.total));
  const refunded = await db
    .selectFrom('shop_purchases')
    .select(['pur_num', 'pur_price'])
    .where('pur_flag', '=', 3)
    .execute();
  const refunds = rows.filter((r) => r.source === 'refund' && r.reference.startsWith('purchase:'));
  expect(refunds.length, 'one refund per cancelled purchase').toBe(refunded.length);
  for (const p of refunded) {
    expect(refunds.find((r) => r.reference === `purchase:${p.pur_num}`)?.amount).toBe(p.pur_price);
  }
  // Character services: a paid order has its one debit at its price, and a refused one its one refund too;
  // a free order has no ledger row (docs/product/character-services.md).
  const serviceOrders = await db
    .selectFrom('character_orders')
    .select(['id', 'price', 'currency', 'status'])
    .execute();
  const serviceRows = rows.filter((r) => r.reference.startsWith('character_order:'));
  let serviceRowsExpected = 0;
  for (const o of serviceOrders) {
    const booked = serviceRows
      .filter((r) => r.reference === `character_order:${o.id}`)
      .map((r) => [r.source, r.currency, r.amount]);
    const expected =
      o.price === 0
        ? []
        : [
            ['purchase', o.currency, -o.price],
            ...(o.status === 'refused' ? [['refund', o.currency, o.price]] : []),
          ];
    expect(booked, `character order ${o.id} (${o.status})`).toEqual(expected);
    serviceRowsExpected += expected.length;
  }
  expect(serviceRows.length, 'no character order ledger row without its order').toBe(serviceRowsExpected);
  const spent = await db
    .selectFrom('vouchers')
    .select(['id', 'value'])
    .where('redeemed_by', 'is not', null)
    .execute();
  const voucherRows = rows.filter((r) => r.source === 'voucher');
  expect(voucherRows.length, 'one ledger row per spent voucher').toBe(spent.length);
  for (const v of spent)
    expect(voucherRows.find((r) => r.reference === `voucher:${v.id}`)?.amount).toBe(v.value);
  // Payments: each paid order has exactly its one R-Coin credit, and every credit the payments module booked
  // (reference payment:<order>) has a paid order. (The ledger console's tests book a bare 'payment' row with
  // another reference, to test CSV quoting.)
  const paid = await db
    .selectFrom('payment_orders')
    .select(['id', 'user_num', 'rcoin'])
    .where('status', '=', 'paid')
    .execute();
  const paymentRows = rows.filter((r) => r.source === 'payment' && r.reference.startsWith('payment:'));
  expect(paymentRows.length, 'one ledger row per paid order').toBe(paid.length);
  for (const o of paid) {
    const row = paymentRows.find((r) => r.reference === `payment:${o.id}`);
    expect([row?.user_num, row?.currency, row?.amount]).toEqual([o.user_num, 'rcoin', o.rcoin]);
  }
  // Votes: each credited vote has its one ledger row at the site's reward, and each vote row in the ledger a
  // credited vote (docs/product/votes.md).
  const credited = await db
    .selectFrom('votes')
    .select(['id', 'user_num', 'reward_amount', 'reward_currency'])
    .where('outcome', '=', 'credited')
    .execute();
  const voteRows = rows.filter((r) => r.source === 'vote');
  expect(voteRows.length, 'one ledger row per credited vote').toBe(credited.length);
  for (const v of credited) {
    const row = voteRows.find((r) => r.reference === `vote:${v.id}`);
    expect([row?.user_num, row?.currency, row?.amount]).toEqual([
      v.user_num,
      v.reward_currency,
      v.reward_amount,
    ]);
  }
}

export async function walletOf(db: Db, userNum: number) {
  const row = await db
    .selectFrom('users')
    .select(['user_point', 'user_point2'])
    .where('user_num', '=', userNum)
    .executeTakeFirstOrThrow();
  const counts = await db
    .selectFrom('wallet_ledger')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_num', '=', userNum)
    .executeTakeFirstOrThrow();
  return { rcoin: row.user_point, milleage: row.user_point2, ledgerRows: Number(counts.n) };
}
