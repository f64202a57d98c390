import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymongoProvider } from '../../src/server/modules/payments/paymongo-provider.ts';
import { ProviderUnavailable } from '../../src/server/modules/payments/provider.ts';
import { type StandIn, startPaymongoStandIn } from '../support/paymongo-stand-in.ts';

/** The PayMongo client on fetch against a loopback server speaking PayMongo's protocol. */
let standIn: StandIn;
beforeAll(async () => {
  standIn = await startPaymongoStandIn();
});
afterAll(() => standIn.close());

const client = (secretKey = standIn.secretKey, apiUrl = standIn.url) =>
  paymongoProvider({ secretKey, webhookSecret: standIn.webhookSecret, apiUrl });

const checkout = {
  reference: 'TU-0123456789abcdef0123',
  amountCentavos: 50_000,
  description: '525 R-Coin (Adventurer)',
  successUrl: 'https://ran.example.com/topup/success?order=TU-0123456789abcdef0123',
  cancelUrl: 'https://ran.example.com/topup/cancel?order=TU-0123456789abcdef0123',
  methods: ['qrph', 'gcash'] as const,
};

describe('paymongoProvider', () => {
  it('creates a checkout session and reads it back: open, paid with its payment, expired', async () => {
    const made = await client().createCheckout(checkout);
    expect(made.providerRef).toMatch(/^cs_/);
    const sent = standIn.created.at(-1) as { data: { attributes: Record<string, unknown> } };
    expect(sent.data.attributes.payment_method_types).toEqual(['qrph', 'gcash']);
    expect(made.checkoutUrl).toBe(`https://checkout.paymongo.test/${made.providerRef}`);
    expect(await client().retrieve(made.providerRef)).toEqual({ state: 'open' });
    standIn.markPaid(made.providerRef);
    const paid = await client().retrieve(made.providerRef);
    expect(paid).toEqual({
      state: 'paid',
      payment: {
        providerRef: made.providerRef,
        reference: checkout.reference,
        paymentId: expect.stringMatching(/^pay_/),
        amountCentavos: 50_000,
        currency: 'PHP',
      },
    });
    const other = await client().createCheckout(checkout);
    standIn.expire(other.providerRef);
    expect(await client().retrieve(other.providerRef)).toEqual({ state: 'expired' });
  });

  it('reports a refused key, an error answer and an unreachable server as ProviderUnavailable', async () => {
    await expect(client('sk_test_wrong_key_000').createCheckout(checkout)).rejects.toThrow(
      /PayMongo answered 401/,
    );
    standIn.failWith = 502;
    await expect(client().retrieve('cs_anything')).rejects.toBeInstanceOf(ProviderUnavailable);
    standIn.failWith = null;
    await expect(client().retrieve('cs_missing')).rejects.toThrow(/PayMongo answered 404/);
    // A port nobody listens on: the connection is refused at once.
    const closed = await startPaymongoStandIn();
    await closed.close();
    await expect(client(standIn.secretKey, closed.url).createCheckout(checkout)).rejects.toThrow(
      /PayMongo unreachable/,
    );
  });

  it('expires an open checkout session at PayMongo, and reports one it cannot expire', async () => {
    const made = await client().createCheckout(checkout);
    await client().expire(made.providerRef);
    expect(standIn.expireCalls.at(-1)).toBe(made.providerRef);
    expect(await client().retrieve(made.providerRef)).toEqual({ state: 'expired' });
    const paid = await client().createCheckout(checkout);
    standIn.markPaid(paid.providerRef);
    await expect(client().expire(paid.providerRef)).rejects.toThrow(/PayMongo answered 400/);
  });

  it('acts on a webhook only in its key’s mode: a test event for a test key, a live one for a live key', async () => {
    const made = await client().createCheckout(checkout);
    standIn.markPaid(made.providerRef);
    const test = standIn.paidWebhook(made.providerRef, { eventId: 'evt_unit' });
    const live = standIn.paidWebhook(made.providerRef, { eventId: 'evt_unit_live', live: true });
    expect(client().parseWebhook(test.body, test.signature)).toMatchObject({
      kind: 'paid',
      eventId: 'evt_unit',
      livemode: false,
      payment: { amountCentavos: 50_000 },
    });
    const liveKey = client('sk_live_0000000000000');
    expect(liveKey.parseWebhook(live.body, live.signature)).toMatchObject({ kind: 'paid', livemode: true });
    expect(liveKey.parseWebhook(test.body, test.signature)).toMatchObject({
      kind: 'wrong_mode',
      eventId: 'evt_unit',
      livemode: false,
      providerRef: made.providerRef,
    });
    expect(client().parseWebhook(live.body, live.signature)).toMatchObject({
      kind: 'wrong_mode',
      livemode: true,
    });
    // Signed as a test event but saying livemode: still the other mode for a live key, never acted on.
    const { signatureHeader } = await import('../../src/server/modules/payments/paymongo-signature.ts');
    const mixed = live.body;
    const header = signatureHeader(standIn.webhookSecret, Math.floor(Date.now() / 1000), mixed, 'test');
    expect(client().parseWebhook(mixed, header)).toMatchObject({ kind: 'wrong_mode', livemode: true });
  });
});
