import type { PaymentProviderName } from '#shared/payment-rules.ts';

/**
 * What the site needs from a payment provider (docs/decisions/0021-payment-provider-and-crediting.md).
 * PayMongo is the first; a second (PayPal for players abroad) implements the same three calls, and the
 * crediting (service.ts) stays the same: it only ever sees a `PaidPayment`.
 */
interface CheckoutRequest {
  /** Ours: 'TU-…', also the provider's reference number. */
  reference: string;
  amountCentavos: number;
  description: string;
  successUrl: string;
  cancelUrl: string;
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

/** A webhook whose signature verified: a paid checkout, or an event the site does not act on. */
export type WebhookEvent =
  | { kind: 'paid'; eventId: string; type: string; payment: PaidPayment }
  | { kind: 'ignored'; eventId: string; type: string };

/** Why a webhook was refused before anything was read from it; the route answers 401 or 400. */
export class WebhookRejected extends Error {
  readonly reason: 'signature' | 'timestamp' | 'malformed';
  constructor(reason: 'signature' | 'timestamp' | 'malformed', message: string) {
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
  /** Verifies the signature over the raw body first; throws WebhookRejected when it does not hold. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): WebhookEvent;
}
