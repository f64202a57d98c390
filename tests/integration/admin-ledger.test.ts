import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_PAGE_SIZE } from '#shared/contracts/admin-ledger.ts';
import type { Currency, LedgerSource } from '../../src/server/db/tables/shop.ts';
import { createSignedInUser } from '../support/factories.ts';
import { unlimitedRateStore } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { expectMoneyInvariant } from '../support/wallet-factories.ts';

/** The console's global ledger (docs/product/ledger-console.md); 401/403 are in admin-api.test.ts. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let alice: Awaited<ReturnType<typeof createSignedInUser>>;
let bob: Awaited<ReturnType<typeof createSignedInUser>>;
let counter = 0;

/**
 * Books a row dated `at` (the ledger refuses updates, so the row is written with its date) and moves the
 * balance with it in the same transaction: the balance still equals the sum of the ledger.
 */
async function book(
  userNum: number,
  currency: Currency,
  amount: number,
  options: { at?: string; source?: LedgerSource; reference?: string } = {},
) {
  counter += 1;
  const column = currency === 'rcoin' ? 'user_point' : 'user_point2';
  await t.db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('users')
      .set((eb) => ({ [column]: eb(column, '+', amount) }))
      .where('user_num', '=', userNum)
      .returning(['user_point', 'user_point2'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('wallet_ledger')
      .values({
        user_num: userNum,
        currency,
        amount,
        balance_after: user[column],
        source: options.source ?? 'admin',
        reference: options.reference ?? `ledger-test:${counter}`,
        created_at: options.at ? new Date(options.at) : new Date(),
      })
      .execute();
  });
}

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: admin.auth });

