import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '#shared/shop-rules.ts';
import { ApiError } from './client.ts';
import { withIntentKey } from './intent-keys.ts';

/** Runs one attempt and returns the key it was sent with; `outcome` is what the "server" does. */
async function attempt(action: string, intent: string, outcome: 'ok' | ApiError | Error): Promise<string> {
  let used = '';
  await withIntentKey(action, intent, async (key) => {
    used = key;
    if (outcome !== 'ok') throw outcome;
  }).catch(() => {});
  return used;
}

const lost = () => new ApiError(0, { message: 'Network error.' }, true);
const stillRunning = (message: string) =>
  new ApiError(409, { code: 'idempotency_in_progress', message }, false);

describe('one Idempotency-Key per intent', () => {
  it('reuses the key when the answer was lost (network, server error, still running)', async () => {
    const first = await attempt('buy', '7', lost());
    expect(await attempt('buy', '7', new ApiError(503, { code: 'unavailable', message: 'down' }, true))).toBe(
      first,
    );
    expect(await attempt('buy', '7', stillRunning(SHOP_MESSAGES.idempotencyRunning))).toBe(first);
    expect(await attempt('buy', '7', 'ok')).toBe(first);
    // Done: buying the same item again is a new purchase.
    expect(await attempt('buy', '7', 'ok')).not.toBe(first);
  });

  it('starts a new key after a definitive refusal, so a later try is not answered from the old one', async () => {
    const refused = await attempt(
      'buy',
      '8',
      new ApiError(402, { code: 'insufficient_funds', message: 'Not enough R-Coin' }, false),
    );
    expect(await attempt('buy', '8', 'ok')).not.toBe(refused);
  });

  it('decides "still running" by the error code, not by the wording of the message', async () => {
    // Reworded message, same code: still the same intent, the key is kept.
    const first = await attempt('cancel', '5', lost());
    expect(await attempt('cancel', '5', stillRunning('Hold on, your first request is being handled.'))).toBe(
      first,
    );
    // The old wording under another code (a plain conflict) is a definitive answer: the next try is new.
    const conflict = new ApiError(
      409,
      { code: 'conflict', message: SHOP_MESSAGES.idempotencyRunning },
      false,
    );
    expect(await attempt('cancel', '5', conflict)).toBe(first);
    expect(await attempt('cancel', '5', 'ok')).not.toBe(first);
  });

  it('exposes the body code on the error, and null when the body has none', () => {
    expect(stillRunning('x').code).toBe('idempotency_in_progress');
    expect(lost().code).toBeNull();
  });

  it('a different intent gets a new key, and each action keeps its own', async () => {
    const a = await attempt('buy', '9', lost());
    const checkout = await attempt('checkout', '1,2', lost());
    expect(checkout).not.toBe(a);
    expect(await attempt('buy', '9', lost())).toBe(a);
    expect(await attempt('checkout', '1,3', lost())).not.toBe(checkout); // the player changed the cart
    expect(await attempt('buy', '10', lost())).not.toBe(a);
  });
});
