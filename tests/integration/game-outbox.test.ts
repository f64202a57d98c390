import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.ts';
import { openGameDatabase } from '../../src/server/modules/game/game-database.ts';
import * as gameRepo from '../../src/server/modules/game/game-repository.ts';
import { matchesStoredForm, storedFormOf } from '../../src/server/modules/game/password-forms.ts';
import {
  enqueue,
  type OutboxEntry,
  outboxDepth,
  parkedRows,
  unpark,
} from '../../src/server/modules/game/repository.ts';
import { createGameWorker } from '../../src/server/modules/game/worker.ts';
import { createGameStandIn, type GameStandIn } from '../support/game-stand-in.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';

/**
 * The outbox and its worker against the real PostgreSQL: the site's database (a migrated clone) and the
 * game's stand-in (a database of its own). Time is the worker's injected clock, moved by hand.
 */
let site: TestDatabase;
let stand: GameStandIn;
let clock: Date;
const now = () => clock;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  site = await createTestDatabase();
});
afterAll(async () => {
  await site.drop();
});
beforeEach(async () => {
  // Ahead of the database's own clock, so rows enqueued now are due at once.
  clock = new Date(Date.now() + 60_000);
  stand = await createGameStandIn();
  await sql`truncate game_outbox`.execute(site.db);
});
afterEach(async () => {
  await stand.drop();
});

async function enqueueAll(...entries: OutboxEntry[]) {
  return site.db.transaction().execute(async (trx) => {
    const keys = [];
    for (const entry of entries) keys.push(await enqueue(trx, entry));
    return keys;
  });
}

const register = (userId: string): OutboxEntry => ({
  kind: 'create_login',
  gameUserId: userId,
  payload: { userName: userId, email: `${userId}@example.ph` },
});
const items = (userId: string, ...productNums: number[]): OutboxEntry => ({
  kind: 'deliver_items',
  gameUserId: userId,
  payload: { items: productNums.map((productNum) => ({ productNum, price: 100 })) },
});

const purchases = () =>
  stand.query<{ PurKey: number; UserUID: string; ProductNum: number; PurFlag: number }>(
    `select "PurKey"::int, "UserUID", "ProductNum", "PurFlag" from "RanShop"."ShopPurchase" order by "PurKey"`,
  );
const outboxRows = (db: Db = site.db) => db.selectFrom('game_outbox').selectAll().orderBy('id').execute();