beforeAll(async () => {
  t = await createTestApp({ rateStore: unlimitedRateStore });
  admin = await createSignedInUser(t.db, { userType: 11 });
  alice = await createSignedInUser(t.db, { userId: 'AliceLedger' });
  bob = await createSignedInUser(t.db, { userId: 'BobLedger' });
  // Alice: two R-Coin credits either side of a Manila midnight (2026-11-11 00:00 Manila = 11-10 16:00 UTC),
  // a Milleage credit, and a payment credit whose reference needs quoting and defusing in a CSV.
  await book(alice.user.user_num, 'rcoin', 100, { at: '2026-11-10T15:59:59Z' });
  await book(alice.user.user_num, 'rcoin', 250, { at: '2026-11-10T16:00:00Z' });
  await book(alice.user.user_num, 'milleage', 40, { at: '2026-11-11T03:00:00Z' });
  await book(alice.user.user_num, 'rcoin', 5, {
    at: '2026-11-12T03:00:00Z',
    source: 'payment',
    reference: '=SUM(A1), "x"',
  });
  // Bob: 55 rows, enough for two pages.
  for (let i = 0; i < 55; i += 1) await book(bob.user.user_num, 'rcoin', 1, { at: '2026-11-05T10:00:00Z' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/ledger', () => {
  it('filters by player (user ID in any case, or number), newest first, with the user on each row', async () => {
    const byId = await get('ledger?player=aliceledger');
    expect(byId.statusCode).toBe(200);
    const body = byId.json();
    expect(body.total).toBe(4);
    expect(body.data.map((r: { amount: number }) => r.amount)).toEqual([5, 40, 250, 100]);
    expect(body.data[0]).toMatchObject({
      userNum: alice.user.user_num,
      userId: 'AliceLedger',
      currency: 'rcoin',
      balanceAfter: 355,
      source: 'payment',
      reference: '=SUM(A1), "x"',
      at: '2026-11-12T03:00:00.000Z',
    });
    const byNumber = (await get(`ledger?player=${alice.user.user_num}`)).json();
    expect(byNumber.data).toEqual(body.data);
    expect((await get('ledger?player=nobody-such')).json()).toMatchObject({ total: 0, data: [] });
  });

  it('filters by source, currency and Manila dates (both included)', async () => {
    const payment = (await get('ledger?source=payment')).json();
    expect(payment.data.map((r: { reference: string }) => r.reference)).toEqual(['=SUM(A1), "x"']);
    const milleage = (await get('ledger?currency=milleage')).json();
    expect(milleage.data.map((r: { amount: number }) => r.amount)).toEqual([40]);
    // 2026-11-11 in Manila starts at 11-10 16:00 UTC: the 250 is in, the 100 a second earlier is not.
    const day = (await get('ledger?player=AliceLedger&from=2026-11-11&to=2026-11-11')).json();
    expect(day.data.map((r: { amount: number }) => r.amount)).toEqual([40, 250]);
    const before = (await get('ledger?player=AliceLedger&to=2026-11-10')).json();
    expect(before.data.map((r: { amount: number }) => r.amount)).toEqual([100]);
  });

  it('pages 50 rows at a time', async () => {
    const first = (await get(`ledger?player=${bob.user.user_num}`)).json();
    expect(first).toMatchObject({ page: 1, total: 55, last_page: 2 });
    expect(first.data).toHaveLength(LEDGER_PAGE_SIZE);
    const second = (await get(`ledger?player=${bob.user.user_num}&page=2`)).json();
    expect(second.data).toHaveLength(5);
    const ids = [...first.data, ...second.data].map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(55);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'source=gift',
      'currency=gold',
      'from=2026-13-01',
      'from=2026-11-12&to=2026-11-11',
      'page=0',
      'page=abc',
      'colour=red',
      `player=${'x'.repeat(41)}`,
    ]) {
      const res = await get(`ledger?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
  it('answers the extreme dates without failing', async () => {
    for (const url of [
      'ledger?from=0000-01-01&to=9999-12-31',
      'ledger.csv?from=9999-12-31',
      'ledger/daily?from=0000-01-01&to=0000-01-02',
      'ledger/daily?from=9999-12-31',
      'ledger?player=99999999999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('GET /api/admin/ledger.csv', () => {
  it('streams the filtered rows oldest first as a CSV download, fields quoted and defused', async () => {
    const res = await get('ledger.csv?player=AliceLedger&currency=rcoin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ledger.csv"');
    const lines = res.body.split('\r\n');
    expect(lines.pop()).toBe('');
    const n = alice.user.user_num;
    expect(lines[0]).toBe('id,time_utc,user_num,user_id,currency,amount,balance_after,source,reference');
    expect(lines.slice(1).map((l) => l.replace(/^\d+,/, ''))).toEqual([
      `2026-11-10T15:59:59.000Z,${n},AliceLedger,rcoin,100,100,admin,ledger-test:1`,
      `2026-11-10T16:00:00.000Z,${n},AliceLedger,rcoin,250,350,admin,ledger-test:2`,
      `2026-11-12T03:00:00.000Z,${n},AliceLedger,rcoin,5,355,payment,"'=SUM(A1), ""x"""`,
    ]);
  });

  it('reads past one batch (every row once) and refuses bad filters', async () => {
    const res = await get(`ledger.csv?player=${bob.user.user_num}`);
    const ids = res.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => Number(l.split(',')[0]));
    expect(new Set(ids).size).toBe(55);
    expect((await get('ledger.csv?source=gift')).statusCode).toBe(400);
    expect((await get('ledger.csv?page=2')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/ledger/daily', () => {
  it('totals per Manila day, source and currency, split at Manila midnight', async () => {
    const res = await get('ledger/daily?player=AliceLedger&from=2026-11-10&to=2026-11-12');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-11-10',
      to: '2026-11-12',
      data: [
        { day: '2026-11-10', source: 'admin', currency: 'rcoin', total: 100, rows: 1 },
        { day: '2026-11-11', source: 'admin', currency: 'milleage', total: 40, rows: 1 },
        { day: '2026-11-11', source: 'admin', currency: 'rcoin', total: 250, rows: 1 },
        { day: '2026-11-12', source: 'payment', currency: 'rcoin', total: 5, rows: 1 },
      ],
    });
    const bobs = (await get('ledger/daily?from=2026-11-05&to=2026-11-05')).json();
    expect(bobs.data).toEqual([
      { day: '2026-11-05', source: 'admin', currency: 'rcoin', total: 55, rows: 55 },
    ]);
  });

  it('defaults to 30 days and refuses more than 366', async () => {
    expect((await get('ledger/daily?to=2026-11-30')).json()).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect((await get('ledger/daily?from=2025-11-29&to=2026-11-29')).statusCode).toBe(200);
    const long = await get('ledger/daily?from=2025-11-28&to=2026-11-29');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 366 days/);
  });
});

describe('GET /api/admin/ledger/check', () => {
  it('reports every balance matching, then finds a deliberately corrupted one', async () => {
    await expectMoneyInvariant(t.db);
    const users = await t.db.selectFrom('users').select('user_num').execute();
    const clean = (await get('ledger/check')).json();
    expect(clean).toEqual({ checked: users.length * 2, mismatched: 0, data: [] });

    await t.db
      .updateTable('users')
      .set((eb) => ({ user_point2: eb('user_point2', '+', 7) }))
      .where('user_num', '=', alice.user.user_num)
      .execute();
    try {
      const bad = (await get('ledger/check')).json();
      expect(bad).toEqual({
        checked: users.length * 2,
        mismatched: 1,
        data: [
          {
            userNum: alice.user.user_num,
            userId: 'AliceLedger',
            currency: 'milleage',
            balance: 47,
            ledgerSum: 40,
          },
        ],
      });
    } finally {
      await t.db
        .updateTable('users')
        .set((eb) => ({ user_point2: eb('user_point2', '-', 7) }))
        .where('user_num', '=', alice.user.user_num)
        .execute();
    }
    expect((await get('ledger/check')).json().mismatched).toBe(0);
  });

  it('counts an account without ledger rows but with a balance', async () => {
    const odd = await createSignedInUser(t.db, { userId: 'OddBalance' });
    await t.db
      .updateTable('users')
      .set({ user_point: 3 })
      .where('user_num', '=', odd.user.user_num)
      .execute();
    try {
      const bad = (await get('ledger/check')).json();
      expect(bad.data).toEqual([
        { userNum: odd.user.user_num, userId: 'OddBalance', currency: 'rcoin', balance: 3, ledgerSum: 0 },
      ]);
    } finally {
      await t.db
        .updateTable('users')
        .set({ user_point: 0 })
        .where('user_num', '=', odd.user.user_num)
        .execute();
    }
  });
});

describe('the ledger routes', () => {
  it('are documented as administrator-only (economy.write) and refuse support staff', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { 'x-permission'?: string }>>;
    };
    for (const path of [
      '/api/admin/ledger',
      '/api/admin/ledger.csv',
      '/api/admin/ledger/daily',
      '/api/admin/ledger/check',
    ])
      expect(doc.paths[path]?.get?.['x-permission'], path).toBe('economy.write');
    const support = await createSignedInUser(t.db);
    await t.db
      .insertInto('staff_grants')
      .values({ user_num: support.user.user_num, role: 'support' })
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/ledger', headers: support.auth });
    expect(res.statusCode).toBe(403);
  });
});
