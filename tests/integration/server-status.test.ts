import { createServer, type Server } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDashboard } from '../../src/server/modules/dashboard/service.ts';
import { countPlayersOnline } from '../../src/server/modules/game/statements.ts';
import { probeLoginServer } from '../../src/server/modules/server-status/probe.ts';
import { simulatedPlayers } from '../../src/server/modules/server-status/simulated.ts';
import { serverStatusSchema } from '../../src/shared/contracts/server-status.ts';
import { adminClient } from '../support/admin-client.ts';
import { siteBridgeTo } from '../support/game-app.ts';
import { createGameStandIn, type GameStandIn } from '../support/game-stand-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';

/**
 * The game server's status (docs/product/server-status.md) on the real PostgreSQL and real sockets: the
 * login server's TCP probe against a loopback listener, the 30 s cache with one probe at a time (the app's
 * clock moved, never waited for; the operator's maintenance window is tests/integration/maintenance.test.ts), the
 * players online from the game's stand-in, and the 5-minute samples with two instances on one database.
 */

/** A loopback TCP server that accepts and counts connections, as the game's login server would. */
async function loginServer(): Promise<{ server: Server; port: number; connections: () => number }> {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    socket.on('error', () => {});
    socket.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port, connections: () => connections };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A port nothing listens on: one the system gave a listener, which is then closed. */
async function closedPort(): Promise<number> {
  const { server, port } = await loginServer();
  await close(server);
  return port;
}

/** A clock the test moves: the app reads it through AppDeps.now. */
function movableClock(start: string) {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    move: (ms: number) => {
      at += ms;
    },
  };
}

const statusOf = async (t: TestApp) => {
  const res = await t.app.inject({ url: '/api/server-status' });
  expect(res.statusCode).toBe(200);
  return serverStatusSchema.parse(res.json());
};

describe('the login server probe', () => {
  it('says yes when something accepts on the address, no on a closed port', async () => {
    const listener = await loginServer();
    try {
      expect(await probeLoginServer({ host: '127.0.0.1', port: listener.port })).toBe(true);
      expect(listener.connections()).toBe(1);
    } finally {
      await close(listener.server);
    }
    expect(await probeLoginServer({ host: '127.0.0.1', port: await closedPort() })).toBe(false);
  });

  it('says no for a name that does not resolve, without throwing', async () => {
    expect(await probeLoginServer({ host: 'no-such-host.invalid', port: 5001 }, 1500)).toBe(false);
  });
});

describe('the state from GAME_LOGIN_SERVER', () => {
  let listener: Awaited<ReturnType<typeof loginServer>>;
  let t: TestApp;
  const clock = movableClock('2026-06-15T12:00:00Z');

  beforeAll(async () => {
    listener = await loginServer();
    t = await createTestApp({
      config: { GAME_LOGIN_SERVER: `127.0.0.1:${listener.port}` },
      now: clock.now,
    });
  });
  afterAll(async () => {
    await t.close();
    if (listener.server.listening) await close(listener.server);
  });

  it('probes once for any number of callers, keeps the answer 30 s, then reads it again', async () => {
    const [a, b, c] = await Promise.all([statusOf(t), statusOf(t), statusOf(t)]);
    expect(listener.connections()).toBe(1);
    for (const answer of [a, b, c]) expect(answer.state).toBe('online');
    // Without a bridge the figure is made up, and says so.
    expect(a).toMatchObject({ simulated: true, playersOnline: simulatedPlayers(clock.now()) });

    clock.move(29_000);
    expect((await statusOf(t)).checkedAt).toBe(a.checkedAt);
    expect(listener.connections()).toBe(1);

    // Past 30 s: the kept answer comes at once while one new probe runs in the background.
    clock.move(2_000);
    const [stale, alsoStale] = await Promise.all([statusOf(t), statusOf(t)]);
    expect(stale.checkedAt).toBe(a.checkedAt);
    expect(alsoStale.checkedAt).toBe(a.checkedAt);
    await expect.poll(listener.connections).toBe(2);
    await expect.poll(async () => (await statusOf(t)).checkedAt).not.toBe(a.checkedAt);
    expect(listener.connections()).toBe(2);
  });

  it('shows the server offline once the login server stops accepting', async () => {
    await close(listener.server);
    // Long past the kept answer's 5 minutes: the caller waits for the new probe.
    clock.move(10 * 60_000);
    const answer = await statusOf(t);
    expect(answer.state).toBe('offline');
    expect(answer.checkedAt).toBe(clock.now().toISOString());
  });

  it('is cached by browsers for 30 s and tells the console where the state comes from', async () => {
    const res = await t.app.inject({ url: '/api/server-status' });
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const { call } = await adminClient(t);
    const view = await call('GET', '/api/admin/server-status');
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      maintenance: { phase: 'off', from: null, until: null, message: null },
      stateSource: 'login-server',
      loginServer: `127.0.0.1:${listener.port}`,
      shown: { state: 'offline', simulated: true },
    });
  });
});

