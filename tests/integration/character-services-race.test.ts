import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameBridge } from '../../src/server/modules/game/bridge.ts';
import { createCharacter, gameRowOf, offerServices } from '../support/characters.ts';
import { createGameApp, type GameApp } from '../support/game-app.ts';
import type { GameStandIn } from '../support/game-stand-in.ts';
import { seededRandom } from '../support/seeded-random.ts';
import { shopClient } from '../support/shop-client.ts';
import type { TestApp } from '../support/test-app.ts';
import { createPlayer, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

/**
 * The race character services must win (docs/product/character-services.md, Exactly once): an unstuck
 * delivered while its character logs in, the game setting ChaOnline = 1 at the same moment on the real
 * PostgreSQL stand-in. Whatever the interleaving, the money and the move go together: moved <=> the order
 * is done and debited; not moved <=> refused as online and refunded, the balance back.
 */
let game: GameApp;
let stand: GameStandIn;
let t: TestApp;
let bridge: GameBridge;
const PRICE = 100;

beforeAll(async () => {
  game = await createGameApp();
  ({ stand, t, bridge } = game);
  await offerServices(t.db, {
    unstuck_enabled: true,
    unstuck_price: PRICE,
    unstuck_currency: 'rcoin',
    unstuck_cooldown_minutes: 0,
  });
});
afterEach(async () => {
  await expectMoneyInvariant(t.db);
});
afterAll(() => game.close());

/** A player with the price of one unstuck, a character offline away from its start point, and the order placed. */
async function orderedUnstuck() {
  const player = await createPlayer(t.db, { rcoin: PRICE });
  const hero = await createCharacter(t.db, stand, player.user, { school: 1, startMap: 21, startGate: 3 });
  const res = await shopClient(t.app, player.auth).post(`/api/characters/${hero.chaNum}/unstuck`);
  expect(res.statusCode).toBe(200);
  return { player, hero };
}

/** The round's end, checked both ways: the move and the money agree. Answers whether it moved. */
async function expectMoneyAndMoveTogether(player: Awaited<ReturnType<typeof createPlayer>>, chaNum: number) {
  // Whatever the race left waiting is delivered now (the login may have come first, then the worker).
  expect(await game.deliverAll()).toMatchObject({ failed: 0, parked: 0 });
  const row = await gameRowOf(stand, chaNum);
  const moved = row.ChaStartMap === 4 && row.ChaStartGate === 0 && row.ChaPosX === 0 && row.ChaPosZ === 0;
  const untouched = row.ChaStartMap === 21 && row.ChaStartGate === 3 && row.ChaPosX === 512.5;
  expect(moved || untouched, `ChaInfo ${chaNum} either moved or untouched`).toBe(true);
  const order = await t.db
    .selectFrom('character_orders')
    .select(['id', 'status', 'reason'])
    .where('cha_num', '=', chaNum)
    .executeTakeFirstOrThrow();
  const ledger = await t.db
    .selectFrom('wallet_ledger')
    .select(['source', 'amount'])
    .where('reference', '=', `character_order:${order.id}`)
    .orderBy('id')
    .execute();
  const wallet = await walletOf(t.db, player.user.user_num);
  if (moved) {
    expect([order.status, order.reason, wallet.rcoin, ledger]).toEqual([
      'done',
      null,
      0,
      [{ source: 'purchase', amount: -PRICE }],
    ]);
  } else {
    expect([order.status, order.reason, wallet.rcoin, ledger]).toEqual([
      'refused',
      'online',
      PRICE,
      [
        { source: 'purchase', amount: -PRICE },
        { source: 'refund', amount: PRICE },
      ],
    ]);
  }
  return moved;
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The timings: seeded and printed, so a failing interleaving can be run again. */
const random = seededRandom('unstuck/login race');
/** Per round: moved or refused (printed, so a run shows the race really went both ways). */
const outcomes: string[] = [];

describe('an unstuck raced against its character logging in', () => {
  for (let round = 0; round < 40; round++) {
    it(`round ${round + 1}: moved and paid, or not moved and refunded`, async () => {
      const { player, hero } = await orderedUnstuck();
      // The game's login update and the worker's delivery within milliseconds of each other, in either
      // order or at once. The login waits up to 25 ms, the delivery up to 5: a delivery's own steps (the
      // site's transaction and lock, then the game's) take a few, so each side wins often.
      await Promise.all([
        (async () => {
          await later(random() * 25);
          await stand.query(`update "RanGame1"."ChaInfo" set "ChaOnline" = 1 where "ChaNum" = $1`, [
            hero.chaNum,
          ]);
        })(),
        (async () => {
          await later(random() * 5);
          await bridge.worker.runOnce();
        })(),
      ]);
      outcomes.push((await expectMoneyAndMoveTogether(player, hero.chaNum)) ? 'moved' : 'refunded');
    });
  }

  /**
   * The interleaving a timer cannot promise: the login's transaction has the row and the delivery's update
   * waits on it. Committed, the update sees the character online and changes nothing (refunded); rolled back
   * (a login that failed), the update goes ahead (moved).
   */
  for (const login of ['COMMIT', 'ROLLBACK'] as const) {
    it(`the delivery waiting on a login that ends in ${login}`, async () => {
      const { player, hero } = await orderedUnstuck();
      const client = new pg.Client({ connectionString: stand.url });
      await client.connect();
      try {
        await client.query('BEGIN');
        await client.query(`update "RanGame1"."ChaInfo" set "ChaOnline" = 1 where "ChaNum" = $1`, [
          hero.chaNum,
        ]);
        const delivering = bridge.worker.runOnce();
        // The worker's update is blocked on the login's row lock.
        await expect
          .poll(async () => {
            const [row] = await stand.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
            );
            return row?.n;
          })
          .toBe(1);
        await client.query(login);
        expect(await delivering).toMatchObject({ delivered: 1, failed: 0 });
      } finally {
        await client.end();
      }
      expect(await expectMoneyAndMoveTogether(player, hero.chaNum)).toBe(login === 'ROLLBACK');
    });
  }
});

afterAll(() => {
  const moved = outcomes.filter((o) => o === 'moved').length;
  console.info(`unstuck/login race: ${moved} moved and paid, ${outcomes.length - moved} refunded`);
});
