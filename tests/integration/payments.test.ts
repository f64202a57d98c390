import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviderFor } from '../../src/server/modules/payments/providers.ts';
import { reconcilePending } from '../../src/server/modules/payments/reconcile.ts';
import { orderState, receiveWebhook } from '../../src/server/modules/payments/service.ts';
import { createVouchers } from '../../src/server/modules/vouchers/service.ts';
import { type StandIn, startPaymongoStandIn } from '../support/paymongo-stand-in.ts';
import { shopClient, unlimitedRateStore } from '../support/shop-client.ts';
import { createTestApp, type TestApp, testConfig } from '../support/test-app.ts';
import { createPlayer, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

/**
 * Top-up by payment against a loopback stand-in of PayMongo's API (docs/product/payments.md): the real
 * client, the real webhook route and signature check, the real crediting on real PostgreSQL.
 */
let standIn: StandIn;
let t: TestApp;
const silent = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  standIn = await startPaymongoStandIn();
  t = await createTestApp({
    rateStore: unlimitedRateStore,
    config: {
      PAYMENT_PROVIDER: 'paymongo',
      PAYMONGO_SECRET_KEY: standIn.secretKey,
      PAYMONGO_WEBHOOK_SECRET: standIn.webhookSecret,
      PAYMONGO_API_URL: standIn.url,
      PUBLIC_URL: 'https://ran.example.com',
    },
  });
});
afterEach(async () => {
  standIn.failWith = null;
  await expectMoneyInvariant(t.db);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const provider = () => {
  const { provider: p } = paymentProviderFor(t.app.config, async () => 200);
  if (!p) throw new Error('no provider');
  return p;
};

async function firstPackage() {
  return t.db
    .selectFrom('topup_packages')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
}

/** A player with an order whose checkout was made at the stand-in. */
async function playerWithOrder(rcoin = 0) {
  const player = await createPlayer(t.db, { rcoin });
  const pack = await firstPackage();
  const res = await shopClient(t.app, player.auth).post('/api/topup/orders', { packageId: pack.id });
  expect(res.statusCode).toBe(200);
  const { reference } = res.json() as { reference: string };
  const order = await t.db
    .selectFrom('payment_orders')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return { player, pack, reference, order, sessionId: order.provider_ref! };
}

function deliver(body: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/paymongo/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'paymongo-signature': signature } : {}),
    },
    payload: body,
  });
}

async function attentionOf(eventIds: string[]) {
  return t.db
    .selectFrom('payment_attention')
    .selectAll()
    .where('event_id', 'in', eventIds)
    .orderBy('id')
    .execute();
}

async function orderOf(reference: string) {
  return t.db
    .selectFrom('payment_orders')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
}