describe('the players online from the game', () => {
  let stand: GameStandIn;
  let t: TestApp;
  const clock = movableClock('2026-06-15T12:00:00Z');

  beforeAll(async () => {
    stand = await createGameStandIn();
    t = await createTestApp({ game: siteBridgeTo(stand.url, stand.profile), now: clock.now });
  });
  afterAll(async () => {
    await t.close();
    await stand.drop();
  });

  async function characters(online: number, offline: number) {
    for (let i = 0; i < online + offline; i++)
      await stand.query(
        `insert into "RanGame1"."ChaInfo" ("UserNum", "ChaName", "ChaOnline") values ($1, $2, $3)`,
        [i + 1, `cha${Date.now()}${i}`, i < online ? 1 : 0],
      );
  }

  it('counts the characters the game marks online, kept 30 s, and the state is whether it answers', async () => {
    await characters(3, 2);
    expect(await statusOf(t)).toMatchObject({ state: 'online', playersOnline: 3, simulated: false });
    await characters(2, 0);
    clock.move(10_000);
    expect((await statusOf(t)).playersOnline).toBe(3);
    clock.move(10 * 60_000);
    expect((await statusOf(t)).playersOnline).toBe(5);
    const { call } = await adminClient(t);
    expect((await call('GET', '/api/admin/server-status')).body).toMatchObject({
      stateSource: 'game-database',
      loginServer: null,
    });
  });

  it('reads the count through the partial index the stand-in has for it', async () => {
    const client = new pg.Client({ connectionString: stand.url });
    await client.connect();
    try {
      // The table is tiny, so the planner is asked to prefer an index, as it would on a big one.
      await client.query('set enable_seqscan = off');
      const { text } = countPlayersOnline('postgres', stand.profile);
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`);
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('IX_ChaInfo_Online');
    } finally {
      await client.end();
    }
  });

  it('shows the game offline, with no figure, while its database does not answer', async () => {
    const down = await createTestApp({
      game: siteBridgeTo('postgres://postgres@127.0.0.1:1/game', stand.profile),
    });
    try {
      expect(await statusOf(down)).toMatchObject({ state: 'offline', playersOnline: null, simulated: false });
      // No figure, no sample: a gap in the history, not a made-up zero.
      expect(await down.app.serverStatus.sample()).toBe(false);
      const rows = await down.db.selectFrom('players_online_samples').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await down.close();
    }
  });

  it("samples the game's own figure as it is now, not a simulated or a kept one", async () => {
    clock.move(10 * 60_000);
    expect((await statusOf(t)).playersOnline).toBe(5);
    await characters(1, 0);
    // Four minutes on, pages would still be given the kept 5 at once; the slot's sample asks the game again.
    clock.move(4 * 60_000);
    expect(await t.app.serverStatus.sample()).toBe(true);
    const rows = await t.db.selectFrom('players_online_samples').select(['players', 'simulated']).execute();
    expect(rows).toEqual([{ players: 6, simulated: false }]);
    // The game's figures are never filled in after the fact.
    expect(await t.app.serverStatus.fillSimulated()).toBe(0);
  });
});

describe('the 5-minute samples', () => {
  let shared: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    shared = await createTestDatabase();
    one = await createTestApp({ database: shared });
    two = await createTestApp({ database: shared });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await shared.drop();
  });

  const slots = () =>
    shared.db
      .selectFrom('players_online_samples')
      .select(['slot', 'players', 'simulated'])
      .orderBy('slot')
      .execute();

  it('keeps one row per slot however many instances sample it', async () => {
    const slot = new Date('2026-06-15T12:05:00Z');
    const [a, b] = await Promise.all([
      one.app.serverStatus.sample(new Date('2026-06-15T12:06:10Z')),
      two.app.serverStatus.sample(new Date('2026-06-15T12:05:00Z')),
    ]);
    expect([a, b].sort()).toEqual([false, true]);
    expect(await one.app.serverStatus.sample(new Date('2026-06-15T12:09:59Z'))).toBe(false);
    expect(await slots()).toEqual([{ slot, players: simulatedPlayers(slot), simulated: true }]);
    expect(await two.app.serverStatus.sample(new Date('2026-06-15T12:10:00Z'))).toBe(true);
    expect((await slots()).map((r) => r.slot.toISOString())).toEqual([
      '2026-06-15T12:05:00.000Z',
      '2026-06-15T12:10:00.000Z',
    ]);
  });

  it('refuses a row that is not on a 5-minute slot', async () => {
    await expect(
      sql`insert into players_online_samples (slot, players, simulated) values ('2026-06-15T12:01:00Z', 1, true)`.execute(
        shared.db,
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it('prunes the samples older than 31 days when it samples', async () => {
    const now = new Date('2026-07-20T00:00:00Z');
    const day = 24 * 60 * 60_000;
    await shared.db
      .insertInto('players_online_samples')
      .values([
        { slot: new Date(now.getTime() - 31 * day - 5 * 60_000), players: 1, simulated: true },
        { slot: new Date(now.getTime() - 31 * day), players: 2, simulated: true },
        { slot: new Date(now.getTime() - 30 * day), players: 3, simulated: true },
      ])
      .execute();
    expect(await one.app.serverStatus.sample(now)).toBe(true);
    const left = (await slots()).map((r) => r.players);
    expect(left).toEqual([2, 3, simulatedPlayers(now)]);
  });

  it('fills in the simulated slots of the last 30 days once, keeping those already sampled', async () => {
    await sql`truncate players_online_samples`.execute(shared.db);
    const until = new Date('2026-06-15T12:02:00Z');
    const kept = { slot: new Date('2026-06-15T11:00:00Z'), players: 7, simulated: true };
    await shared.db.insertInto('players_online_samples').values(kept).execute();
    expect(await one.app.serverStatus.fillSimulated(until)).toBe(30 * 288 - 1);
    expect(await two.app.serverStatus.fillSimulated(until)).toBe(0);
    const rows = await slots();
    expect(rows).toHaveLength(30 * 288);
    expect(rows[0]?.slot.toISOString()).toBe('2026-05-16T12:00:00.000Z');
    expect(rows.at(-1)?.slot.toISOString()).toBe('2026-06-15T11:55:00.000Z');
    expect(rows.find((r) => r.slot.getTime() === kept.slot.getTime())?.players).toBe(7);
  });

  it("are what the console's overview draws: 24 hours slot by slot, and each day's peak", async () => {
    await sql`truncate players_online_samples`.execute(shared.db);
    const now = new Date('2026-06-15T12:02:00Z'); // 20:02 in Manila
    await shared.db
      .insertInto('players_online_samples')
      .values([
        { slot: new Date('2026-06-15T12:00:00Z'), players: 40, simulated: false },
        { slot: new Date('2026-06-15T11:55:00Z'), players: 30, simulated: false },
        { slot: new Date('2026-06-14T12:05:00Z'), players: 90, simulated: false }, // the oldest slot of 24 h
        { slot: new Date('2026-06-14T12:00:00Z'), players: 99, simulated: false }, // just before it
        { slot: new Date('2026-06-10T03:00:00Z'), players: 12, simulated: true },
      ])
      .execute();
    const { playersOnline, days } = await loadDashboard(shared.db, now);
    expect(playersOnline.recent.from).toBe('2026-06-14T12:05:00.000Z');
    expect(playersOnline.recent.players).toHaveLength(288);
    expect(playersOnline.recent.players[0]).toBe(90);
    expect(playersOnline.recent.players.at(-1)).toBe(40);
    expect(playersOnline.recent.players.at(-2)).toBe(30);
    expect(playersOnline.recent.players.filter((p) => p !== null)).toHaveLength(3);
    expect(playersOnline.recent.simulated).toBe(false);
    // Days are Manila days: 12:00Z on 14 June is 20:00 in Manila on the 14th.
    expect(playersOnline.dailyPeaks.players[days.indexOf('2026-06-15')]).toBe(40);
    expect(playersOnline.dailyPeaks.players[days.indexOf('2026-06-14')]).toBe(99);
    expect(playersOnline.dailyPeaks.players[days.indexOf('2026-06-10')]).toBe(12);
    expect(playersOnline.dailyPeaks.players.filter((p) => p !== null)).toHaveLength(3);
    expect(playersOnline.dailyPeaks.simulated).toBe(true);
  });
});
