import type { Balances } from '#shared/contracts/shop.ts';
import type { CacheBus, ForgottenKeys } from '../../db/cache-bus.ts';

/**
 * Players' balances as `/api/wallet` last read them, so a signed-in page's balance check costs no database
 * read. A balance is only ever changed by a money transaction (service.ts); once it commits, the change is
 * announced on the cache bus, which forgets the player here at once and on every other instance within
 * milliseconds (PostgreSQL NOTIFY). What that allows, and no more:
 * - on the instance that made the change, the next read after the answer sees it;
 * - on another instance, a read in the few milliseconds before the notice arrives may show the old balance;
 * - a change made outside the site (SQL by hand) shows after BALANCE_CACHE_MS at most.
 * Spending never reads from here: debits are checked by the database, in the transaction that makes them.
 * While the bus cannot hear other instances (its connection is down), nothing is kept.
 * Each app owns one (`app.balances`, app.ts), which its money transactions tell (service.ts): two apps in one
 * process share nothing but what their buses carry.
 */
const BALANCE_CACHE_MS = 10_000;
const MAX_ENTRIES = 50_000;
/** How many players' last-notice marks are kept before they are all dropped at once (see `noticeOf`). */
const MAX_MARKS = 100_000;

interface Entry {
  balances: Balances;
  until: number;
}

export interface BalanceCache {
  /** The player's balances, from here when known, else from `read` (remembered for next time). */
  get(userNum: number, read: () => Promise<Balances>): Promise<Balances>;
  /** Announces that the player's balances changed (a money transaction committed). */
  changed(userNum: number): void;
  close(): void;
}

/**
 * The notice a money transaction gives when it commits, on the bus itself: for work that runs before the
 * app and its cache exist (the game bridge's deliveries), heard by every instance's cache all the same.
 */
export function balanceNotices(bus: CacheBus): Pick<BalanceCache, 'changed'> {
  return { changed: (userNum) => bus.forgetKey('balance', String(userNum)) };
}

export function createBalanceCache(bus: CacheBus, options: { now?: () => number } = {}): BalanceCache {
  const now = options.now ?? Date.now;
  const entries = new Map<number, Entry>();
  // Notices are numbered; each player remembers the number of the last notice about them. A read stores
  // what it found only if no notice about its player (nor a forget-all) came while it was in flight: it may
  // have read the balance from before the change.
  let notices = 0;
  let allForgottenAt = 0;
  let closed = false;
  const lastNotice = new Map<number, number>();
  const noticeOf = (userNum: number) => Math.max(lastNotice.get(userNum) ?? 0, allForgottenAt);

  function forget(keys: ForgottenKeys): void {
    notices += 1;
    if (keys === 'all' || lastNotice.size >= MAX_MARKS) {
      allForgottenAt = notices;
      lastNotice.clear();
      entries.clear();
      return;
    }
    for (const key of keys) {
      const userNum = Number(key);
      lastNotice.set(userNum, notices);
      entries.delete(userNum);
    }
  }
  bus.onKeys('balance', forget);

  return {
    async get(userNum, read) {
      const hit = entries.get(userNum);
      if (hit && hit.until > now()) return hit.balances;
      if (hit) entries.delete(userNum);
      const startedAt = notices;
      const balances = await read();
      // Not heard, not kept: the bus forgets everything when it stops hearing, and nothing is added meanwhile.
      if (!closed && bus.hearing() && noticeOf(userNum) <= startedAt) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as number);
        entries.set(userNum, { balances, until: now() + BALANCE_CACHE_MS });
      }
      return balances;
    },
    changed: balanceNotices(bus).changed,
    close() {
      closed = true;
      entries.clear();
    },
  };
}