describe('starting a top-up', () => {
  it('lists the packages and makes a checkout at the provider from the server’s own price', async () => {
    const offer = (await t.app.inject('/api/topup/packages')).json();
    expect(offer.available).toBe(true);
    expect(offer.packages.length).toBeGreaterThan(0);
    const before = standIn.created.length;
    const { pack, reference, order, sessionId } = await playerWithOrder();
    expect(reference).toMatch(/^TU-[0-9a-f]{20}$/);
    const sent = standIn.created[before] as { data: { attributes: Record<string, unknown> } };
    expect(sent.data.attributes).toMatchObject({
      line_items: [{ amount: pack.price_centavos, currency: 'PHP', quantity: 1 }],
      reference_number: reference,
      success_url: `https://ran.example.com/topup/success?order=${reference}`,
      cancel_url: `https://ran.example.com/topup/cancel?order=${reference}`,
    });
    // The operator's setting (payment_settings); a new site offers QR Ph, which every account can take.
    expect(sent.data.attributes.payment_method_types).toEqual(['qrph']);
    expect(standIn.authHeaders.at(-1)).toBe(
      `Basic ${Buffer.from(`${standIn.secretKey}:`).toString('base64')}`,
    );
    expect(order).toMatchObject({
      status: 'pending',
      amount_centavos: pack.price_centavos,
      rcoin: pack.rcoin + pack.bonus_rcoin,
      provider: 'paymongo',
    });
    expect(standIn.sessions.get(sessionId)?.amountCentavos).toBe(pack.price_centavos);
  });

  it('refuses a package that is not on sale and fails the order when the provider is down', async () => {
    const player = await createPlayer(t.db);
    const client = shopClient(t.app, player.auth);
    const missing = await client.post('/api/topup/orders', { packageId: 999_999 });
    expect([missing.statusCode, missing.json().message]).toEqual([
      404,
      'This top-up package is not available.',
    ]);
    const bad = await client.post('/api/topup/orders', { packageId: 'abc' });
    expect(bad.statusCode).toBe(400);
    standIn.failWith = 500;
    const down = await client.post('/api/topup/orders', { packageId: (await firstPackage()).id });
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toMatch(/Nothing was charged/);
    const orders = await t.db
      .selectFrom('payment_orders')
      .select('status')
      .where('user_num', '=', player.user.user_num)
      .execute();
    expect(orders).toEqual([{ status: 'failed' }]);
  });

  it('shows an order only to its player', async () => {
    const { reference } = await playerWithOrder();
    const stranger = await createPlayer(t.db);
    const res = await shopClient(t.app, stranger.auth).get(`/api/topup/orders/${reference}`);
    expect(res.statusCode).toBe(404);
    const nonsense = await shopClient(t.app, stranger.auth).get('/api/topup/orders/TU-nope');
    expect(nonsense.statusCode).toBe(400);
  });
});

