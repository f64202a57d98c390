import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from './provider.ts';

/**
 * PayMongo's webhook signature: the header `Paymongo-Signature: t=<unix seconds>,te=<hex>,li=<hex>` where
 * each signature is HMAC-SHA256, keyed with the webhook's secret, over `${t}.${rawBody}`; `te` is set for
 * test-mode events and `li` for live ones. The fake provider signs with this same function, so the
 * verifier below is what runs in development, the demo and the tests.
 *
 * There is no window on `t`: PayMongo documents none, its SDK checks none, and it retries a delivery for
 * about two hours (and an operator can resend an event from its dashboard later still) without saying
 * whether the retry carries a fresh `t`. A replay is harmless here (the event id is recorded once, the
 * order moves by a conditional update), so a window could only refuse genuine retries
 * (docs/decisions/0021-payment-provider-and-crediting.md, addendum).
 */
export function signPayload(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function signatureHeader(
  secret: string,
  timestamp: number,
  rawBody: string,
  mode: 'test' | 'live' = 'test',
): string {
  const signature = signPayload(secret, timestamp, rawBody);
  return mode === 'test' ? `t=${timestamp},te=${signature},li=` : `t=${timestamp},te=,li=${signature}`;
}

const HEX_SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * Throws WebhookRejected unless the header carries a signature of `rawBody` made with `secret`, and answers
 * which field held it: `te` (test) or `li` (live). The configured mode's field is tried first; an event
 * signed in the other field is authentic but of the other mode, which the caller refuses to act on. The
 * comparison takes the same time whatever bytes differ.
 */
export function verifySignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  mode: 'test' | 'live',
): 'test' | 'live' {
  if (!header || header.length > 512) throw new WebhookRejected('signature', 'Missing signature.');
  const parts = new Map<string, string>();
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=');
    if (at > 0) parts.set(piece.slice(0, at).trim(), piece.slice(at + 1).trim());
  }
  const stamp = parts.get('t') ?? '';
  if (!/^\d{1,12}$/.test(stamp)) throw new WebhookRejected('signature', 'Malformed signature.');
  const expected = Buffer.from(signPayload(secret, Number(stamp), rawBody), 'hex');
  let signed = false;
  for (const field of mode === 'test' ? (['test', 'live'] as const) : (['live', 'test'] as const)) {
    const given = parts.get(field === 'test' ? 'te' : 'li') ?? '';
    if (!HEX_SIGNATURE.test(given)) continue;
    signed = true;
    if (timingSafeEqual(expected, Buffer.from(given, 'hex'))) return field;
  }
  throw new WebhookRejected('signature', signed ? 'The signature does not match.' : 'Malformed signature.');
}
