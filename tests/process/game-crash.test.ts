import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database.ts';
import { freePort } from '../../src/server/db/embedded.ts';
import { enqueue } from '../../src/server/modules/game/repository.ts';
import { createGameStandIn, type GameStandIn } from '../support/game-stand-in.ts';
import { TEST_POOL } from '../support/pool.ts';
import { type StartedProcess, spawnStart, waitForOutput } from '../support/processes.ts';

/**
 * The game bridge through a real `kill -9`: the site process dies after the game committed a delivery and
 * before the site marked its outbox row. The window is hit every run with no hook in the site: the site
 * reaches the game's stand-in through a proxy that passes everything until the game answers a COMMIT,
 * then kills the site and drops that answer. After a restart the item must be in the item bank once.
 */
const name = `ran_game_crash_${process.pid}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ran-game-crash-'));
let admin: pg.Client;
let url: string;
let handle: DatabaseHandle;
let stand: GameStandIn;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const u = new URL(inject('dbAdminUrl'));
  u.pathname = `/${name}`;
  url = u.toString();
  stand = await createGameStandIn();
});

afterAll(async () => {
  await handle?.close();
  await stand?.drop();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A simple-protocol COMMIT as node-postgres sends it: 'Q', its length, the text and its NUL. */
const COMMIT_QUERY = Buffer.concat([Buffer.from('Q'), Buffer.from([0, 0, 0, 11]), Buffer.from('COMMIT\0')]);
/** The server's CommandComplete for it. */
const COMMIT_DONE = Buffer.from('COMMIT\0');

/**
 * A proxy to the game's PostgreSQL that passes every byte both ways until the server answers a COMMIT the
 * client sent: then it calls `onCommitted` (which kills the site) and drops the answer with the connection.
 */
async function commitCuttingProxy(target: { host: string; port: number }, onCommitted: () => void) {
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    let commitSent = false;
    client.on('data', (chunk: Buffer) => {
      if (chunk.includes(COMMIT_QUERY)) commitSent = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (commitSent && chunk.includes(COMMIT_DONE)) {
        onCommitted();
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => server.close() };
}

const siteEnv = (port: number, gameUrl: string) => ({
  DATABASE_URL: url,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'never',
  GAME_DATABASE_URL: gameUrl,
  GAME_PROFILE: 'md5-19',
});

const itemBank = () =>
  stand.query<{ PurKey: number; UserUID: string; ProductNum: number; PurFlag: number }>(
    `select "PurKey"::int, "UserUID", "ProductNum", "PurFlag" from "RanShop"."ShopPurchase" order by "PurKey"`,
  );
const outboxRow = () => handle.db.selectFrom('game_outbox').selectAll().executeTakeFirstOrThrow();

describe('kill -9 between the game’s commit and the site’s', { timeout: 180_000 }, () => {
  it('leaves the items in the item bank once: the restarted site finds its ledger and only marks the row', async () => {
    const game = new URL(stand.url);
    let site: StartedProcess | null = null;
    let cut = false;
    const proxy = await commitCuttingProxy({ host: game.hostname, port: Number(game.port || 5432) }, () => {
      cut = true;
      site?.child.kill('SIGKILL');
    });
    const proxied = new URL(stand.url);
    proxied.port = String(proxy.port);
    const port = await freePort();
    site = spawnStart(siteEnv(port, proxied.toString()));
    await waitForOutput(site, /is up at/);

    // An order's items, queued as a purchase's transaction queues them.
    handle = createDatabase({ connectionString: url, max: 1, ...TEST_POOL });
    await handle.db.transaction().execute((trx) =>
      enqueue(trx, {
        kind: 'deliver_items',
        gameUserId: 'dana',
        payload: { items: [31, 32, 33].map((productNum) => ({ productNum, price: 50 })) },
      }),
    );
    // The worker finds it at its next look; the proxy kills the site the moment the game has committed.
    expect(await site.exited).toBe('SIGKILL');
    proxy.close();
    expect(cut).toBe(true);
    const committed = await itemBank();
    expect(committed.map((r) => [r.UserUID, r.ProductNum, r.PurFlag])).toEqual([
      ['dana', 31, 0],
      ['dana', 32, 0],
      ['dana', 33, 0],
    ]);
    expect((await outboxRow()).delivered_at).toBeNull();

    // Restarted, straight to the game: the row is delivered by finding the ledger, not by inserting again.
    const again = spawnStart(siteEnv(port, stand.url));
    await waitForOutput(again, /is up at/);
    // Waited for as long as the test may run: the condition, not a time budget, decides.
    while ((await outboxRow()).delivered_at === null) await sleep(100);
    expect(await itemBank()).toEqual(committed);
    expect((await outboxRow()).result).toEqual({ purKeys: committed.map((r) => r.PurKey) });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