describe('the webhook', () => {
  it('credits once when the same event is delivered twenty times at once', async () => {
    const { player, reference, sessionId, order } = await playerWithOrder(30);
    standIn.markPaid(sessionId);
    const { body, signature } = standIn.paidWebhook(sessionId, { eventId: 'evt_twenty_same' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(body, signature)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const outcomes = answers.map((a) => a.json().outcome).sort();
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({
      rcoin: 30 + order.rcoin,
      ledgerRows: 2,
    });
    expect((await orderOf(reference)).status).toBe('paid');
    const state = await shopClient(t.app, player.auth).get(`/api/topup/orders/${reference}`);
    expect(state.json()).toMatchObject({ status: 'paid', rcoin: order.rcoin, userPoints: 30 + order.rcoin });
  });

  it('credits once when twenty different events for one order arrive at once, and late ones change nothing', async () => {
    const { player, sessionId, order } = await playerWithOrder();
    standIn.markPaid(sessionId);
    const deliveries = Array.from({ length: 20 }, (_, i) =>
      standIn.paidWebhook(sessionId, { eventId: `evt_many_${i}` }),
    );
    const answers = await Promise.all(deliveries.map((d) => deliver(d.body, d.signature)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json().outcome === 'credited')).toHaveLength(1);
    const late = standIn.paidWebhook(sessionId, { eventId: 'evt_many_late' });
    expect((await deliver(late.body, late.signature)).json().outcome).toBe('already_paid');
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(order.rcoin);
  });

  it('refuses a bad signature, a missing one and one made with another secret: 401, nothing changes', async () => {
    const { player, reference, sessionId } = await playerWithOrder();
    standIn.markPaid(sessionId);
    const { body, signature } = standIn.paidWebhook(sessionId);
    const flipped = signature.replace(/te=([0-9a-f])/, (_m, c: string) => `te=${c === 'a' ? 'b' : 'a'}`);
    const wrongSecret = standIn.paidWebhook(sessionId, { secret: 'another-secret-entirely' });
    const tampered = body.replace(/"amount":\d+/, '"amount":1');
    for (const [payload, header] of [
      [body, flipped],
      [body, undefined],
      [wrongSecret.body, wrongSecret.signature],
      [tampered, signature],
      [body, 'te=abc'],
    ] as const) {
      const res = await deliver(payload, header);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
    }
    expect((await orderOf(reference)).status).toBe('pending');
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(0);
    const orderId = (await orderOf(reference)).id;
    const events = await t.db
      .selectFrom('payment_events')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    expect(events).toEqual([]);
  });

  it('credits a genuine retry whose t is two hours old, and a resend days later changes nothing', async () => {
    const { player, reference, sessionId, order } = await playerWithOrder();
    standIn.markPaid(sessionId);
    const now = Math.floor(Date.now() / 1000);
    // PayMongo's last retry comes about 136 minutes after the first try, possibly with the first try's t.
    const twoHours = now - 2 * 3600 - 16 * 60;
    const retry = standIn.paidWebhook(sessionId, { eventId: 'evt_late_retry', timestamp: twoHours });
    const res = await deliver(retry.body, retry.signature);
    expect([res.statusCode, res.json().outcome]).toEqual([200, 'credited']);
    const days = now - 3 * 86_400;
    const resend = standIn.paidWebhook(sessionId, { eventId: 'evt_late_retry', timestamp: days });
    const again = await deliver(resend.body, resend.signature);
    expect([again.statusCode, again.json().outcome]).toEqual([200, 'duplicate_event']);
    expect((await orderOf(reference)).status).toBe('paid');
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(order.rcoin);
  });

  it('acknowledges a paid amount or currency that differs from the order, changes nothing, and keeps one row for the operator', async () => {
    const { player, reference, sessionId, order } = await playerWithOrder();
    standIn.markPaid(sessionId, order.amount_centavos - 100);
    const short = standIn.paidWebhook(sessionId, { eventId: 'evt_short' });
    // PayMongo retries a refused event and disables the webhook after three such events: answer 200.
    for (let delivery = 0; delivery < 3; delivery += 1) {
      const res = await deliver(short.body, short.signature);
      expect([res.statusCode, res.json().outcome]).toEqual([200, 'mismatch']);
    }
    standIn.markPaid(sessionId, order.amount_centavos, 'USD');
    const usd = standIn.paidWebhook(sessionId, { eventId: 'evt_usd' });
    expect((await deliver(usd.body, usd.signature)).json().outcome).toBe('mismatch');
    expect((await orderOf(reference)).status).toBe('pending');
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(0);
    const events = await t.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('event_id', 'in', ['evt_short', 'evt_usd'])
      .execute();
    expect(events).toEqual([]);
    expect(await attentionOf(['evt_short', 'evt_usd'])).toEqual([
      expect.objectContaining({
        event_id: 'evt_short',
        reason: 'mismatch',
        provider_ref: sessionId,
        order_id: order.id,
        paid_amount_centavos: order.amount_centavos - 100,
        paid_currency: 'PHP',
        expected_amount_centavos: order.amount_centavos,
        expected_currency: 'PHP',
        resolved_at: null,
      }),
      expect.objectContaining({ event_id: 'evt_usd', reason: 'mismatch', paid_currency: 'USD' }),
    ]);
  });

  it('acknowledges a checkout it never made (a Payment Link’s) and keeps it for the operator; 200 for other events', async () => {
    const { sessionId } = await playerWithOrder();
    standIn.markPaid(sessionId);
    const record = standIn.sessions.get(sessionId)!;
    standIn.sessions.set('cs_unknown_session', {
      ...record,
      id: 'cs_unknown_session',
      reference: 'TU-00000000000000000000',
    });
    const unknown = standIn.paidWebhook('cs_unknown_session', { eventId: 'evt_link_payment' });
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const res = await deliver(unknown.body, unknown.signature);
      expect([res.statusCode, res.json().outcome]).toEqual([200, 'unknown_order']);
    }
    expect(await attentionOf(['evt_link_payment'])).toEqual([
      expect.objectContaining({
        reason: 'unknown_order',
        provider_ref: 'cs_unknown_session',
        order_id: null,
        paid_amount_centavos: record.amountCentavos,
        expected_amount_centavos: null,
        livemode: false,
      }),
    ]);

    const { signatureHeader } = await import('../../src/server/modules/payments/paymongo-signature.ts');
    const stamp = Math.floor(Date.now() / 1000);
    const other = JSON.stringify({
      data: { id: 'evt_other', attributes: { type: 'payment.refunded', data: {} } },
    });
    const ignored = await deliver(other, signatureHeader(standIn.webhookSecret, stamp, other));
    expect([ignored.statusCode, ignored.json().outcome]).toEqual([200, 'ignored']);
  });

  it('acknowledges a signed body it cannot read, once per event, and keeps it for the operator', async () => {
    const { signatureHeader } = await import('../../src/server/modules/payments/paymongo-signature.ts');
    const stamp = Math.floor(Date.now() / 1000);
    const { sessionId, reference } = await playerWithOrder();
    // A paid event whose checkout session has a shape the site does not know (PayMongo changed a field).
    const changed = JSON.stringify({
      data: {
        id: 'evt_changed_shape',
        attributes: { type: 'checkout_session.payment.paid', livemode: false, data: { id: sessionId } },
      },
    });
    const notJson = 'not json at all';
    const noEvent = '{"hello":"world"}';
    for (const body of [changed, changed, notJson, noEvent]) {
      const res = await deliver(body, signatureHeader(standIn.webhookSecret, stamp, body));
      expect([res.statusCode, res.json().outcome]).toEqual([200, 'unreadable']);
    }
    expect((await orderOf(reference)).status).toBe('pending');
    const kept = await t.db
      .selectFrom('payment_attention')
      .select(['event_id', 'event_type', 'reason'])
      .where('reason', '=', 'unreadable')
      .orderBy('id')
      .execute();
    expect(kept).toEqual([
      { event_id: 'evt_changed_shape', event_type: 'checkout_session.payment.paid', reason: 'unreadable' },
      { event_id: expect.stringMatching(/^body:[0-9a-f]{40}$/), event_type: 'unknown', reason: 'unreadable' },
      { event_id: expect.stringMatching(/^body:[0-9a-f]{40}$/), event_type: 'unknown', reason: 'unreadable' },
    ]);
    // A bad signature is still refused.
    expect((await deliver(changed, signatureHeader('not-the-secret', stamp, changed))).statusCode).toBe(401);
  });

  it('acknowledges a live-mode event against a test key, credits nothing, and keeps it for the operator', async () => {
    const { player, reference, sessionId, order } = await playerWithOrder();
    standIn.markPaid(sessionId);
    const live = standIn.paidWebhook(sessionId, { eventId: 'evt_live_on_test', live: true });
    const res = await deliver(live.body, live.signature);
    expect([res.statusCode, res.json().outcome]).toEqual([200, 'mode_mismatch']);
    expect((await orderOf(reference)).status).toBe('pending');
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(0);
    expect(await attentionOf(['evt_live_on_test'])).toEqual([
      expect.objectContaining({
        reason: 'mode_mismatch',
        livemode: true,
        provider_ref: sessionId,
        order_id: order.id,
        paid_amount_centavos: order.amount_centavos,
      }),
    ]);
  });

  it('keeps the site’s JSON parser and cross-site guard on every other route', async () => {
    const [code] = await createVouchers(t.db, { value: 5, currency: 'rcoin', count: 1 });
    const player = await createPlayer(t.db);
    const redeemed = await shopClient(t.app, player.auth).redeem(code!);
    expect(redeemed.statusCode).toBe(200);
    const viaCookie = await t.app.inject({
      method: 'POST',
      url: '/api/topup/orders',
      headers: { cookie: `__Host-ran_session=${player.token}`, origin: 'https://evil.example' },
      payload: { packageId: (await firstPackage()).id },
    });
    expect([viaCookie.statusCode, viaCookie.json().message]).toEqual([403, 'Cross-site request refused.']);
  });
});

describe('a crash between the provider’s confirmation and the credit', () => {
  it('loses nothing: the order stays pending, and the retry or the reconciler credits it once', async () => {
    const { player, reference, sessionId, order } = await playerWithOrder();
    standIn.markPaid(sessionId);
    // The crediting transaction dies where the ledger row is written, as a process killed mid-way would.
    await sql`create function fail_payment_credit() returns trigger language plpgsql as $$
      begin if new.source = 'payment' then raise exception 'simulated crash'; end if; return new; end $$`.execute(
      t.db,
    );
    await sql`create trigger fail_payment_credit before insert on wallet_ledger
      for each row execute function fail_payment_credit()`.execute(t.db);
    const delivery = standIn.paidWebhook(sessionId, { eventId: 'evt_crash' });
    const crashed = await deliver(delivery.body, delivery.signature);
    expect(crashed.statusCode).toBe(500);
    await sql`drop trigger fail_payment_credit on wallet_ledger`.execute(t.db);
    await sql`drop function fail_payment_credit()`.execute(t.db);
    expect((await orderOf(reference)).status).toBe('pending');
    expect(
      await t.db.selectFrom('payment_events').selectAll().where('event_id', '=', 'evt_crash').execute(),
    ).toEqual([]);

    // The reconciler, a few minutes on, finds it paid at the provider and credits it.
    const later = new Date(Date.now() + 6 * 60_000);
    const counts = await reconcilePending(t.db, t.app.balances, provider(), silent, later);
    expect(counts.credited).toBeGreaterThanOrEqual(1);
    // The provider's retry of the same event then changes nothing; neither does another reconciliation.
    const retry = await deliver(delivery.body, delivery.signature);
    expect([retry.statusCode, retry.json().outcome]).toEqual([200, 'already_paid']);
    await reconcilePending(t.db, t.app.balances, provider(), silent, new Date(later.getTime() + 10 * 60_000));
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(order.rcoin);
    expect((await orderOf(reference)).status).toBe('paid');
  });
});

describe('logging', () => {
  it('logs a refused webhook with its reason, and a mismatched amount with both amounts', async () => {
    const lines: { level: string; details: object; message: string }[] = [];
    const log = {
      info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
      warn: (details: object, message: string) => lines.push({ level: 'warn', details, message }),
      error: (details: object, message: string) => lines.push({ level: 'error', details, message }),
    };
    const { sessionId, order, reference } = await playerWithOrder();
    standIn.markPaid(sessionId, order.amount_centavos + 1);
    const { body, signature } = standIn.paidWebhook(sessionId);
    await expect(
      receiveWebhook(t.db, t.app.balances, provider(), { rawBody: body, signature: 'nope' }, log),
    ).rejects.toThrow();
    expect(await receiveWebhook(t.db, t.app.balances, provider(), { rawBody: body, signature }, log)).toBe(
      'mismatch',
    );
    expect(lines).toEqual([
      {
        level: 'warn',
        details: { reason: 'signature', detail: 'Malformed signature.' },
        message: 'payment: webhook refused',
      },
      {
        level: 'error',
        details: {
          order: reference,
          paid: `${order.amount_centavos + 1} PHP`,
          expected: `${order.amount_centavos} PHP`,
        },
        message: 'payment: amount or currency does not match the order; nothing credited',
      },
    ]);
  });
});

describe('the success page’s own check', () => {
  it('asks the provider when no webhook settled the order within 15 seconds, and credits it', async () => {
    const { player, reference, sessionId, order } = await playerWithOrder();
    standIn.markPaid(sessionId);
    const soon = await orderState(
      t.db,
      t.app.balances,
      provider(),
      player.user.user_num,
      reference,
      silent,
      new Date(Date.now() + 5_000),
    );
    expect(soon.status).toBe('pending');
    const later = await orderState(
      t.db,
      t.app.balances,
      provider(),
      player.user.user_num,
      reference,
      silent,
      new Date(Date.now() + 16_000),
    );
    expect(later).toMatchObject({ status: 'paid', userPoints: order.rcoin });
  });
});

describe('reconciliation', () => {
  it('leaves young orders alone, expires what the provider expired, and expires open orders after a day', async () => {
    const young = await playerWithOrder();
    const ended = await playerWithOrder();
    const open = await playerWithOrder();
    standIn.expire(ended.sessionId);
    const now = Date.now();
    await reconcilePending(t.db, t.app.balances, provider(), silent, new Date(now + 60_000));
    expect((await orderOf(young.reference)).status).toBe('pending');
    expect((await orderOf(ended.reference)).status).toBe('pending');
    await reconcilePending(t.db, t.app.balances, provider(), silent, new Date(now + 6 * 60_000));
    expect((await orderOf(ended.reference)).status).toBe('expired');
    expect((await orderOf(open.reference)).status).toBe('pending');
    expect((await orderOf(open.reference)).checked_at).not.toBeNull();
    await reconcilePending(t.db, t.app.balances, provider(), silent, new Date(now + 25 * 60 * 60_000));
    expect((await orderOf(open.reference)).status).toBe('expired');
    // The site gave up on it: its checkout is expired at PayMongo too, so nobody can pay it now.
    expect(standIn.sessions.get(open.sessionId)?.status).toBe('expired');
    expect(standIn.expireCalls).toContain(open.sessionId);
    expect(standIn.expireCalls).not.toContain(ended.sessionId);
    // A payment that still arrives for an expired order is credited: the money was taken.
    standIn.markPaid(open.sessionId);
    const late = standIn.paidWebhook(open.sessionId);
    expect((await deliver(late.body, late.signature)).json().outcome).toBe('credited');
    expect((await walletOf(t.db, open.player.user.user_num)).rcoin).toBe(open.order.rcoin);
  });

  it('expires the order on the site even when PayMongo refuses to expire its checkout, with a log line', async () => {
    const { reference, sessionId } = await playerWithOrder();
    standIn.failExpireWith = 503;
    const lines: { details: object; message: string }[] = [];
    const log = { ...silent, warn: (details: object, message: string) => lines.push({ details, message }) };
    try {
      await reconcilePending(t.db, t.app.balances, provider(), log, new Date(Date.now() + 25 * 60 * 60_000));
    } finally {
      standIn.failExpireWith = null;
    }
    expect((await orderOf(reference)).status).toBe('expired');
    expect(standIn.sessions.get(sessionId)?.status).toBe('active');
    expect(lines).toContainEqual({
      details: expect.objectContaining({ order: reference, providerRef: sessionId }),
      message: 'payment: the checkout could not be expired at the provider; the order is expired here',
    });
  });

  it('leaves orders pending while the provider cannot be reached', async () => {
    const { reference } = await playerWithOrder();
    standIn.failWith = 503;
    const counts = await reconcilePending(
      t.db,
      t.app.balances,
      provider(),
      silent,
      new Date(Date.now() + 30 * 60 * 60_000),
    );
    expect(counts.provider_down).toBeGreaterThanOrEqual(1);
    expect((await orderOf(reference)).status).toBe('pending');
    expect((await orderOf(reference)).checked_at).not.toBeNull();
  });
});

describe('Top-up History', () => {
  it('lists paid top-ups beside voucher redemptions, with the spec’s fields', async () => {
    const { player, reference, sessionId, order } = await playerWithOrder();
    const [code] = await createVouchers(t.db, { value: 40, currency: 'rcoin', count: 1 });
    await shopClient(t.app, player.auth).redeem(code!);
    standIn.markPaid(sessionId);
    const { body, signature } = standIn.paidWebhook(sessionId);
    await deliver(body, signature);
    const history = (await shopClient(t.app, player.auth).get('/api/topuphistory?page=1')).json();
    expect(history.topuphistory).toEqual([
      expect.objectContaining({
        CardCode: reference,
        Cardvalue: order.rcoin,
        currency: 'rcoin',
        source: 'payment',
        priceCentavos: order.amount_centavos,
      }),
      expect.objectContaining({
        CardCode: code,
        Cardvalue: 40,
        currency: 'rcoin',
        source: 'voucher',
        priceCentavos: null,
      }),
    ]);
    expect(history.last_page).toBe(1);
  });
});

describe('without keys', () => {
  it('shows top-up as unavailable and refuses orders with 503; production refuses the fake provider', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject('/api/topup/packages')).json()).toEqual({
        available: false,
        packages: [],
      });
      const player = await createPlayer(bare.db);
      const res = await shopClient(bare.app, player.auth).post('/api/topup/orders', { packageId: 1 });
      expect([res.statusCode, res.json().code]).toEqual([503, 'unavailable']);
      const hook = await bare.app.inject({
        method: 'POST',
        url: '/api/payments/paymongo/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
    expect(() =>
      testConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://ran.example.com', PAYMENT_PROVIDER: 'fake' }),
    ).toThrow(/PAYMENT_PROVIDER: fake is for development/);
  });
});
