import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createVouchers } from '../../src/server/modules/vouchers/service.ts';
import { createSignedInUser } from '../support/factories.ts';
import { shopClient, unlimitedRateStore } from '../support/shop-client.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { createItem, createPlayer, expectMoneyInvariant } from '../support/wallet-factories.ts';

/**
 * Proofs on real PostgreSQL that an operator's adjustments racing a player's own purchases and voucher
 * redemptions end in a state some serial order of the same requests gives: no balance below zero, the
 * balance equal to the sum of the ledger, and every refusal explained by a moment of that order at which
 * the balance was too small. The rate limiter is off: every request must reach the database.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ rateStore: unlimitedRateStore });
  admin = await createSignedInUser(t.db, { userType: 11 });
});
afterEach(async () => {
  await expectMoneyInvariant(t.db);
});
afterAll(() => t.close());

const adjust = (userNum: number, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/players/${userNum}/balance`,
    headers: { ...AJAX, ...admin.auth },
    payload: { currency: 'rcoin', amount, reason: 'race test' },
  });

type Op =
  | { kind: 'buy' }
  | { kind: 'debit'; amount: number }
  | { kind: 'credit'; amount: number }
  | { kind: 'redeem'; code: string };

function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('operator adjustments racing the player', { timeout: 120_000 }, () => {
  for (const [round, setup] of [
    {
      start: 300,
      price: 30,
      buys: 20,
      debits: 10,
      debit: 40,
      credits: 8,
      credit: 25,
      vouchers: 4,
      voucher: 20,
    },
    { start: 50, price: 7, buys: 30, debits: 15, debit: 9, credits: 15, credit: 3, vouchers: 6, voucher: 5 },
    {
      start: 1000,
      price: 100,
      buys: 12,
      debits: 12,
      debit: 100,
      credits: 2,
      credit: 500,
      vouchers: 2,
      voucher: 50,
    },
  ].entries()) {
    it(`round ${round + 1}: ends in a serial order's state`, async () => {
      const player = await createPlayer(t.db, { rcoin: setup.start });
      const num = player.user.user_num;
      const item = await createItem(t.db, { price: setup.price });
      const codes = await createVouchers(t.db, {
        count: setup.vouchers,
        value: setup.voucher,
        currency: 'rcoin',
        batch: 'race',
      });
      const ops: Op[] = shuffled(
        [
          ...Array.from({ length: setup.buys }, (): Op => ({ kind: 'buy' })),
          ...Array.from({ length: setup.debits }, (): Op => ({ kind: 'debit', amount: setup.debit })),
          ...Array.from({ length: setup.credits }, (): Op => ({ kind: 'credit', amount: setup.credit })),
          ...codes.map((code): Op => ({ kind: 'redeem', code })),
        ],
        round + 7,
      );
      const shop = shopClient(t.app, player.auth);
      const results: LightMyRequestResponse[] = await Promise.all(
        ops.map((op) => {
          if (op.kind === 'buy') return shop.buy(item.product_num);
          if (op.kind === 'redeem') return shop.redeem(op.code);
          return adjust(num, op.kind === 'debit' ? -op.amount : op.amount);
        }),
      );
      const outcome = ops.map((op, i) => ({ op, status: results[i]?.statusCode }));
      // Credits and redemptions always succeed; buys and debits succeed or are refused for the balance.
      for (const { op, status } of outcome) {
        if (op.kind === 'credit' || op.kind === 'redeem') expect([op.kind, status]).toEqual([op.kind, 200]);
        if (op.kind === 'buy') expect([402, 200]).toContain(status);
        if (op.kind === 'debit') expect([400, 200]).toContain(status);
      }
      const ok = (kind: Op['kind']) => outcome.filter((o) => o.op.kind === kind && o.status === 200).length;
      const expected =
        setup.start +
        ok('credit') * setup.credit +
        ok('redeem') * setup.voucher -
        ok('buy') * setup.price -
        ok('debit') * setup.debit;
      const user = await t.db
        .selectFrom('users')
        .select('user_point')
        .where('user_num', '=', num)
        .executeTakeFirstOrThrow();
      expect(user.user_point).toBe(expected);
      expect(user.user_point).toBeGreaterThanOrEqual(0);

      // The ledger is the serial order: its running balances (checked by the invariant) start at `start`.
      const ledger = await t.db
        .selectFrom('wallet_ledger')
        .select(['amount', 'balance_after', 'source'])
        .where('user_num', '=', num)
        .where('currency', '=', 'rcoin')
        .orderBy('id')
        .execute();
      expect(ledger.length).toBe(1 + ok('credit') + ok('redeem') + ok('buy') + ok('debit'));
      expect(ledger.filter((r) => r.source === 'admin' && r.amount < 0)).toHaveLength(ok('debit'));
      const balancesSeen = ledger.map((r) => r.balance_after);
      const lowest = Math.min(...balancesSeen);
      // A refusal is serial-consistent when some moment of that order had too little for it.
      if (outcome.some((o) => o.op.kind === 'buy' && o.status === 402))
        expect(lowest).toBeLessThan(setup.price);
      if (outcome.some((o) => o.op.kind === 'debit' && o.status === 400))
        expect(lowest).toBeLessThan(setup.debit);
    });
  }

  it('a ban racing the player’s buys: every buy is before the ban or refused, none after', async () => {
    const player = await createPlayer(t.db, { rcoin: 1000 });
    const num = player.user.user_num;
    const item = await createItem(t.db, { price: 10 });
    const shop = shopClient(t.app, player.auth);
    const ban = t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${num}/ban`,
      headers: { ...AJAX, ...admin.auth },
      payload: { reason: 'race test' },
    });
    const buys = Array.from({ length: 20 }, () => shop.buy(item.product_num));
    const [banned, ...results] = await Promise.all([ban, ...buys]);
    expect(banned?.statusCode).toBe(200);
    for (const r of results) expect([200, 401, 403]).toContain(r.statusCode);
    const bought = results.filter((r) => r.statusCode === 200).length;
    const rows = await t.db
      .selectFrom('shop_purchases')
      .select('pur_num')
      .where('user_num', '=', num)
      .execute();
    expect(rows).toHaveLength(bought);
    // After the ban, nothing more goes through.
    expect((await shop.buy(item.product_num)).statusCode).toBe(401);
  });

  it("the operator's cancel and the player's own cancel of one purchase refund it once", async () => {
    const player = await createPlayer(t.db, { rcoin: 100 });
    const num = player.user.user_num;
    const item = await createItem(t.db, { price: 60 });
    const shop = shopClient(t.app, player.auth);
    expect((await shop.buy(item.product_num)).statusCode).toBe(200);
    const purchase = await t.db
      .selectFrom('shop_purchases')
      .select('pur_num')
      .where('user_num', '=', num)
      .executeTakeFirstOrThrow();
    const [mine, theirs] = await Promise.all([
      shop.cancel(purchase.pur_num),
      t.app.inject({
        method: 'POST',
        url: `/api/admin/players/${num}/purchases/${purchase.pur_num}/cancel`,
        headers: { ...AJAX, ...admin.auth },
        payload: { reason: 'race test' },
      }),
    ]);
    expect([mine.statusCode, theirs.statusCode].sort()).toEqual([200, 409]);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'player.cancel_purchase')
      .where('record_id', '=', String(purchase.pur_num))
      .execute();
    expect(audits).toHaveLength(theirs.statusCode === 200 ? 1 : 0);
  });
});
