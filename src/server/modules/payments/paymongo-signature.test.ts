import { describe, expect, it } from 'vitest';
import { signatureHeader, signPayload, verifySignature } from './paymongo-signature.ts';
import { WebhookRejected } from './provider.ts';

const secret = 'whsk_unit_secret';
const body = '{"data":{"id":"evt_1"}}';
const at = new Date('2026-11-24T00:00:00Z');
const stamp = at.getTime() / 1000;

function reason(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof WebhookRejected) return error.reason;
    throw error;
  }
}

describe('verifySignature', () => {
  it('accepts the HMAC-SHA256 of "t.body" in the mode’s field, within five minutes either way', () => {
    expect(signPayload(secret, stamp, body)).toMatch(/^[0-9a-f]{64}$/);
    expect(
      reason(() => verifySignature(signatureHeader(secret, stamp, body), body, secret, 'test', at)),
    ).toBeNull();
    const live = signatureHeader(secret, stamp, body, 'live');
    expect(reason(() => verifySignature(live, body, secret, 'live', at))).toBeNull();
    expect(reason(() => verifySignature(live, body, secret, 'test', at))).toBe('signature');
    const edge = new Date(at.getTime() + 300_000);
    expect(
      reason(() => verifySignature(signatureHeader(secret, stamp, body), body, secret, 'test', edge)),
    ).toBeNull();
  });

  it('refuses another body, secret or timestamp, a stale or future stamp, and malformed headers', () => {
    const header = signatureHeader(secret, stamp, body);
    expect(reason(() => verifySignature(header, `${body} `, secret, 'test', at))).toBe('signature');
    expect(reason(() => verifySignature(header, body, 'other', 'test', at))).toBe('signature');
    const moved = header.replace(`t=${stamp}`, `t=${stamp + 1}`);
    expect(reason(() => verifySignature(moved, body, secret, 'test', at))).toBe('signature');
    const late = new Date(at.getTime() + 301_000);
    expect(reason(() => verifySignature(header, body, secret, 'test', late))).toBe('timestamp');
    const early = new Date(at.getTime() - 301_000);
    expect(reason(() => verifySignature(header, body, secret, 'test', early))).toBe('timestamp');
    for (const bad of [
      undefined,
      '',
      't=,te=',
      `t=${stamp},te=zz`,
      `te=${'a'.repeat(64)}`,
      'x'.repeat(600),
    ]) {
      expect(reason(() => verifySignature(bad, body, secret, 'test', at))).toBe('signature');
    }
  });
});
