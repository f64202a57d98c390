import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createVouchers } from '../../src/server/modules/vouchers/service.ts';
import { shopClient, unlimitedRateStore } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  createItem,
  createPlayer,
  expectMoneyInvariant,
  stockOf,
  walletOf,
} from '../support/wallet-factories.ts';

/**
 * Proofs on real PostgreSQL that simultaneous requests cannot overspend, redeem twice or leave a state
 * no serial order of the same requests would give. The rate limiter is disabled here on purpose: every
 * request must reach the database.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateStore: unlimitedRateStore });
});
afterEach(async () => {
  await expectMoneyInvariant(t.db);
});
afterAll(() => t.close());

describe('simultaneous buys', { timeout: 120_000 }, () => {
  it('200 simultaneous buys by one player whose balance covers 10 give exactly 10 successes', async () => {
    const item = await createItem(t.db, { price: 37 });
    const player = await createPlayer(t.db, { rcoin: 370 });
    const client = shopClient(t.app, player.auth);
    const results = await Promise.all(Array.from({ length: 200 }, () => client.buy(item.product_num)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(190);
    const balancesSeen = results.filter((r) => r.statusCode === 200).map((r) => r.json().userPoints);
    expect(balancesSeen.sort((a, b) => a - b)).toEqual([0, 37, 74, 111, 148, 185, 222, 259, 296, 333]);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 0, ledgerRows: 11 });
    const rows = await t.db
      .selectFrom('shop_purchases')
      .select('pur_num')
      .where('user_num', '=', player.user.user_num)
      .execute();
    expect(rows).toHaveLength(10);
  });

  it('200 simultaneous buys of an item with stock 10 by 20 rich players sell exactly 10', async () => {
    const item = await createItem(t.db, { price: 5, stock: 10 });
    const players = await Promise.all(Array.from({ length: 20 }, () => createPlayer(t.db, { rcoin: 1000 })));
    const results = await Promise.all(
      players.flatMap((p) =>
        Array.from({ length: 10 }, () => shopClient(t.app, p.auth).buy(item.product_num)),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(190);
    expect(await stockOf(t.db, item.product_num)).toBe(0);
  });
});

// ---------- mixed operations vs. a serial model ----------

type Op =
  | { kind: 'buy'; item: 'A' | 'B' | 'C'; quantity: number }
  | { kind: 'checkout' }
  | { kind: 'cancel'; index: 0 | 1 }
  | { kind: 'redeem'; valid: boolean };

interface Model {
  rcoin: number;
  milleage: number;
  stockA: number;
  cart: { item: 'A' | 'B'; quantity: number }[];
  /** Flags of the two pre-bought C purchases, plus counts of new units per item. */
  cancelled: [boolean, boolean];
  bought: Record<'A' | 'B' | 'C', number>;
  voucherUsed: boolean;
}

interface World {
  prices: Record<'A' | 'B' | 'C', number>;
  currencyOf: Record<'A' | 'B' | 'C', 'rcoin' | 'milleage'>;
  voucherValue: number;
}

function apply(world: World, state: Model, op: Op): { status: number; state: Model } {
  const s: Model = structuredClone(state);
  const order = (lines: { item: 'A' | 'B' | 'C'; quantity: number }[]): number => {
    const sorted = [...lines].sort((a, b) => a.item.localeCompare(b.item));
    for (const line of sorted) if (line.item === 'A' && s.stockA < line.quantity) return 409;
    const cost = { rcoin: 0, milleage: 0 };
    for (const line of sorted) cost[world.currencyOf[line.item]] += world.prices[line.item] * line.quantity;
    if (s.rcoin < cost.rcoin || s.milleage < cost.milleage) return 402;
    for (const line of sorted) {
      if (line.item === 'A') s.stockA -= line.quantity;
      s.bought[line.item] += line.quantity;
    }
    s.rcoin -= cost.rcoin;
    s.milleage -= cost.milleage;
    return 200;
  };
  switch (op.kind) {
    case 'buy':
      return { status: order([{ item: op.item, quantity: op.quantity }]), state: s };
    case 'checkout': {
      if (s.cart.length === 0) return { status: 400, state: state };
      const status = order(s.cart);
      if (status === 200) s.cart = [];
      return { status, state: status === 200 ? s : state };
    }
    case 'cancel':
      if (s.cancelled[op.index]) return { status: 409, state: state };
      s.cancelled[op.index] = true;
      s.rcoin += world.prices.C;
      return { status: 200, state: s };
    case 'redeem':
      if (!op.valid) return { status: 400, state: state };
      if (s.voucherUsed) return { status: 409, state: state };
      s.voucherUsed = true;
      s.rcoin += world.voucherValue;
      return { status: 200, state: s };
  }
}

function* permutations<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield items;
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const p of permutations(rest)) yield [items[i]!, ...p];
  }
}

