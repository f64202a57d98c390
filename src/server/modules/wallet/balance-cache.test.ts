import { describe, expect, it } from 'vitest';
import type { Balances } from '#shared/contracts/shop.ts';
import { localCacheBus } from '../../db/cache-bus.ts';
import { createBalanceCache } from './balance-cache.ts';

/** A stand-in for the database read: counts its calls and answers what `balances` holds at that moment. */
function source(start: Balances) {
  const state = { balances: start, reads: 0 };
  return Object.assign(state, {
    read: async () => {
      state.reads += 1;
      return { ...state.balances };
    },
  });
}

function setUp() {
  let clock = 1_000_000;
  const cache = createBalanceCache(localCacheBus(), { now: () => clock });
  return { cache, advance: (ms: number) => (clock += ms) };
}

describe('balance cache', () => {
  it('reads once, then answers from memory until the entry is ten seconds old', async () => {
    const { cache, advance } = setUp();
    const db = source({ userPoints: 5, userPoints2: 1 });
    expect(await cache.get(1, db.read)).toEqual({ userPoints: 5, userPoints2: 1 });
    db.balances = { userPoints: 6, userPoints2: 1 };
    advance(9_999);
    expect((await cache.get(1, db.read)).userPoints).toBe(5);
    expect(db.reads).toBe(1);
    advance(1);
    expect((await cache.get(1, db.read)).userPoints).toBe(6);
    expect(db.reads).toBe(2);
    cache.close();
  });

  it('forgets a player at once when their balance changes, and only that player', async () => {
    const { cache } = setUp();
    const one = source({ userPoints: 5, userPoints2: 0 });
    const two = source({ userPoints: 8, userPoints2: 0 });
    await cache.get(1, one.read);
    await cache.get(2, two.read);
    one.balances = { userPoints: 4, userPoints2: 0 };
    cache.changed(1);
    expect((await cache.get(1, one.read)).userPoints).toBe(4);
    await cache.get(2, two.read);
    expect([one.reads, two.reads]).toEqual([2, 1]);
    cache.close();
  });

  it('does not keep a read that was in flight when the change was announced', async () => {
    const { cache } = setUp();
    const { promise: gate, resolve: open } = Promise.withResolvers<void>();
    let reads = 0;
    const slowRead = async () => {
      reads += 1;
      // Reads the balance before the change committed, and answers after the notice.
      const seen = { userPoints: 5, userPoints2: 0 };
      await gate;
      return seen;
    };
    const inFlight = cache.get(1, slowRead);
    cache.changed(1);
    open();
    expect((await inFlight).userPoints).toBe(5);
    expect((await cache.get(1, async () => ({ userPoints: 4, userPoints2: 0 }))).userPoints).toBe(4);
    expect(reads).toBe(1);
    cache.close();
  });

  it('a closed cache no longer hears changes nor keeps reads', async () => {
    const { cache } = setUp();
    const db = source({ userPoints: 5, userPoints2: 0 });
    cache.close();
    await cache.get(1, db.read);
    await cache.get(1, db.read);
    expect(db.reads).toBe(2);
  });
});
