import { describe, expect, it } from 'vitest';
import { signatureHeader, signPayload, verifySignature } from './paymongo-signature.ts';
import { WebhookRejected } from './provider.ts';

const secret = 'whsk_unit_secret';
const body = '{"data":{"id":"evt_1"}}';
const stamp = Date.parse('2026-11-24T00:00:00Z') / 1000;

/** The field that verified ('test' or 'live'), or why the header was refused. */
function verdict(header: string | undefined, payload = body, key = secret, mode: 'test' | 'live' = 'test') {
  try {
    return verifySignature(header, payload, key, mode);
  } catch (error) {
    if (error instanceof WebhookRejected) return `refused: ${error.reason}`;
    throw error;
  }
}

describe('verifySignature', () => {
  it('accepts the HMAC-SHA256 of "t.body" and says which field held it: te (test) or li (live)', () => {
    expect(signPayload(secret, stamp, body)).toMatch(/^[0-9a-f]{64}$/);
    expect(verdict(signatureHeader(secret, stamp, body))).toBe('test');
    const live = signatureHeader(secret, stamp, body, 'live');
    expect(verdict(live, body, secret, 'live')).toBe('live');
    // Authentic, but of the other mode: the caller, not the verifier, refuses to act on it.
    expect(verdict(live, body, secret, 'test')).toBe('live');
    expect(verdict(signatureHeader(secret, stamp, body), body, secret, 'live')).toBe('test');
  });

  it('has no window on t: a retry two hours on, a resend days later and a clock ahead all verify', () => {
    // The check takes no clock at all; these stamps are what a delivery could carry.
    const now = Math.floor(Date.now() / 1000);
    for (const t of [now - 2 * 3600 - 16 * 60, now - 3 * 86_400, now + 600]) {
      expect(verdict(signatureHeader(secret, t, body))).toBe('test');
    }
  });

  it('refuses another body, secret or timestamp, and malformed headers', () => {
    const header = signatureHeader(secret, stamp, body);
    expect(verdict(header, `${body} `)).toBe('refused: signature');
    expect(verdict(header, body, 'other')).toBe('refused: signature');
    expect(verdict(header.replace(`t=${stamp}`, `t=${stamp + 1}`))).toBe('refused: signature');
    for (const bad of [
      undefined,
      '',
      't=,te=',
      `t=${stamp},te=zz`,
      `te=${'a'.repeat(64)}`,
      `t=${stamp},te=,li=`,
      'x'.repeat(600),
    ]) {
      expect(verdict(bad)).toBe('refused: signature');
    }
  });
});
