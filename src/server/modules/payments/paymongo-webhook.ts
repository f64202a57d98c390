import {
  checkoutSessionSchema,
  PAID_EVENT,
  paidPaymentOf,
  webhookEventSchema,
} from './paymongo-resources.ts';
import { verifySignature } from './paymongo-signature.ts';
import { type WebhookEvent, WebhookRejected } from './provider.ts';

/**
 * Reads a PayMongo webhook: the signature first (nothing of the body is parsed before it verifies), then
 * the event. Only `checkout_session.payment.paid` with a paid payment is acted on; any other event that
 * verifies is acknowledged and ignored. Shared by the PayMongo and the fake provider.
 */
export function parsePaymongoWebhook(
  rawBody: string,
  header: string | undefined,
  secret: string,
  mode: 'test' | 'live',
  now: Date,
): WebhookEvent {
  verifySignature(header, rawBody, secret, mode, now);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('malformed', 'The body is not JSON.');
  }
  const event = webhookEventSchema.safeParse(json);
  if (!event.success) throw new WebhookRejected('malformed', 'The body is not a PayMongo event.');
  const { id: eventId, attributes } = event.data.data;
  if (attributes.type !== PAID_EVENT) return { kind: 'ignored', eventId, type: attributes.type };
  const session = checkoutSessionSchema.safeParse(attributes.data);
  if (!session.success) throw new WebhookRejected('malformed', 'The event carries no checkout session.');
  const payment = paidPaymentOf(session.data);
  if (!payment) return { kind: 'ignored', eventId, type: attributes.type };
  return { kind: 'paid', eventId, type: attributes.type, payment };
}
