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

describe('payment events that need attention', () => {
  it('lists verified events that changed nothing, with a count; marking one resolved is audited and done once', async () => {
    const player = await createPlayer(t.db);
    const pack = await t.db.selectFrom('topup_packages').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const made = await shopClient(t.app, player.auth).post('/api/topup/orders', { packageId: pack.id });
    const order = await t.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('reference', '=', made.json().reference)
      .executeTakeFirstOrThrow();
    standIn.markPaid(order.provider_ref!, pack.price_centavos + 1);
    const short = standIn.paidWebhook(order.provider_ref!, { eventId: 'evt_admin_mismatch' });
    const live = standIn.paidWebhook(order.provider_ref!, { eventId: 'evt_admin_live', live: true });
    for (const event of [short, short, live]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/paymongo/webhook',
        headers: { 'content-type': 'application/json', 'paymongo-signature': event.signature },
        payload: event.body,
      });
      expect(res.statusCode).toBe(200);
    }

    const list = (await asAdmin('GET', '/api/admin/payments/attention')).json();
    expect(list.open).toBe(2);
    expect(list.items).toEqual([
      expect.objectContaining({ eventId: 'evt_admin_live', reason: 'mode_mismatch', livemode: true }),
      expect.objectContaining({
        eventId: 'evt_admin_mismatch',
        reason: 'mismatch',
        providerRef: order.provider_ref,
        orderReference: order.reference,
        paidCentavos: pack.price_centavos + 1,
        paidCurrency: 'PHP',
        expectedCentavos: pack.price_centavos,
        expectedCurrency: 'PHP',
      }),
    ]);
    const id = list.items[1].id as number;
    const resolved = await asAdmin('POST', `/api/admin/payments/attention/${id}/resolve`);
    expect([resolved.statusCode, resolved.json().message]).toEqual([
      200,
      'Event evt_admin_mismatch is marked resolved.',
    ]);
    const again = await asAdmin('POST', `/api/admin/payments/attention/${id}/resolve`);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This payment event is already marked resolved.',
    ]);
    expect((await asAdmin('POST', '/api/admin/payments/attention/99999999/resolve')).statusCode).toBe(404);
    expect((await asAdmin('POST', '/api/admin/payments/attention/abc/resolve')).statusCode).toBe(400);
    const after = (await asAdmin('GET', '/api/admin/payments/attention')).json();
    expect([after.open, after.items.map((i: { eventId: string }) => i.eventId)]).toEqual([
      1,
      ['evt_admin_live'],
    ]);
    const row = await t.db
      .selectFrom('payment_attention')
      .select(['resolved_by', 'resolved_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.resolved_by).toBe(admin.user.user_num);
    const audits = await auditRows('payment.attention.resolve');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor_user_num: admin.user.user_num,
      record_type: 'payment_attention',
      record_id: String(id),
    });
    const player2 = await createSignedInUser(t.db);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/attention',
      headers: { ...player2.auth, ...AJAX },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('payment settings', () => {
  it('keeps the methods a checkout offers as a setting: QR Ph by default, changed in the console (audited)', async () => {
    const before = (await asAdmin('GET', '/api/admin/payments/settings')).json();
    expect(before.methods).toEqual(['qrph']);
    const saved = await asAdmin('PUT', '/api/admin/payments/settings', {
      methods: ['qrph', 'gcash', 'card'],
      version: before.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().methods).toEqual(['qrph', 'gcash', 'card']);
    const player = await createPlayer(t.db);
    const pack = await t.db.selectFrom('topup_packages').selectAll().orderBy('id').executeTakeFirstOrThrow();
    await shopClient(t.app, player.auth).post('/api/topup/orders', { packageId: pack.id });
    const sent = standIn.created.at(-1) as { data: { attributes: Record<string, unknown> } };
    expect(sent.data.attributes.payment_method_types).toEqual(['qrph', 'gcash', 'card']);
    const [audit] = await auditRows('payment.settings.update');
    expect(audit).toMatchObject({ actor_user_num: admin.user.user_num, record_type: 'payment_settings' });
    expect(audit!.changes).toEqual([{ field: 'methods', old: ['qrph'], new: ['qrph', 'gcash', 'card'] }]);

    for (const [methods, message] of [
      [[], 'Keep at least one payment method.'],
      [['qrph', 'qrph'], 'Name each payment method once.'],
      [['bitcoin'], 'Choose only payment methods PayMongo names.'],
    ] as const) {
      const bad = await asAdmin('PUT', '/api/admin/payments/settings', {
        methods,
        version: saved.json().version,
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.values(bad.json().errors ?? {})).toContain(message);
    }
    expect((await asAdmin('GET', '/api/admin/payments/settings')).json().methods).toEqual([
      'qrph',
      'gcash',
      'card',
    ]);
    await asAdmin('PUT', '/api/admin/payments/settings', {
      methods: ['qrph'],
      version: saved.json().version,
    });
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
