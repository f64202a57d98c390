import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDashboard, revenuePeriod } from '../../src/server/modules/dashboard/service.ts';
import { createVouchers } from '../../src/server/modules/vouchers/service.ts';
import { type Dashboard, dashboardSchema } from '../../src/shared/contracts/admin-dashboard.ts';
import type { OrderStatus } from '../../src/shared/payment-rules.ts';
import { createSignedInUser, createUser } from '../support/factories.ts';
import { shopClient } from '../support/shop-client.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { createPlayer, expectMoneyInvariant } from '../support/wallet-factories.ts';

/**
 * The overview's revenue and R-Coin credited by source (docs/product/dashboard.md). Revenue is pesos of paid
 * top-up orders by the Manila day and month they were paid; R-Coin from top-ups, vouchers and staff grants
 * is read from the ledger and is not revenue. The exact sums are read with a fixed `now` (noon in Manila on
 * 15 June 2026) from rows placed on Manila midnights; then, on a database of its own, the real flows (a
 * top-up paid through the fake provider's webhook, a voucher, a grant and a debit by staff) are checked to
 * land in the series they belong to.
 */

/** An instant given as a Manila wall-clock time. */
const manila = (date: string, time: string) => new Date(`${date}T${time}+08:00`);
const NOW = manila('2026-06-15', '12:00:00');

