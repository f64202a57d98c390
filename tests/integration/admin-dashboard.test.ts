import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardPeriod, loadDashboard } from '../../src/server/modules/dashboard/service.ts';
import { type Dashboard, dashboardSchema } from '../../src/shared/contracts/admin-dashboard.ts';
import { manilaParts } from '../../src/shared/manila-time.ts';
import { createSignedInUser, createUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { createItem } from '../support/wallet-factories.ts';

/**
 * The console overview's figures (docs/product/dashboard.md). The exact figures are read from the service
 * with a fixed `now` in June 2026, far from the real clock, so the rows the test's own sign-ins write today
 * fall outside the period; the route is then checked for who may read it and for its minute of caching.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An instant given as a Manila wall-clock time. */
const manila = (date: string, time: string) => new Date(`${date}T${time}+08:00`);
/** Noon in Manila on 15 June 2026: the period is 17 May to 15 June. */
const NOW = manila('2026-06-15', '12:00:00');

let player: Awaited<ReturnType<typeof createUser>>;
let refs = 0;

async function userCreatedAt(at: Date) {
  const user = await createUser(t.db);
  await sql`update users set created_at = ${at} where user_num = ${user.user_num}`.execute(t.db);
  return user;
}

async function signInAt(at: Date) {
  refs += 1;
  await sql`insert into sessions (token_hash, user_num, created_at, expires_at)
    values (${`dash-${refs}`}, ${player.user_num}, ${at}, ${new Date(at.getTime() + 3_600_000)})`.execute(
    t.db,
  );
}

/** A ledger row as the wallet writes it; the figures read only currency, source, amount and time. */
async function ledger(
  at: Date,
  currency: 'rcoin' | 'milleage',
  source: 'voucher' | 'purchase' | 'refund' | 'admin' | 'payment',
  amount: number,
) {
  refs += 1;
  await t.db
    .insertInto('wallet_ledger')
    .values({
      user_num: player.user_num,
      currency,
      amount,
      balance_after: 1000,
      source,
      reference: `dash:${refs}`,
      created_at: at,
    })
    .execute();
}

/** One order of `units` item-bank rows of one product; `cancelled` of them refunded. */
async function order(at: Date, productNum: number, units: number, cancelled = 0) {
  const ref = randomUUID();
  for (let i = 0; i < units; i++) {
    await t.db
      .insertInto('shop_purchases')
      .values({
        order_ref: ref,
        user_num: player.user_num,
        product_num: productNum,
        item_main: 1,
        item_sub: 1,
        pur_price: 10,
        currency: 'rcoin',
        pur_flag: i < cancelled ? 3 : 0,
        pur_date: at,
      })
      .execute();
  }
}

const dayIndex = (figures: Dashboard, date: string) => figures.days.indexOf(date);

describe('the figures (service, fixed clock)', () => {
  let figures: Dashboard;
  const items: { product_num: number; item_name: string }[] = [];

  beforeAll(async () => {
    player = await createUser(t.db);
    // Registrations: 23:30 and 00:30 Manila are the same UTC date (15:30Z, 16:30Z) but different Manila days.
    await userCreatedAt(manila('2026-06-14', '23:30:00'));
    await userCreatedAt(manila('2026-06-15', '00:30:00'));
    await userCreatedAt(manila('2026-06-15', '11:59:00'));
    await userCreatedAt(manila('2026-05-17', '00:00:00')); // the period's first instant
    await userCreatedAt(manila('2026-05-16', '23:59:59')); // just before it
    await userCreatedAt(manila('2026-06-16', '00:00:00')); // tomorrow

    await signInAt(manila('2026-06-14', '23:30:00'));
    await signInAt(manila('2026-06-15', '00:30:00'));
    await signInAt(manila('2026-06-15', '00:31:00'));
    await signInAt(manila('2026-06-01', '08:00:00'));

    await ledger(manila('2026-06-14', '23:30:00'), 'rcoin', 'voucher', 100);
    await ledger(manila('2026-06-15', '00:30:00'), 'rcoin', 'voucher', 50);
    await ledger(manila('2026-06-15', '09:00:00'), 'rcoin', 'payment', 200);
    await ledger(manila('2026-06-15', '09:00:00'), 'rcoin', 'admin', 999); // a grant by staff
    await ledger(manila('2026-06-15', '09:00:00'), 'rcoin', 'refund', 30); // money back: not credited
    await ledger(manila('2026-06-15', '09:00:00'), 'milleage', 'voucher', 500); // not R-Coin
    await ledger(manila('2026-06-15', '10:00:00'), 'rcoin', 'purchase', -70);
    await ledger(manila('2026-06-14', '23:59:59'), 'rcoin', 'purchase', -5);
    await ledger(manila('2026-06-15', '11:00:00'), 'milleage', 'purchase', -40);
    await ledger(manila('2026-06-15', '11:00:00'), 'milleage', 'admin', -8); // a correction: not spent
    await ledger(manila('2026-05-16', '23:00:00'), 'rcoin', 'voucher', 7000); // before the period

    for (let i = 0; i < 7; i++) items.push(await createItem(t.db, { price: 10 }));
    const [a, b, c, d, e, f, g] = items.map((item) => item.product_num) as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    await order(manila('2026-06-15', '00:30:00'), b, 3); // b: 3 units
    await order(manila('2026-06-14', '23:30:00'), a, 1);
    await order(manila('2026-06-15', '08:00:00'), a, 3, 1); // a: 1 + 2 kept = 3 units, ties with b
    await order(manila('2026-06-10', '12:00:00'), g, 2); // g: 2 units
    await order(manila('2026-06-10', '12:00:00'), f, 1);
    await order(manila('2026-06-10', '12:00:00'), e, 1);
    await order(manila('2026-06-10', '12:00:00'), d, 1); // d, e, f tie: the oldest products first
    await order(manila('2026-05-16', '12:00:00'), c, 9); // before the period: c is not a best seller
    await order(manila('2026-06-15', '09:00:00'), c, 2, 2); // every unit cancelled: still an order

    figures = await loadDashboard(t.db, NOW);
  });

  it('covers the 30 Manila days up to today, oldest first', () => {
    expect(figures.days).toHaveLength(30);
    expect(figures.days[0]).toBe('2026-05-17');
    expect(figures.days.at(-1)).toBe('2026-06-15');
    expect(new Set(figures.days).size).toBe(30);
    for (const values of Object.values(figures.series)) expect(values).toHaveLength(30);
    expect(dashboardSchema.parse(figures)).toEqual(figures);
    expect(figures.openTickets).toBe(0);
  });

  it('counts registrations by Manila day, 23:30 and 00:30 on either side of midnight', () => {
    const r = figures.series.registrations;
    expect(r[dayIndex(figures, '2026-06-15')]).toBe(2);
    expect(r[dayIndex(figures, '2026-06-14')]).toBe(1);
    expect(r[0]).toBe(1);
    // The player the rows belong to and the two outside the period are not counted.
    expect(r.reduce((sum, n) => sum + n, 0)).toBe(4);
  });

  it('counts sign-ins by Manila day', () => {
    const s = figures.series.signIns;
    expect(s[dayIndex(figures, '2026-06-15')]).toBe(2);
    expect(s[dayIndex(figures, '2026-06-14')]).toBe(1);
    expect(s[dayIndex(figures, '2026-06-01')]).toBe(1);
    expect(s.reduce((sum, n) => sum + n, 0)).toBe(4);
  });

  it('credits R-Coin by source (shop refunds are none), and counts shop spending per currency', () => {
    const today = dayIndex(figures, '2026-06-15');
    const yesterday = dayIndex(figures, '2026-06-14');
    const { rcoinTopUps, rcoinVouchers, rcoinGrants } = figures.series;
    expect([rcoinVouchers[yesterday], rcoinVouchers[today]]).toEqual([100, 50]);
    expect(rcoinVouchers.reduce((sum, n) => sum + n, 0)).toBe(150);
    expect(rcoinTopUps.reduce((sum, n) => sum + n, 0)).toBe(200);
    expect(rcoinGrants.reduce((sum, n) => sum + n, 0)).toBe(999);
    expect([rcoinTopUps[today], rcoinGrants[today]]).toEqual([200, 999]);
    expect(figures.series.rcoinSpent[today]).toBe(70);
    expect(figures.series.rcoinSpent[yesterday]).toBe(5);
    expect(figures.series.milleageSpent[today]).toBe(40);
    expect(figures.series.milleageSpent.reduce((sum, n) => sum + n, 0)).toBe(40);
  });

  it('counts orders, not item-bank rows, by Manila day', () => {
    const o = figures.series.orders;
    expect(o[dayIndex(figures, '2026-06-15')]).toBe(3);
    expect(o[dayIndex(figures, '2026-06-14')]).toBe(1);
    expect(o[dayIndex(figures, '2026-06-10')]).toBe(4);
    expect(o.reduce((sum, n) => sum + n, 0)).toBe(8);
  });

  it('names the five most bought items of the period, cancelled units left out, ties to the older item', () => {
    const [a, b, , d, e, , g] = items;
    expect(figures.bestSellers).toEqual([
      { productNum: a?.product_num, name: a?.item_name, units: 3 },
      { productNum: b?.product_num, name: b?.item_name, units: 3 },
      { productNum: g?.product_num, name: g?.item_name, units: 2 },
      { productNum: d?.product_num, name: d?.item_name, units: 1 },
      { productNum: e?.product_num, name: e?.item_name, units: 1 },
    ]);
  });

  it('starts the period at a Manila midnight whatever the hour', () => {
    for (const time of ['00:00:00', '07:59:59', '08:00:00', '23:59:59']) {
      const period = dashboardPeriod(manila('2026-06-15', time));
      expect(period.days.at(-1), time).toBe('2026-06-15');
      expect(period.from.toISOString(), time).toBe('2026-05-16T16:00:00.000Z');
      expect(period.until.toISOString(), time).toBe('2026-06-15T16:00:00.000Z');
    }
  });
});

describe('GET /api/admin/dashboard', () => {
  const get = (auth: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/admin/dashboard', headers: { ...AJAX, ...auth } });

  it('refuses anonymous callers (401), players and support staff (403)', async () => {
    expect((await get()).statusCode).toBe(401);
    const somePlayer = await createSignedInUser(t.db);
    expect((await get(somePlayer.auth)).json()).toMatchObject({ code: 'forbidden' });
    expect((await get(somePlayer.auth)).statusCode).toBe(403);
    const support = await createSignedInUser(t.db);
    await t.db
      .insertInto('staff_grants')
      .values({ user_num: support.user.user_num, role: 'support' })
      .execute();
    const refused = await get(support.auth);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
  });

  it("answers an administrator with today's Manila date last, not stored by the browser, kept for a minute", async () => {
    const admin = await createSignedInUser(t.db, { userType: 11 });
    const first = await get(admin.auth);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = dashboardSchema.parse(first.json());
    const { year, month, day } = manilaParts(new Date(body.generatedAt));
    const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    expect(body.days.at(-1)).toBe(today);
    // The administrator's own account and session were made today.
    expect(body.series.registrations.at(-1)).toBeGreaterThanOrEqual(1);
    expect(body.series.signIns.at(-1)).toBeGreaterThanOrEqual(1);

    // A registration now is not seen until the cached answer expires.
    await createUser(t.db);
    const second = dashboardSchema.parse((await get(admin.auth)).json());
    expect(second).toEqual(body);
    const fresh = await loadDashboard(t.db, new Date(body.generatedAt));
    expect(fresh.series.registrations.at(-1)).toBe((body.series.registrations.at(-1) ?? 0) + 1);
  });
});
