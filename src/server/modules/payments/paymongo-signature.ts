import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from './provider.ts';

/**
 * PayMongo's webhook signature: the header `Paymongo-Signature: t=<unix seconds>,te=<hex>,li=<hex>` where
 * each signature is HMAC-SHA256, keyed with the webhook's secret, over `${t}.${rawBody}`; `te` is set for
 * test-mode events and `li` for live ones. The fake provider signs with this same function, so the
 * verifier below is what runs in development, the demo and the tests.
 */
const SIGNATURE_TOLERANCE_SECONDS = 300;

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
 * Throws WebhookRejected unless the header carries a signature of `rawBody` made with `secret` for the
 * given mode, stamped within the tolerance of `now` (either way: a replayed old delivery is refused, and so
 * is one from a clock far ahead). The comparison takes the same time whatever bytes differ.
 */
export function verifySignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  mode: 'test' | 'live',
  now: Date,
): void {
  if (!header || header.length > 512) throw new WebhookRejected('signature', 'Missing signature.');
  const parts = new Map<string, string>();
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=');
    if (at > 0) parts.set(piece.slice(0, at).trim(), piece.slice(at + 1).trim());
  }
  const stamp = parts.get('t') ?? '';
  const given = parts.get(mode === 'test' ? 'te' : 'li') ?? '';
  if (!/^\d{1,12}$/.test(stamp) || !HEX_SIGNATURE.test(given)) {
    throw new WebhookRejected('signature', 'Malformed signature.');
  }
  const expected = Buffer.from(signPayload(secret, Number(stamp), rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
    throw new WebhookRejected('signature', 'The signature does not match.');
  }
  const skew = Math.abs(now.getTime() / 1000 - Number(stamp));
  if (skew > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookRejected('timestamp', 'The signature is too old or from the future.');
  }
}
