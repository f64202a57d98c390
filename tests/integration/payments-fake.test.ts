import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProvider } from '../../src/server/modules/payments/fake-provider.ts';
import { paymentProviderFor } from '../../src/server/modules/payments/providers.ts';
import { shopClient } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createPlayer, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

/**
 * The fake provider (PAYMENT_PROVIDER=fake): its checkout's Pay sends a signed PayMongo-shaped webhook
 * through the site's real webhook route, so the production verification and crediting are what credit.
 */
let t: TestApp;
/** A second fake, signing with the same secret and posting to the site's real webhook route. */
let sender: FakeProvider;
beforeAll(async () => {
  t = await createTestApp({
    config: { PAYMENT_PROVIDER: 'fake', PAYMONGO_WEBHOOK_SECRET: 'fake-secret-for-tests' },
  });
  const { fake } = paymentProviderFor(t.app.config, async (rawBody, signature) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/paymongo/webhook',
      headers: { 'content-type': 'application/json', 'paymongo-signature': signature },
      payload: rawBody,
    });
    return response.statusCode;
  });
  if (!fake) throw new Error('no fake provider');
  sender = fake;
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
    const owner = shopClient(t.app, player.auth);
    const paid = await owner.post(`/api/payments/fake/checkouts/${id}/pay`);
    expect(paid.json().status).toBe('paid');
    await owner.post(`/api/payments/fake/checkouts/${id}/pay`);
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
    const owner = shopClient(t.app, player.auth);
    const failed = await owner.post(`/api/payments/fake/checkouts/${id}/fail`);
    expect(failed.json().status).toBe('expired');
    const paid = await owner.post(`/api/payments/fake/checkouts/${id}/pay`);
    expect(paid.json().status).toBe('expired');
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(10);
    const state = (await shopClient(t.app, player.auth).get(`/api/topup/orders/${reference}`)).json();
    expect(state.status).toBe('pending');
    const unknown = await t.app.inject(`/api/payments/fake/checkouts/cs_fake_${'0'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect((await owner.post(`/api/payments/fake/checkouts/cs_fake_${'0'.repeat(24)}/pay`)).statusCode).toBe(
      404,
    );
    expect((await t.app.inject('/api/payments/fake/checkouts/not-an-id')).statusCode).toBe(400);
  });

  it('Pay and Fail act only for the signed-in player whose order it is', async () => {
    const { player, reference, id } = await startTopUp();
    const stranger = await createPlayer(t.db);
    for (const action of ['pay', 'fail']) {
      const visitor = await t.app.inject({
        method: 'POST',
        url: `/api/payments/fake/checkouts/${id}/${action}`,
      });
      expect(visitor.statusCode).toBe(401);
      const other = await shopClient(t.app, stranger.auth).post(
        `/api/payments/fake/checkouts/${id}/${action}`,
      );
      expect([other.statusCode, other.json().message]).toEqual([
        403,
        'This checkout belongs to another player’s order. Sign in as that player to pay it.',
      ]);
    }
    expect((await t.app.inject(`/api/payments/fake/checkouts/${id}`)).json().status).toBe('active');
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(10);
    expect((await walletOf(t.db, stranger.user.user_num)).rcoin).toBe(0);
    const state = (await shopClient(t.app, player.auth).get(`/api/topup/orders/${reference}`)).json();
    expect(state.status).toBe('pending');
  });
});

describe('what the fake provider sends unasked, as PayMongo does', () => {
  async function attention(eventId: string) {
    return t.db.selectFrom('payment_attention').selectAll().where('event_id', '=', eventId).execute();
  }

  it('an event for a checkout it never made is acknowledged and kept for the operator', async () => {
    const sent = await sender.sendUnknownSession(25_000);
    expect(sent.status).toBe(200);
    expect(await attention(sent.eventId)).toEqual([
      expect.objectContaining({ reason: 'unknown_order', paid_amount_centavos: 25_000, order_id: null }),
    ]);
  });

  it('a live-mode event for a test checkout is acknowledged, credits nothing, and is kept', async () => {
    const made = await sender.createCheckout({
      reference: 'TU-00000000000000000001',
      amountCentavos: 10_000,
      description: 'test',
      successUrl: '/',
      cancelUrl: '/',
      methods: ['qrph'],
    });
    const sent = await sender.sendLiveMode(made.providerRef);
    expect(sent.status).toBe(200);
    expect(await attention(sent.eventId)).toEqual([
      expect.objectContaining({ reason: 'mode_mismatch', livemode: true, provider_ref: made.providerRef }),
    ]);
    // The live payment is not this test checkout's: it stays unpaid.
    expect(sender.session(made.providerRef)?.payment).toBeNull();
  });

  it('a retry of a paid event carrying a t two hours old is accepted and credits nothing twice', async () => {
    const player = await createPlayer(t.db);
    const pack = await t.db.selectFrom('topup_packages').selectAll().orderBy('id').executeTakeFirstOrThrow();
    // An order whose checkout is the second fake's, so its Pay and retry are what reach the site.
    const made = await sender.createCheckout({
      reference: 'TU-00000000000000000002',
      amountCentavos: pack.price_centavos,
      description: 'retry',
      successUrl: '/',
      cancelUrl: '/',
      methods: ['qrph'],
    });
    await t.db
      .insertInto('payment_orders')
      .values({
        reference: 'TU-00000000000000000002',
        user_num: player.user.user_num,
        package_id: pack.id,
        package_name: pack.name,
        provider: 'fake',
        amount_centavos: pack.price_centavos,
        rcoin: pack.rcoin,
        provider_ref: made.providerRef,
      })
      .execute();
    await sender.pay(made.providerRef);
    const retry = await sender.resendPaid(made.providerRef, 2 * 3600 + 16 * 60);
    expect(retry.status).toBe(200);
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(pack.rcoin);
    const events = await t.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('event_id', '=', retry.eventId)
      .execute();
    expect(events).toHaveLength(1);
  });
});
