import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.ts';
import { type StandIn, startPaymongoStandIn } from '../support/paymongo-stand-in.ts';
import { shopClient, unlimitedRateStore } from '../support/shop-client.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { createPlayer, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

/** The console's top-up pages' API: orders with a re-check, and the packages (docs/product/payments.md). */
let standIn: StandIn;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  standIn = await startPaymongoStandIn();
  t = await createTestApp({
    rateStore: unlimitedRateStore,
    config: {
      PAYMENT_PROVIDER: 'paymongo',
      PAYMONGO_SECRET_KEY: standIn.secretKey,
      PAYMONGO_WEBHOOK_SECRET: standIn.webhookSecret,
      PAYMONGO_API_URL: standIn.url,
    },
  });
  admin = await createSignedInUser(t.db, { userType: 11 });
});
afterEach(() => expectMoneyInvariant(t.db));
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...admin.auth, ...AJAX }, ...(payload ? { payload } : {}) });

async function auditRows(action: string) {
  return t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}

describe('orders', () => {
  it('lists orders by status with the provider’s reference, and a re-check credits a paid one once', async () => {
    const player = await createPlayer(t.db);
    const pack = await t.db.selectFrom('topup_packages').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const made = await shopClient(t.app, player.auth).post('/api/topup/orders', { packageId: pack.id });
    const { reference } = made.json() as { reference: string };
    const pending = (await asAdmin('GET', '/api/admin/payments/orders?status=pending')).json();
    const listed = pending.orders.find((o: { reference: string }) => o.reference === reference);
    expect(listed).toMatchObject({ status: 'pending', userId: player.user.user_id, provider: 'paymongo' });
    expect(listed.providerRef).toMatch(/^cs_/);

    const open = await asAdmin('POST', `/api/admin/payments/orders/${listed.id}/recheck`);
    expect(open.json()).toMatchObject({ order: { status: 'pending' } });
    expect(open.json().message).toMatch(/no payment for it yet/);

    standIn.markPaid(listed.providerRef);
    const paid = await asAdmin('POST', `/api/admin/payments/orders/${listed.id}/recheck`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ order: { status: 'paid' } });
    expect(paid.json().order.providerPaymentId).toMatch(/^pay_/);
    const again = await asAdmin('POST', `/api/admin/payments/orders/${listed.id}/recheck`);
    expect(again.json().message).toMatch(/settled/);
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(pack.rcoin + pack.bonus_rcoin);

    const audits = (await auditRows('payment.recheck')).filter((r) => r.record_id === String(listed.id));
    expect(audits).toHaveLength(3);
    expect(audits[1]).toMatchObject({ actor_user_num: admin.user.user_num, record_type: 'payment_order' });
    expect(audits[1]!.changes).toEqual([
      { field: 'status', old: 'pending', new: 'paid' },
      { field: 'outcome', old: null, new: 'credited' },
    ]);
    const paidList = (await asAdmin('GET', '/api/admin/payments/orders?status=paid')).json();
    expect(paidList.orders.map((o: { reference: string }) => o.reference)).toContain(reference);
    expect((await asAdmin('GET', '/api/admin/payments/orders?status=lost')).statusCode).toBe(400);
    expect((await asAdmin('POST', '/api/admin/payments/orders/99999999/recheck')).statusCode).toBe(404);
  });
});

describe('packages', () => {
  it('adds and changes packages with audit rows; /topup offers only those on sale, in order', async () => {
    const created = await asAdmin('POST', '/api/admin/payments/packages', {
      name: 'Weekend deal',
      priceCentavos: 25_000,
      rcoin: 250,
      bonusRcoin: 50,
      isActive: true,
      sortOrder: 0,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    expect((await t.app.inject('/api/topup/packages')).json().packages[0]).toEqual({
      id,
      name: 'Weekend deal',
      priceCentavos: 25_000,
      rcoin: 250,
      bonusRcoin: 50,
    });
    const changed = await asAdmin('PUT', `/api/admin/payments/packages/${id}`, {
      name: 'Weekend deal',
      priceCentavos: 30_000,
      rcoin: 250,
      bonusRcoin: 50,
      isActive: false,
      sortOrder: 0,
      version: 1,
    });
    expect(changed.json()).toMatchObject({ priceCentavos: 30_000, isActive: false });
    const offered = (await t.app.inject('/api/topup/packages'))
      .json()
      .packages.map((p: { id: number }) => p.id);
    expect(offered).not.toContain(id);
    const [create] = await auditRows('payment.package.create');
    expect(create!.changes).toContainEqual({ field: 'price_centavos', old: null, new: 25_000 });
    const [update] = await auditRows('payment.package.update');
    expect(update!.changes).toEqual([
      { field: 'price_centavos', old: 25_000, new: 30_000 },
      { field: 'is_active', old: true, new: false },
    ]);
  });

  it('refuses a price below ₱20 or a name too long, with clear messages, and changes nothing', async () => {
    const before = (await asAdmin('GET', '/api/admin/payments/packages')).json().packages.length;
    const cheap = await asAdmin('POST', '/api/admin/payments/packages', {
      name: 'x'.repeat(41),
      priceCentavos: 100,
      rcoin: 1,
      bonusRcoin: 0,
      isActive: true,
      sortOrder: 0,
    });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().errors).toMatchObject({
      name: 'The name must be at most 40 characters.',
      priceCentavos: 'The price must be from ₱20.00 to ₱100,000.00, in whole centavos.',
    });
    expect((await asAdmin('GET', '/api/admin/payments/packages')).json().packages).toHaveLength(before);
    const missing = await asAdmin('PUT', '/api/admin/payments/packages/99999', {
      name: 'Nope',
      priceCentavos: 5000,
      rcoin: 1,
      bonusRcoin: 0,
      isActive: true,
      sortOrder: 0,
      version: 1,
    });
    expect(missing.statusCode).toBe(404);
  });
});
