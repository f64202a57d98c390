import { randomBytes } from 'node:crypto';
import { newId, paidEventBody, type SessionRecord, sessionResource, stateOf } from './paymongo-resources.ts';
import { signatureHeader } from './paymongo-signature.ts';
import { parsePaymongoWebhook } from './paymongo-webhook.ts';
import type { PaymentProvider } from './provider.ts';

/** Sends a signed webhook to the site's real webhook route; answers its status code. */
export type WebhookSender = (rawBody: string, signature: string) => Promise<number>;

export interface FakeProvider extends PaymentProvider {
  /** The checkout page's view of a session (undefined: no such session, e.g. after a restart). */
  session(providerRef: string): SessionRecord | undefined;
  /** The "Pay" button: the session is paid and a PayMongo-shaped webhook goes to the real route. */
  pay(providerRef: string): Promise<SessionRecord | undefined>;
  /** The "Fail" button: the payment is declined and the checkout ends unpaid (a retrieve says expired). */
  fail(providerRef: string): void;
}

/**
 * The development, demo and test provider (PAYMENT_PROVIDER=fake, refused in production by config.ts).
 * Its sessions live in this process's memory; its checkout page is /topup/checkout/<id> on this site.
 * Pay signs a `checkout_session.payment.paid` event with the configured webhook secret (or one made at
 * start) exactly as PayMongo does and posts it to /api/payments/paymongo/webhook, so the production
 * verification and crediting are what run (docs/product/payments.md).
 */
export function fakeProvider(options: {
  webhookSecret?: string;
  send: WebhookSender;
  now?: () => Date;
}): FakeProvider {
  const secret = options.webhookSecret ?? randomBytes(32).toString('hex');
  const now = options.now ?? (() => new Date());
  const sessions = new Map<string, SessionRecord>();
  return {
    name: 'fake',
    async createCheckout(request) {
      const id = newId('cs_fake');
      sessions.set(id, {
        id,
        reference: request.reference,
        amountCentavos: request.amountCentavos,
        currency: 'PHP',
        checkoutUrl: `/topup/checkout/${id}`,
        status: 'active',
        payment: null,
      });
      return { providerRef: id, checkoutUrl: `/topup/checkout/${id}` };
    },
    async retrieve(providerRef) {
      const record = sessions.get(providerRef);
      if (!record) return { state: 'open' };
      return stateOf({ id: record.id, attributes: sessionResource(record).attributes });
    },
    parseWebhook(rawBody, header, at) {
      return parsePaymongoWebhook(rawBody, header, secret, 'test', at);
    },
    session: (providerRef) => sessions.get(providerRef),
    fail(providerRef) {
      const record = sessions.get(providerRef);
      if (record && !record.payment) record.status = 'expired';
    },
    async pay(providerRef) {
      const record = sessions.get(providerRef);
      if (record?.status !== 'active') return undefined;
      record.payment ??= { id: newId('pay_fake'), amountCentavos: record.amountCentavos, currency: 'PHP' };
      const body = paidEventBody(record);
      const stamp = Math.floor(now().getTime() / 1000);
      await options.send(body, signatureHeader(secret, stamp, body));
      return record;
    },
  };
}
