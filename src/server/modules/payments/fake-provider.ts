import { randomBytes } from 'node:crypto';
import { newId, paidEventBody, type SessionRecord, sessionResource, stateOf } from './paymongo-resources.ts';
import { signatureHeader } from './paymongo-signature.ts';
import { parsePaymongoWebhook } from './paymongo-webhook.ts';
import type { PaymentProvider } from './provider.ts';

/** Sends a signed webhook to the site's real webhook route; answers its status code. */
export type WebhookSender = (rawBody: string, signature: string) => Promise<number>;

/** One event the fake sent: its id and the status the site's webhook route answered. */
interface SentEvent {
  eventId: string;
  status: number;
}

export interface FakeProvider extends PaymentProvider {
  /** The checkout page's view of a session (undefined: no such session, e.g. after a restart). */
  session(providerRef: string): SessionRecord | undefined;
  /** The "Pay" button: the session is paid and a PayMongo-shaped webhook goes to the real route. */
  pay(providerRef: string): Promise<SessionRecord | undefined>;
  /** The "Fail" button: the payment is declined and the checkout ends unpaid (a retrieve says expired). */
  fail(providerRef: string): void;
  // What PayMongo also sends though the site did not ask for it (docs/product/payments.md):
  /** A paid event for a checkout this site never made, as a Payment Link or Page on the same account makes. */
  sendUnknownSession(amountCentavos?: number): Promise<SentEvent>;
  /** A paid live-mode event (signed in `li`, `livemode: true`) for one of its checkouts. */
  sendLiveMode(providerRef: string): Promise<SentEvent>;
  /** PayMongo's retry of the last paid event of a checkout, the same body stamped `ageSeconds` ago. */
  resendPaid(providerRef: string, ageSeconds: number): Promise<SentEvent>;
}

/**
 * The development, demo and test provider (PAYMENT_PROVIDER=fake, refused in production by config.ts).
 * Its sessions live in this process's memory; its checkout page is /topup/checkout/<id> on this site.
 * Pay signs a `checkout_session.payment.paid` event with the configured webhook secret (or one made at
 * start) exactly as PayMongo does and posts it to /api/payments/paymongo/webhook, so the production
 * verification and crediting are what run (docs/product/payments.md). It works in test mode.
 */
export function fakeProvider(options: {
  webhookSecret?: string;
  send: WebhookSender;
  now?: () => Date;
}): FakeProvider {
  const secret = options.webhookSecret ?? randomBytes(32).toString('hex');
  const now = options.now ?? (() => new Date());
  const sessions = new Map<string, SessionRecord>();
  /** The body of the last paid event sent for each session, which a retry sends again. */
  const lastPaid = new Map<string, string>();

  const sendSigned = async (body: string, mode: 'test' | 'live', ageSeconds = 0): Promise<SentEvent> => {
    const stamp = Math.floor(now().getTime() / 1000) - ageSeconds;
    const status = await options.send(body, signatureHeader(secret, stamp, body, mode));
    return { eventId: (JSON.parse(body) as { data: { id: string } }).data.id, status };
  };
  const sessionOf = (providerRef: string) => {
    const record = sessions.get(providerRef);
    if (!record) throw new Error(`The fake provider made no checkout ${providerRef}.`);
    return record;
  };
  const paymentFor = (record: SessionRecord) => ({
    id: newId('pay_fake'),
    amountCentavos: record.amountCentavos,
    currency: 'PHP',
  });

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
    async expire(providerRef) {
      const record = sessions.get(providerRef);
      if (record && !record.payment) record.status = 'expired';
    },
    parseWebhook(rawBody, header) {
      return parsePaymongoWebhook(rawBody, header, secret, 'test');
    },
    session: (providerRef) => sessions.get(providerRef),
    fail(providerRef) {
      const record = sessions.get(providerRef);
      if (record && !record.payment) record.status = 'expired';
    },
    async pay(providerRef) {
      const record = sessions.get(providerRef);
      if (record?.status !== 'active') return undefined;
      record.payment ??= paymentFor(record);
      const body = paidEventBody(record);
      lastPaid.set(providerRef, body);
      await sendSigned(body, 'test');
      return record;
    },
    async sendUnknownSession(amountCentavos = 10_000) {
      const id = newId('cs_fake');
      const record: SessionRecord = {
        id,
        reference: `link_${randomBytes(4).toString('hex')}`,
        amountCentavos,
        currency: 'PHP',
        checkoutUrl: `https://pm.link/fake/${id}`,
        status: 'active',
        payment: null,
      };
      record.payment = paymentFor(record);
      return sendSigned(paidEventBody(record), 'test');
    },
    async sendLiveMode(providerRef) {
      const record = sessionOf(providerRef);
      // A copy: the live payment is not this test checkout's, which stays as it was.
      const live = { ...record, payment: paymentFor(record) };
      return sendSigned(paidEventBody(live, newId('evt'), true), 'live');
    },
    async resendPaid(providerRef, ageSeconds) {
      const body = lastPaid.get(providerRef);
      if (!body) throw new Error(`The fake provider sent no paid event for ${providerRef}.`);
      return sendSigned(body, 'test', ageSeconds);
    },
  };
}
