import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords as RFC 6238 defines them and every authenticator app computes them:
 * HMAC-SHA-1 over the number of 30-second steps since 1970, six digits (docs/decisions/0012).
 */
const STEP_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after the current one is accepted too (a phone's clock a little off). */
const ALLOWED_SKEW_STEPS = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 as apps show it (any case, spaces and padding ignored); null for anything else. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 160 random bits, the size RFC 4226 recommends for HMAC-SHA-1, in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The 30-second step an instant falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / STEP_SECONDS);
}

/** The code of one step (RFC 4226 dynamic truncation), `digits` long with leading zeros. */
export function totpCode(secret: Buffer, step: number, digits = DIGITS): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The step a six-digit `code` is valid for at `now` (the current step, or one either side), or null. A step
 * at or before `lastStep` is refused: a code that was accepted once (or an older one) never works again.
 */
export function acceptedTotpStep(secret: string, code: string, now: Date, lastStep: number): number | null {
  const key = base32Decode(secret);
  if (!key || !/^\d{6}$/.test(code)) return null;
  const current = totpStep(now);
  for (let step = current - ALLOWED_SKEW_STEPS; step <= current + ALLOWED_SKEW_STEPS; step++) {
    if (step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(totpCode(key, step)), Buffer.from(code))) return step;
  }
  return null;
}

/** The address an authenticator app reads (by QR code or pasted): issuer and account label, the secret. */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' });
  return `otpauth://totp/${label}?${query.toString()}`;
}
