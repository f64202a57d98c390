import { createHash } from 'node:crypto';
import {
  checkoutSessionSchema,
  PAID_EVENT,
  paidPaymentOf,
  webhookEventSchema,
} from './paymongo-resources.ts';
import { verifySignature } from './paymongo-signature.ts';
import type { WebhookEvent } from './provider.ts';

/** What a string field of a JSON value says, if it is one. */
function textAt(value: unknown, ...path: string[]): string | null {
  let at = value;
  for (const key of path)
    at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : null;
  return typeof at === 'string' && at.length > 0 && at.length <= 100 ? at : null;
}

/**
 * A signed body the site cannot read as the event it claims to be. It is PayMongo's (the signature says
 * so), so it is acknowledged and kept for the operator rather than refused: PayMongo retries a refusal and
 * disables a webhook whose events keep failing. Named by its event id, or by a digest of the body.
 */
function unreadable(
  rawBody: string,
  json: unknown,
  signedMode: 'test' | 'live',
  detail: string,
): WebhookEvent {
  return {
    kind: 'unreadable',
    eventId:
      textAt(json, 'data', 'id') ?? `body:${createHash('sha256').update(rawBody).digest('hex').slice(0, 40)}`,
    type: textAt(json, 'data', 'attributes', 'type') ?? 'unknown',
    livemode: signedMode === 'live',
    detail,
  };
}

/**
 * Reads a PayMongo webhook: the signature first (nothing of the body is parsed before it verifies), then
 * the event. An event of the other mode than the configured key's (signed in the other field, or whose
 * `livemode` says so) is never acted on: it comes back as `wrong_mode` for the operator. Otherwise only
 * `checkout_session.payment.paid` with a paid payment is acted on; any other event that verifies is
 * acknowledged and ignored, and one the site cannot read comes back as `unreadable`. Shared by the PayMongo
 * and the fake provider.
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
    return unreadable(rawBody, null, signedMode, 'The body is not JSON.');
  }
  const event = webhookEventSchema.safeParse(json);
  if (!event.success) return unreadable(rawBody, json, signedMode, 'The body is not a PayMongo event.');
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
  if (!session.success)
    return unreadable(rawBody, json, signedMode, 'The event carries no checkout session.');
  const payment = paidPaymentOf(session.data);
  if (!payment) return { kind: 'ignored', eventId, type: attributes.type, livemode };
  return { kind: 'paid', eventId, type: attributes.type, livemode, payment };
}