describe('delivery', () => {
  it('creates the login, then puts the items in the item bank, each once, in order', async () => {
    await enqueueAll(register('alice'), items('alice', 11, 12), items('alice', 13));
    const worker = createGameWorker({ db: site.db, game: stand.game, profile: stand.profile, now });
    expect(await worker.runOnce()).toEqual({ delivered: 3, failed: 0, parked: 0, unreachable: false });
    expect((await purchases()).map((p) => [p.UserUID, p.ProductNum, p.PurFlag])).toEqual([
      ['alice', 11, 0],
      ['alice', 12, 0],
      ['alice', 13, 0],
    ]);
    const [login] = await stand.query<{ UserType: number; UserPass: string }>(
      `select "UserType", "UserPass" from "RanUser"."UserInfo" where "UserID" = 'alice'`,
    );
    expect(login?.UserType).toBe(1);
    // No password travelled: the login waits for the player's next sign-in on the site.
    expect(login?.UserPass).toMatch(/^\*[0-9a-f]{18}$/);
    const rows = await outboxRows();
    const keys = (await purchases()).map((p) => p.PurKey);
    expect(rows.map((r) => r.result)).toEqual([
      { outcome: 'created', passwordPending: true },
      { purKeys: keys.slice(0, 2) },
      { purKeys: keys.slice(2) },
    ]);
    expect(rows.every((r) => r.delivered_at?.getTime() === clock.getTime())).toBe(true);
    expect(await worker.runOnce()).toEqual({ delivered: 0, failed: 0, parked: 0, unreachable: false });
  });

  it('a run for one login delivers only that login’s rows, leaving the rest for the worker', async () => {
    await enqueueAll(items('bob', 21), register('carol'), items('carol', 22), items('bob', 23));
    const worker = createGameWorker({ db: site.db, game: stand.game, profile: stand.profile, now });
    expect(await worker.runOnce('carol')).toEqual({ delivered: 2, failed: 0, parked: 0, unreachable: false });
    expect((await purchases()).map((p) => [p.UserUID, p.ProductNum])).toEqual([['carol', 22]]);
    expect((await outboxRows()).map((r) => [r.game_user_id, r.delivered_at !== null])).toEqual([
      ['bob', false],
      ['carol', true],
      ['carol', true],
      ['bob', false],
    ]);
    expect(await worker.runOnce()).toMatchObject({ delivered: 2 });
  });

  it('enqueues in the caller’s transaction: a rolled-back purchase leaves nothing to deliver', async () => {
    await expect(
      site.db.transaction().execute(async (trx) => {
        await enqueue(trx, items('bob', 5));
        throw new Error('the purchase failed');
      }),
    ).rejects.toThrow('the purchase failed');
    expect(await outboxDepth(site.db)).toEqual({ waiting: 0, parked: 0, oldestCreatedAt: null });
  });

  it('exactly once across a crash between the game insert and the outbox update', async () => {
    const [queued] = await enqueueAll(items('carol', 21));
    const crashing = createGameWorker({
      db: site.db,
      game: stand.game,
      profile: stand.profile,
      now,
      // The site's connection dies after the game committed and before the row is marked.
      afterGameWrite: async (trx) => {
        await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
      },
    });
    await expect(crashing.runOnce()).rejects.toThrow();
    const inserted = await purchases();
    expect(inserted).toHaveLength(1);
    const [pending] = await outboxRows();
    expect(pending?.delivered_at).toBeNull();

    const restarted = createGameWorker({ db: site.db, game: stand.game, profile: stand.profile, now });
    expect(await restarted.runOnce()).toMatchObject({ delivered: 1, failed: 0 });
    expect(await purchases()).toEqual(inserted);
    const [done] = await outboxRows();
    expect(done?.result).toEqual({ purKeys: [inserted[0]?.PurKey] });
    const ledger = await stand.query(`select "DeliveryKey", "Seq" from "RanShop"."SiteDelivery"`);
    expect(ledger).toEqual([{ DeliveryKey: queued?.deliveryKey, Seq: 0 }]);
  });

  it('two deliverers racing on one key leave one row: the ledger key refuses the second', async () => {
    const [queued] = await enqueueAll(items('dave', 31));
    const key = queued?.deliveryKey as string;
    const results = await Promise.allSettled([
      gameRepo.deliverItemsOnce(stand.game, stand.profile, key, 'dave', [{ productNum: 31, price: 1 }]),
      gameRepo.deliverItemsOnce(stand.game, stand.profile, key, 'dave', [{ productNum: 31, price: 1 }]),
    ]);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    expect(await purchases()).toHaveLength(1);
  });
});

