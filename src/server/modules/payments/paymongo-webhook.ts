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
 * the event. An event of the other mode than the configured key's (signed in the other field, or whose
 * `livemode` says so) is never acted on: it comes back as `wrong_mode` for the operator. Otherwise only
 * `checkout_session.payment.paid` with a paid payment is acted on; any other event that verifies is
 * acknowledged and ignored. Shared by the PayMongo and the fake provider.
 */
export function parsePaymongoWebhook(
  rawBody: string,
  header: string | undefined,
  secret: string,
  mode: 'test' | 'live',
): WebhookEvent {
  const signedMode = verifySignature(header, rawBody, secret, mode);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('malformed', 'The body is not JSON.');
  }
  const event = webhookEventSchema.safeParse(json);
  if (!event.success) throw new WebhookRejected('malformed', 'The body is not a PayMongo event.');
  const { id: eventId, attributes } = event.data.data;
  const livemode = attributes.livemode ?? signedMode === 'live';
  const session = checkoutSessionSchema.safeParse(attributes.data);
  if (signedMode !== mode || livemode !== (mode === 'live')) {
    return {
      kind: 'wrong_mode',
      eventId,
      type: attributes.type,
      livemode,
      providerRef: session.success ? session.data.id : null,
      payment: session.success ? paidPaymentOf(session.data) : null,
    };
  }
  if (attributes.type !== PAID_EVENT) return { kind: 'ignored', eventId, type: attributes.type, livemode };
  if (!session.success) throw new WebhookRejected('malformed', 'The event carries no checkout session.');
  const payment = paidPaymentOf(session.data);
  if (!payment) return { kind: 'ignored', eventId, type: attributes.type, livemode };
  return { kind: 'paid', eventId, type: attributes.type, livemode, payment };
}