describe('revenue and R-Coin credited (service, fixed clock)', () => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof createUser>>;
  let figures: Dashboard;
  let refs = 0;

  /** A top-up order as the payments module leaves it; only a paid one has paid_at. */
  async function order(
    status: OrderStatus,
    centavos: number,
    paidAt: Date | null,
    extra: { createdAt?: Date; currency?: string } = {},
  ) {
    refs += 1;
    await t.db
      .insertInto('payment_orders')
      .values({
        reference: `TU-${String(refs).padStart(20, '0')}`,
        user_num: player.user_num,
        package_name: 'Test',
        provider: 'fake',
        amount_centavos: centavos,
        currency: extra.currency ?? 'PHP',
        rcoin: 1,
        status,
        paid_at: paidAt,
        created_at: extra.createdAt ?? paidAt ?? manila('2026-06-15', '10:00:00'),
      })
      .execute();
  }

  /** A ledger row as the wallet writes it; the figures read only currency, source, amount and time. */
  async function ledger(
    at: Date,
    source: 'voucher' | 'purchase' | 'refund' | 'admin' | 'payment',
    amount: number,
    currency: 'rcoin' | 'milleage' = 'rcoin',
  ) {
    refs += 1;
    await t.db
      .insertInto('wallet_ledger')
      .values({
        user_num: player.user_num,
        currency,
        amount,
        balance_after: 10_000,
        source,
        reference: `revenue:${refs}`,
        created_at: at,
      })
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp();
    player = await createUser(t.db);
    // 23:59 and 00:01 Manila (15:59Z and 16:01Z) are one UTC date but two Manila days.
    await order('paid', 123_450, manila('2026-06-14', '23:59:00'));
    await order('paid', 10_000, manila('2026-06-15', '00:01:00'));
    // Centavos that are not exact as fractions of a peso in binary: summed as integers, ₱0.30.
    await order('paid', 10, manila('2026-06-15', '09:00:00'));
    await order('paid', 20, manila('2026-06-15', '09:30:00'));
    // Made two days before, paid (late) today: counted on the day the money came.
    await order('paid', 2_000, manila('2026-06-15', '10:30:00'), {
      createdAt: manila('2026-06-13', '10:00:00'),
    });
    // Either side of a month's first midnight.
    await order('paid', 50_000, manila('2026-06-01', '00:01:00'));
    await order('paid', 25_075, manila('2026-05-31', '23:59:00'));
    // The day period's first instant, and just before it (still in May's month).
    await order('paid', 3, manila('2026-05-17', '00:00:00'));
    await order('paid', 7_000, manila('2026-05-16', '23:59:59'));
    // The twelve months' first instant, and just before it.
    await order('paid', 99_900, manila('2025-07-01', '00:00:00'));
    await order('paid', 1_000_000, manila('2025-06-30', '23:59:59'));
    // Tomorrow, after the figures were read.
    await order('paid', 400, manila('2026-06-16', '00:00:00'));
    // Not pesos.
    await order('paid', 5_000, manila('2026-06-15', '10:00:00'), { currency: 'USD' });
    // No money taken: waiting, no checkout, ended unpaid.
    await order('pending', 77_700, null);
    await order('failed', 88_800, null);
    await order('expired', 99_800, null, { createdAt: manila('2026-06-14', '23:59:00') });

    // R-Coin credited, by source.
    await ledger(manila('2026-06-14', '23:59:00'), 'payment', 1_234);
    await ledger(manila('2026-06-15', '00:01:00'), 'payment', 100);
    await ledger(manila('2026-06-15', '09:00:00'), 'payment', 5);
    await ledger(manila('2026-05-16', '23:59:59'), 'payment', 999); // before the period
    await ledger(manila('2026-06-14', '23:59:30'), 'voucher', 50);
    await ledger(manila('2026-06-15', '00:00:30'), 'voucher', 70);
    await ledger(manila('2026-06-15', '09:00:00'), 'voucher', 500, 'milleage'); // not R-Coin
    await ledger(manila('2026-06-14', '23:59:00'), 'admin', 40);
    await ledger(manila('2026-06-15', '00:01:00'), 'admin', 300);
    await ledger(manila('2026-06-15', '08:00:00'), 'admin', -200); // a debit: not a grant, not subtracted
    await ledger(manila('2026-06-15', '08:00:00'), 'admin', 60, 'milleage'); // not R-Coin
    await ledger(manila('2026-06-15', '09:00:00'), 'refund', 30); // money back from the shop: not credited
    await ledger(manila('2026-06-15', '10:00:00'), 'purchase', -70);

    figures = await loadDashboard(t.db, NOW);
  });
  afterAll(() => t.close());

  const day = (date: string) => figures.days.indexOf(date);
  const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);

  it('sums the pesos of paid orders by the Manila day they were paid, in whole centavos', () => {
    const { centavos, payments } = figures.revenue.daily;
    expect(centavos).toHaveLength(30);
    expect(payments).toHaveLength(30);
    const seen = figures.days.flatMap((date, i) =>
      (centavos[i] ?? 0) > 0 ? [[date, centavos[i], payments[i]]] : [],
    );
    expect(seen).toEqual([
      ['2026-05-17', 3, 1],
      ['2026-05-31', 25_075, 1],
      ['2026-06-01', 50_000, 1],
      ['2026-06-14', 123_450, 1],
      ['2026-06-15', 10_000 + 10 + 20 + 2_000, 4],
    ]);
    expect(centavos[day('2026-06-15')]).toBe(12_030);
    expect(sum(payments)).toBe(8);
  });

  it('sums them by Manila month over the twelve months ending with this one', () => {
    const { months, monthly } = figures.revenue;
    expect(months).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(monthly.centavos).toEqual([99_900, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25_075 + 3 + 7_000, 185_480]);
    expect(monthly.payments).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 6]);
    expect(dashboardSchema.parse(figures)).toEqual(figures);
  });

  it('keeps R-Coin credited apart by source: top-ups, vouchers, positive grants by staff', () => {
    const { rcoinTopUps, rcoinVouchers, rcoinGrants } = figures.series;
    const today = day('2026-06-15');
    const yesterday = day('2026-06-14');
    expect([rcoinTopUps[yesterday], rcoinTopUps[today], sum(rcoinTopUps)]).toEqual([1_234, 105, 1_339]);
    expect([rcoinVouchers[yesterday], rcoinVouchers[today], sum(rcoinVouchers)]).toEqual([50, 70, 120]);
    expect([rcoinGrants[yesterday], rcoinGrants[today], sum(rcoinGrants)]).toEqual([40, 300, 340]);
    expect(sum(figures.series.rcoinSpent)).toBe(70);
  });

  it('bounds the months at Manila midnights, this month up to the end of today', () => {
    const cases: [Date, string, string, string][] = [
      [manila('2026-01-01', '00:00:00'), '2025-02', '2025-01-31T16:00:00.000Z', '2026-01-01T16:00:00.000Z'],
      [manila('2025-12-31', '23:59:59'), '2025-01', '2024-12-31T16:00:00.000Z', '2025-12-31T16:00:00.000Z'],
      [manila('2026-03-01', '07:59:59'), '2025-04', '2025-03-31T16:00:00.000Z', '2026-03-01T16:00:00.000Z'],
      [NOW, '2025-07', '2025-06-30T16:00:00.000Z', '2026-06-15T16:00:00.000Z'],
    ];
    for (const [now, first, from, until] of cases) {
      const period = revenuePeriod(now);
      expect(period.months, now.toISOString()).toHaveLength(12);
      expect(period.months[0], now.toISOString()).toBe(first);
      expect(period.from.toISOString(), now.toISOString()).toBe(from);
      expect(period.until.toISOString(), now.toISOString()).toBe(until);
    }
  });
});

