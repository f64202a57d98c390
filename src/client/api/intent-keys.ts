import { ApiError } from './client.ts';

/**
 * One Idempotency-Key per intent (a confirmed purchase, a cart checkout, a voucher redeem, a cancel), not
 * per attempt. When an attempt ends without a definitive answer — the network failed, the server failed,
 * or the first attempt is still running — the money may already have moved, so the player's retry of the
 * same intent carries the same key and the server answers it with the stored first answer instead of
 * charging again. Any definitive answer (success, or a refusal such as "not enough R-Coin") ends the
 * intent: the next attempt is a new intent with a new key, as is a different intent (another item,
 * another cart selection, another code). One pending intent per action; kept in memory only, so no
 * voucher code is written to storage.
 */
interface Pending {
  intent: string;
  key: string;
}

const pending = new Map<string, Pending>();

function keyFor(action: string, intent: string): string {
  const held = pending.get(action);
  if (held && held.intent === intent) return held.key;
  const fresh = { intent, key: crypto.randomUUID() };
  pending.set(action, fresh);
  return fresh.key;
}

/** True when the attempt may have moved money without the client learning the answer. */
function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true; // aborted or thrown before an answer was read
  if (error.status === 0 || error.status >= 500) return true;
  // The first attempt with this key is still running: its outcome is not known yet.
  return error.code === 'idempotency_in_progress';
}

/**
 * Runs `send` with the key of (`action`, `intent`): the same key as the last attempt when that one's
 * outcome is unknown and the intent is the same, a new key otherwise.
 */
export async function withIntentKey<T>(
  action: string,
  intent: string,
  send: (key: string) => Promise<T>,
): Promise<T> {
  const key = keyFor(action, intent);
  try {
    const result = await send(key);
    if (pending.get(action)?.key === key) pending.delete(action);
    return result;
  } catch (error) {
    if (!outcomeUnknown(error) && pending.get(action)?.key === key) pending.delete(action);
    throw error;
  }
}