/** True when some serial order of `ops` gives exactly the observed statuses and final state. */
function serialEquivalent(world: World, start: Model, ops: Op[], statuses: number[], final: Model): boolean {
  const indices = ops.map((_, i) => i);
  for (const order of permutations(indices)) {
    let state = start;
    let ok = true;
    for (const i of order) {
      const step = apply(world, state, ops[i]!);
      if (step.status !== statuses[i]) {
        ok = false;
        break;
      }
      state = step.state;
    }
    if (ok && JSON.stringify(state) === JSON.stringify(final)) return true;
  }
  return false;
}

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('buy' as const),
    item: fc.constantFrom('A' as const, 'B' as const, 'C' as const),
    quantity: fc.integer({ min: 1, max: 2 }),
  }),
  fc.constant({ kind: 'checkout' as const }),
  fc.record({ kind: fc.constant('cancel' as const), index: fc.constantFrom(0 as const, 1 as const) }),
  fc.record({ kind: fc.constant('redeem' as const), valid: fc.boolean() }),
);

describe('simultaneous mixed operations for one player', { timeout: 180_000 }, () => {
  it('end in a state some serial order of the same operations would give (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 2, maxLength: 6 }),
        fc.record({
          rcoin: fc.integer({ min: 0, max: 150 }),
          milleage: fc.integer({ min: 0, max: 60 }),
          stockA: fc.integer({ min: 0, max: 3 }),
          cartA: fc.integer({ min: 0, max: 2 }),
          cartB: fc.integer({ min: 0, max: 2 }),
        }),
        async (ops, setup) => {
          const world: World = {
            prices: { A: 20, B: 15, C: 10 },
            currencyOf: { A: 'rcoin', B: 'milleage', C: 'rcoin' },
            voucherValue: 40,
          };
          const itemA = await createItem(t.db, { price: world.prices.A, stock: setup.stockA + setup.cartA });
          const itemB = await createItem(t.db, { price: world.prices.B, section: 2 });
          const itemC = await createItem(t.db, { price: world.prices.C });
          const nums = { A: itemA.product_num, B: itemB.product_num, C: itemC.product_num };
          const player = await createPlayer(t.db, { rcoin: setup.rcoin + 20, milleage: setup.milleage });
          const client = shopClient(t.app, player.auth);
          // Set-up, serially: two waiting C purchases to cancel, a cart, a voucher.
          expect((await client.buy(nums.C, undefined, '&quantity=2')).statusCode).toBe(200);
          const pre = await t.db
            .selectFrom('shop_purchases')
            .select('pur_num')
            .where('user_num', '=', player.user.user_num)
            .orderBy('pur_num')
            .execute();
          for (let i = 0; i < setup.cartA; i++) await client.addToCart(nums.A);
          for (let i = 0; i < setup.cartB; i++) await client.addToCart(nums.B);
          const [code] = await createVouchers(t.db, {
            value: world.voucherValue,
            currency: 'rcoin',
            count: 1,
          });
          const start: Model = {
            rcoin: setup.rcoin,
            milleage: setup.milleage,
            stockA: setup.stockA + setup.cartA,
            cart: [
              ...(setup.cartA ? [{ item: 'A' as const, quantity: setup.cartA }] : []),
              ...(setup.cartB ? [{ item: 'B' as const, quantity: setup.cartB }] : []),
            ],
            cancelled: [false, false],
            bought: { A: 0, B: 0, C: 0 },
            voucherUsed: false,
          };
          // All at once.
          const results = await Promise.all(
            ops.map((op) => {
              switch (op.kind) {
                case 'buy':
                  return client.buy(nums[op.item], undefined, `&quantity=${op.quantity}`);
                case 'checkout':
                  return client.checkout();
                case 'cancel':
                  return client.cancel(pre[op.index]!.pur_num);
                default:
                  return client.redeem(op.valid ? code! : 'NOT-A-REAL-CODE');
              }
            }),
          );
          const statuses = results.map((r) => r.statusCode);
          // Observe the final state.
          const wallet = await walletOf(t.db, player.user.user_num);
          const stockA = await stockOf(t.db, nums.A);
          const cart = (await client.cart()).json() as { productnum: number; quantity: number }[];
          const purchases = await t.db
            .selectFrom('shop_purchases')
            .select(['pur_num', 'product_num', 'pur_flag'])
            .where('user_num', '=', player.user.user_num)
            .execute();
          const preNums = pre.map((p) => p.pur_num);
          const voucher = await t.db
            .selectFrom('vouchers')
            .select('redeemed_by')
            .where('value', '=', world.voucherValue)
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow();
          const final: Model = {
            rcoin: wallet.rcoin,
            milleage: wallet.milleage,
            stockA: stockA ?? -1,
            cart: cart.map((r) => ({
              item: r.productnum === nums.A ? ('A' as const) : ('B' as const),
              quantity: r.quantity,
            })),
            cancelled: [0, 1].map((i) => purchases.find((p) => p.pur_num === preNums[i])?.pur_flag === 3) as [
              boolean,
              boolean,
            ],
            bought: {
              A: purchases.filter((p) => p.product_num === nums.A).length,
              B: purchases.filter((p) => p.product_num === nums.B).length,
              C: purchases.filter((p) => p.product_num === nums.C && !preNums.includes(p.pur_num)).length,
            },
            voucherUsed: voucher.redeemed_by === player.user.user_num,
          };
          // Cancelled pre-bought units return stock only for A; C is unlimited, so nothing to adjust.
          expect(
            serialEquivalent(world, start, ops, statuses, final),
            `ops ${JSON.stringify(ops)} statuses ${JSON.stringify(statuses)} final ${JSON.stringify(final)}`,
          ).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});
