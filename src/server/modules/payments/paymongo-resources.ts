import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { CheckoutState, PaidPayment } from './provider.ts';

/**
 * The parts of PayMongo's resources the site reads (checkout session, payment, webhook event), as zod
 * schemas: anything else in them is ignored, and a body that lacks these parts is malformed. The
 * builders at the end make the same shapes for the fake provider and the tests' stand-in server.
 */
const paymentSchema = z.object({
  id: z.string().max(100),
  attributes: z.object({
    // Bounded so a stored figure always fits its column (payment_attention); PayMongo's own limit is far lower.
    amount: z.number().int().min(0).max(2_147_483_647),
    currency: z.string().max(8),
    status: z.string().max(40),
  }),
});

export const checkoutSessionSchema = z.object({
  id: z.string().max(100),
  attributes: z.object({
    checkout_url: z.string().max(2000).optional(),
    reference_number: z.string().max(100).nullish(),
    status: z.string().max(40),
    payments: z.array(paymentSchema).max(50).default([]),
  }),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const webhookEventSchema = z.object({
  data: z.object({
    id: z.string().min(1).max(100),
    attributes: z.object({
      type: z.string().max(100),
      livemode: z.boolean().optional(),
      data: z.unknown(),
    }),
  }),
});

export const PAID_EVENT = 'checkout_session.payment.paid';

/** The paid payment of a session, if any: the one the player's money is in. */
export function paidPaymentOf(session: CheckoutSession): PaidPayment | null {
  const paid = session.attributes.payments.find((p) => p.attributes.status === 'paid');
  if (!paid) return null;
  return {
    providerRef: session.id,
    reference: session.attributes.reference_number ?? null,
    paymentId: paid.id,
    amountCentavos: paid.attributes.amount,
    currency: paid.attributes.currency,
  };
}

export function stateOf(session: CheckoutSession): CheckoutState {
  const payment = paidPaymentOf(session);
  if (payment) return { state: 'paid', payment };
  return session.attributes.status === 'expired' ? { state: 'expired' } : { state: 'open' };
}

// ---------- builders (the fake provider and the tests' stand-in)

export interface SessionRecord {
  id: string;
  reference: string;
  amountCentavos: number;
  currency: string;
  checkoutUrl: string;
  status: 'active' | 'expired';
  payment: { id: string; amountCentavos: number; currency: string } | null;
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** A checkout session resource as PayMongo's API returns it (the fields this site reads, and a few more). */
export function sessionResource(record: SessionRecord) {
  return {
    id: record.id,
    type: 'checkout_session',
    attributes: {
      checkout_url: record.checkoutUrl,
      reference_number: record.reference,
      status: record.status,
      line_items: [{ amount: record.amountCentavos, currency: record.currency, quantity: 1 }],
      payments: record.payment
        ? [
            {
              id: record.payment.id,
              type: 'payment',
              attributes: {
                amount: record.payment.amountCentavos,
                currency: record.payment.currency,
                status: 'paid',
              },
            },
          ]
        : [],
    },
  };
}

/** The body of a `checkout_session.payment.paid` webhook for a session (test mode unless `livemode`). */
export function paidEventBody(record: SessionRecord, eventId = newId('evt'), livemode = false): string {
  return JSON.stringify({
    data: {
      id: eventId,
      type: 'event',
      attributes: {
        type: PAID_EVENT,
        livemode,
        data: sessionResource(record),
        created_at: Math.floor(Date.now() / 1000),
      },
    },
  });
}