describe('revenue through the real flows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { PAYMENT_PROVIDER: 'fake', PAYMONGO_WEBHOOK_SECRET: 'fake-secret-for-tests' },
    });
  });
  afterAll(() => t.close());

  /** A top-up ordered through the API; its fake checkout's id. */
  async function startTopUp(auth: Record<string, string>, packageId: number) {
    const made = (await shopClient(t.app, auth).post('/api/topup/orders', { packageId })).json();
    const id = /\/topup\/checkout\/(cs_fake_[0-9a-f]+)$/.exec(made.checkoutUrl)?.[1];
    if (!id) throw new Error(`unexpected checkout ${made.checkoutUrl}`);
    return id;
  }

  it('counts a paid top-up as pesos and its R-Coin as top-ups; vouchers and grants bring no pesos', async () => {
    // The sums over the whole period, so a Manila midnight passing during the test changes nothing.
    const totals = (d: Dashboard) => {
      const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);
      return {
        pesosByDay: sum(d.revenue.daily.centavos),
        pesosByMonth: sum(d.revenue.monthly.centavos),
        payments: sum(d.revenue.daily.payments),
        topUps: sum(d.series.rcoinTopUps),
        vouchers: sum(d.series.rcoinVouchers),
        grants: sum(d.series.rcoinGrants),
      };
    };
    const before = totals(await loadDashboard(t.db));

    const player = await createPlayer(t.db);
    const owner = shopClient(t.app, player.auth);
    const packs = await t.db.selectFrom('topup_packages').selectAll().orderBy('id').execute();
    const [cheap, dear] = packs as [(typeof packs)[number], (typeof packs)[number]];
    // Paid: through the real webhook route.
    const paid = await startTopUp(player.auth, dear.id);
    expect((await owner.post(`/api/payments/fake/checkouts/${paid}/pay`)).json().status).toBe('paid');
    // Ended unpaid, and one still waiting: no money.
    const failed = await startTopUp(player.auth, dear.id);
    expect((await owner.post(`/api/payments/fake/checkouts/${failed}/fail`)).json().status).toBe('expired');
    await startTopUp(player.auth, cheap.id);

    const [code] = await createVouchers(t.db, { value: 75, currency: 'rcoin', count: 1 });
    expect((await owner.redeem(code as string)).statusCode).toBe(200);
    const [milleage] = await createVouchers(t.db, { value: 9, currency: 'milleage', count: 1 });
    expect((await owner.redeem(milleage as string)).statusCode).toBe(200);

    const admin = await createSignedInUser(t.db, { userType: 11 });
    const adjust = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/players/${player.user.user_num}/balance`,
        headers: { ...AJAX, ...admin.auth },
        payload: { currency: 'rcoin', amount, reason: 'goodwill' },
      });
    expect((await adjust(300)).statusCode).toBe(200);
    expect((await adjust(-100)).statusCode).toBe(200);

    const after = totals(await loadDashboard(t.db));
    expect(after).toEqual({
      pesosByDay: before.pesosByDay + dear.price_centavos,
      pesosByMonth: before.pesosByMonth + dear.price_centavos,
      payments: before.payments + 1,
      topUps: before.topUps + dear.rcoin + dear.bonus_rcoin,
      vouchers: before.vouchers + 75,
      grants: before.grants + 300,
    });
    await expectMoneyInvariant(t.db);
  });
});
