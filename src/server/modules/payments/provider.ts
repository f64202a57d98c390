import type { PaymentMethod, PaymentProviderName } from '#shared/payment-rules.ts';

/**
 * What the site needs from a payment provider (docs/decisions/0021-payment-provider-and-crediting.md).
 * PayMongo is the first; a second (PayPal for players abroad) implements the same four calls, and the
 * crediting (service.ts) stays the same: it only ever sees a `PaidPayment`.
 */
interface CheckoutRequest {
  /** Ours: 'TU-…', also the provider's reference number. */
  reference: string;
  amountCentavos: number;
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** What the checkout offers: the operator's setting (payment_settings). */
  methods: readonly PaymentMethod[];
}

interface CheckoutCreated {
  /** The provider's id of the checkout (PayMongo: cs_…). */
  providerRef: string;
  checkoutUrl: string;
}

/** A payment the provider says was made for one checkout. */
export interface PaidPayment {
  providerRef: string;
  reference: string | null;
  paymentId: string;
  amountCentavos: number;
  currency: string;
}

/** What a retrieve tells: paid (with the payment), still open, or over without a payment. */
export type CheckoutState =
  | { state: 'paid'; payment: PaidPayment }
  | { state: 'open' }
  | { state: 'expired' };

/**
 * A webhook whose signature verified: a paid checkout, an event the site does not act on, an event of the
 * other mode (live against a test key, or the reverse), which is never acted on, or a signed body the site
 * cannot read as the event it claims to be (`unreadable`: its id, or a digest of the body when it has none).
 */
export type WebhookEvent =
  | { kind: 'paid'; eventId: string; type: string; livemode: boolean; payment: PaidPayment }
  | { kind: 'ignored'; eventId: string; type: string; livemode: boolean }
  | {
      kind: 'wrong_mode';
      eventId: string;
      type: string;
      livemode: boolean;
      providerRef: string | null;
      payment: PaidPayment | null;
    }
  | { kind: 'unreadable'; eventId: string; type: string; livemode: boolean; detail: string };

/** Why a webhook was refused before anything was read from it: its signature; the route answers 401. */
export class WebhookRejected extends Error {
  readonly reason: 'signature';
  constructor(reason: 'signature', message: string) {
    super(message);
    this.reason = reason;
  }
}

/** The provider could not be reached or refused the call; nothing was charged. */
export class ProviderUnavailable extends Error {}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutCreated>;
  retrieve(providerRef: string): Promise<CheckoutState>;
  /**
   * Ends an open checkout at the provider so it can no longer be paid (the site gave up on its order).
   * Throws ProviderUnavailable when the provider cannot be reached or refuses (e.g. already paid).
   */
  expire(providerRef: string): Promise<void>;
  /** Verifies the signature over the raw body first; throws WebhookRejected when it does not hold. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): WebhookEvent;
}