describe('outages and failures', () => {
  it('with the game down, registrations and purchases wait untouched, then all arrive in order', async () => {
    const down = openGameDatabase({ url: 'postgres://postgres@127.0.0.1:1/game', dialect: 'postgres' });
    const during = createGameWorker({ db: site.db, game: down, profile: stand.profile, now });
    await enqueueAll(register('erin'), items('erin', 41));
    expect(await during.runOnce()).toEqual({ delivered: 0, failed: 0, parked: 0, unreachable: true });
    await enqueueAll(register('finn'), items('erin', 42), items('finn', 43));
    later(60 * 60_000);
    expect(await during.runOnce()).toMatchObject({ unreachable: true, delivered: 0 });
    expect(during.status()).toMatchObject({ reachable: false, consecutiveOutages: 2 });
    // An outage is nobody's row's fault: no attempts counted, nothing parked.
    const waiting = await outboxRows();
    expect(waiting.map((r) => [r.attempts, r.parked_at, r.delivered_at])).toEqual(
      Array(5).fill([0, null, null]),
    );
    await down.close();

    const after = createGameWorker({ db: site.db, game: stand.game, profile: stand.profile, now });
    expect(await after.runOnce()).toMatchObject({ delivered: 5, unreachable: false });
    expect(after.status()).toMatchObject({ reachable: true, lastContactAt: clock });
    expect((await purchases()).map((p) => [p.UserUID, p.ProductNum])).toEqual([
      ['erin', 41],
      ['erin', 42],
      ['finn', 43],
    ]);
    expect(await stand.query(`select "UserID" from "RanUser"."UserInfo" order by "UserNum"`)).toEqual([
      { UserID: 'erin' },
      { UserID: 'finn' },
    ]);
  });

  it('a row that keeps failing backs off, capped, and is parked with its error; its login waits, others go', async () => {
    // A name taken in game by someone else: the site never takes it over.
    await stand.query(
      `insert into "RanUser"."UserInfo" ("UserName", "UserID", "UserPass") values ('gus', 'gus', 'x')`,
    );
    await enqueueAll(register('gus'), items('gus', 51), items('hana', 52));
    const worker = createGameWorker({
      db: site.db,
      game: stand.game,
      profile: stand.profile,
      now,
      backoff: { baseMs: 1000, capMs: 3000, maxAttempts: 4 },
    });
    expect(await worker.runOnce()).toEqual({ delivered: 1, failed: 1, parked: 0, unreachable: false });
    expect((await purchases()).map((p) => p.UserUID)).toEqual(['hana']);

    const delays: number[] = [];
    for (let attempt = 2; attempt <= 4; attempt++) {
      const [row] = await outboxRows();
      const wait = (row?.next_attempt_at.getTime() ?? 0) - clock.getTime();
      delays.push(wait);
      later(wait - 1);
      expect(await worker.runOnce()).toMatchObject({ delivered: 0, failed: 0, parked: 0 });
      later(1);
      expect(await worker.runOnce()).toMatchObject(attempt < 4 ? { failed: 1 } : { parked: 1 });
    }
    expect(delays).toEqual([1000, 2000, 3000]);
    const [parked] = await parkedRows(site.db, 10);
    expect(parked).toMatchObject({ kind: 'create_login', gameUserId: 'gus', attempts: 4 });
    expect(parked?.lastError).toBe(
      'The game login gus already exists and belongs to someone else: the site does not take it over',
    );
    expect(await outboxDepth(site.db)).toMatchObject({ waiting: 2, parked: 1 });
    // gus's items wait behind the parked row; a week later they still have not gone.
    later(7 * 24 * 3600_000);
    expect(await worker.runOnce()).toMatchObject({ delivered: 0 });

    await stand.query(`delete from "RanUser"."UserInfo" where "UserID" = 'gus'`);
    expect(await unpark(site.db, parked?.id ?? 0, clock)).toBe(true);
    expect(await worker.runOnce()).toMatchObject({ delivered: 2 });
    expect((await purchases()).map((p) => p.UserUID)).toEqual(['hana', 'gus']);
  });
});

