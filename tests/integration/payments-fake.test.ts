import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopClient } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createPlayer, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

/**
 * The fake provider (PAYMENT_PROVIDER=fake): its checkout's Pay sends a signed PayMongo-shaped webhook
 * through the site's real webhook route, so the production verification and crediting are what credit.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { PAYMENT_PROVIDER: 'fake', PAYMONGO_WEBHOOK_SECRET: 'fake-secret-for-tests' },
  });
});
afterEach(() => expectMoneyInvariant(t.db));
afterAll(() => t.close());

async function startTopUp() {
  const player = await createPlayer(t.db, { rcoin: 10 });
  const pack = await t.db.selectFrom('topup_packages').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const made = (
    await shopClient(t.app, player.auth).post('/api/topup/orders', { packageId: pack.id })
  ).json();
  const id = /\/topup\/checkout\/(cs_fake_[0-9a-f]+)$/.exec(made.checkoutUrl)?.[1];
  if (!id) throw new Error(`unexpected checkout ${made.checkoutUrl}`);
  return { player, pack, reference: made.reference as string, id };
}

describe('the fake provider', () => {
  it('shows its checkout, and Pay credits through the real webhook exactly once', async () => {
    const { player, pack, reference, id } = await startTopUp();
    const view = (await t.app.inject(`/api/payments/fake/checkouts/${id}`)).json();
    expect(view).toEqual({ id, reference, amountCentavos: pack.price_centavos, status: 'active' });
    const paid = await t.app.inject({ method: 'POST', url: `/api/payments/fake/checkouts/${id}/pay` });
    expect(paid.json().status).toBe('paid');
    await t.app.inject({ method: 'POST', url: `/api/payments/fake/checkouts/${id}/pay` });
    const rcoin = pack.rcoin + pack.bonus_rcoin;
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(10 + rcoin);
    const events = await t.db.selectFrom('payment_events').select('type').execute();
    expect(events.map((e) => e.type)).toEqual([
      'checkout_session.payment.paid',
      'checkout_session.payment.paid',
    ]);
    const state = (await shopClient(t.app, player.auth).get(`/api/topup/orders/${reference}`)).json();
    expect(state).toMatchObject({ status: 'paid', rcoin, userPoints: 10 + rcoin });
  });

  it('Fail ends the checkout unpaid; an unknown checkout answers 404', async () => {
    const { player, reference, id } = await startTopUp();
    const failed = await t.app.inject({ method: 'POST', url: `/api/payments/fake/checkouts/${id}/fail` });
    expect(failed.json().status).toBe('expired');
    const paid = await t.app.inject({ method: 'POST', url: `/api/payments/fake/checkouts/${id}/pay` });
    expect(paid.json().status).toBe('expired');
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(10);
    const state = (await shopClient(t.app, player.auth).get(`/api/topup/orders/${reference}`)).json();
    expect(state.status).toBe('pending');
    const unknown = await t.app.inject(`/api/payments/fake/checkouts/cs_fake_${'0'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject('/api/payments/fake/checkouts/not-an-id')).statusCode).toBe(400);
  });
});