describe('claims, cancels and bans', () => {
  it('a claim racing a cancel: never both the item and the cancel', async () => {
    const keys = await gameRepo.deliverItemsOnce(
      stand.game,
      stand.profile,
      'race',
      'ivy',
      Array.from({ length: 20 }, () => ({ productNum: 61, price: 100 })),
    );
    const results = await Promise.all(
      keys.map(async (purKey) => {
        const [claim, cancel] = await Promise.all([
          // What the game server does when the player takes the item.
          stand.query(
            `update "RanShop"."ShopPurchase" set "PurFlag" = 1 where "PurKey" = $1 and "PurFlag" = 0 returning 1`,
            [purKey],
          ),
          gameRepo.cancelPurchase(stand.game, stand.profile, 'ivy', purKey),
        ]);
        return { claimed: claim.length === 1, cancel };
      }),
    );
    for (const r of results) expect(r.claimed).toBe(r.cancel === 'claimed');
    const flags = await gameRepo.readPurchases(stand.game, stand.profile, keys);
    expect(flags).toHaveLength(20);
    for (const [i, r] of results.entries())
      expect(flags.find((f) => f.purKey === keys[i])?.purFlag).toBe(
        r.claimed ? 1 : stand.profile.cancelledPurFlag,
      );
  });

  it('a queued cancel reports the outcome; its retry still says cancelled', async () => {
    const [first, second] = await gameRepo.deliverItemsOnce(stand.game, stand.profile, 'c', 'jo', [
      { productNum: 71, price: 5 },
      { productNum: 72, price: 5 },
    ]);
    await stand.query(`update "RanShop"."ShopPurchase" set "PurFlag" = 1 where "PurKey" = $1`, [second]);
    await enqueueAll(
      { kind: 'cancel_item', gameUserId: 'jo', payload: { purKey: first } },
      { kind: 'cancel_item', gameUserId: 'jo', payload: { purKey: second } },
    );
    const worker = createGameWorker({ db: site.db, game: stand.game, profile: stand.profile, now });
    await worker.runOnce();
    expect((await outboxRows()).map((r) => r.result)).toEqual([
      { outcome: 'cancelled' },
      { outcome: 'claimed' },
    ]);
    expect(await gameRepo.cancelPurchase(stand.game, stand.profile, 'jo', first as number)).toBe('cancelled');
  });

  it('bans with an end on the game clock, for good, and lifts them', async () => {
    await enqueueAll(register('kai'));
    const worker = createGameWorker({ db: site.db, game: stand.game, profile: stand.profile, now });
    await worker.runOnce();
    const banState = async () =>
      (
        await stand.query<{ UserBlock: number; hours: number }>(
          `select "UserBlock", round(extract(epoch from "UserBlockDate" - localtimestamp) / 3600)::int as hours
           from "RanUser"."UserInfo" where "UserID" = 'kai'`,
        )
      )[0];
    await enqueueAll({
      kind: 'set_ban',
      gameUserId: 'kai',
      payload: { blocked: true, until: new Date(clock.getTime() + 48 * 3600_000).toISOString() },
    });
    await worker.runOnce();
    expect(await banState()).toEqual({ UserBlock: 1, hours: 48 });
    await enqueueAll({ kind: 'set_ban', gameUserId: 'kai', payload: { blocked: true, until: null } });
    await worker.runOnce();
    expect((await banState())?.hours).toBeGreaterThan(99 * 365 * 24);
    await enqueueAll({ kind: 'set_ban', gameUserId: 'kai', payload: { blocked: false, until: null } });
    await worker.runOnce();
    expect(await banState()).toEqual({ UserBlock: 0, hours: 0 });
  });
});

describe('an account that exists only in the game', () => {
  it('is found by its game ID and its password checked against the stored form', async () => {
    await stand.query(
      `insert into "RanUser"."UserInfo" ("UserName", "UserID", "UserPass", "UserType") values ('Lea', 'lea', $1, 1)`,
      [storedFormOf('md5-19', 'hunter22')],
    );
    const login = await gameRepo.findLogin(stand.game, stand.profile, 'lea');
    expect(login).toMatchObject({ userId: 'lea', userType: 1, blocked: false, available: true });
    expect(matchesStoredForm('md5-19', 'hunter22', login?.storedPassword ?? '')).toBe(true);
    expect(matchesStoredForm('md5-19', 'hunter23', login?.storedPassword ?? '')).toBe(false);
    expect(await gameRepo.findLogin(stand.game, stand.profile, 'nobody')).toBeNull();
  });

  it('gets the password the player sets on the site, in the stored form, written from memory', async () => {
    await enqueueAll(register('max'));
    await createGameWorker({ db: site.db, game: stand.game, profile: stand.profile, now }).runOnce();
    expect(
      await gameRepo.setPassword(stand.game, stand.profile, 'max', storedFormOf('md5-19', 'n3w-pass')),
    ).toBe(true);
    const login = await gameRepo.findLogin(stand.game, stand.profile, 'max');
    expect(login?.storedPassword).toBe(storedFormOf('md5-19', 'n3w-pass'));
    expect(await gameRepo.setPassword(stand.game, stand.profile, 'nobody', 'x')).toBe(false);
    // Nothing the site keeps holds it: the outbox row of the login carries no password in any form.
    const [row] = await outboxRows();
    expect(JSON.stringify(row)).not.toContain(storedFormOf('md5-19', 'n3w-pass'));
  });
});
