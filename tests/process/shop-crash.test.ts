import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database.ts';
import { freePort } from '../../src/server/db/embedded.ts';
import { TEST_POOL } from '../support/pool.ts';
import { type StartedProcess, spawnStart, waitForOutput } from '../support/processes.ts';
import { createPlayer, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

/**
 * Crash safety of buying: the site process is killed with SIGKILL in the middle of a burst of buys
 * (PostgreSQL, external here, survives as it would in production). Every purchase the clients saw
 * acknowledged must be in the database, nothing may be half-written, and the ledger invariant must hold;
 * after a restart, retrying with the same Idempotency-Keys never charges twice.
 *
 * The headline case — a purchase committed but never acknowledged, then retried — is made to happen
 * every run, with no hook in the site: one buy goes through a proxy that holds the server's complete
 * answer (written only after the money transaction committed), kills the site with SIGKILL, and drops the
 * client's connection. The client sees a network error; after the restart its retry with the same key
 * must get the original answer and the player must have been charged once.
 */
const name = `ran_crash_${process.pid}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ran-crash-'));
let admin: pg.Client;
let url: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const u = new URL(inject('dbAdminUrl'));
  u.pathname = `/${name}`;
  url = u.toString();
});

afterAll(async () => {
  await handle?.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<StartedProcess> {
  const proc = spawnStart({ DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
  await waitForOutput(proc, /is up at/);
  return proc;
}

interface Attempt {
  token: string;
  userNum: number;
  key: string;
  productNum: number;
  status: number | 'lost';
  userPoints?: number;
  replayed?: boolean;
  body?: unknown;
}

async function buy(port: number, a: Attempt): Promise<void> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/buyitem?productnum=${a.productNum}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${a.token}`,
        'idempotency-key': a.key,
        'accept-encoding': 'identity',
      },
    });
    a.status = res.status;
    a.replayed = res.headers.get('idempotent-replayed') === 'true';
    a.body = await res.json().catch(() => null);
    if (res.status === 200) a.userPoints = (a.body as { userPoints: number }).userPoints;
  } catch {
    a.status = 'lost';
  }
}

/** The body of a complete HTTP/1.1 response in `raw` (Content-Length framed), or null while incomplete. */
function completeBody(raw: Buffer): string | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(raw.subarray(0, end).toString('latin1'));
  if (!length) throw new Error(`answer without Content-Length:\n${raw.toString('latin1')}`);
  const body = raw.subarray(end + 4);
  return body.length >= Number(length[1]) ? body.toString('utf8') : null;
}

/**
 * A proxy to the site that forwards requests but never forwards an answer: once a complete answer has
 * arrived it calls `onAnswer` (which kills the site) and drops the client's connection.
 */
async function answerHoldingProxy(target: number, onAnswer: (status: string, body: string) => void) {
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    client.pipe(upstream);
    let raw = Buffer.alloc(0);
    upstream.on('data', (chunk: Buffer) => {
      raw = Buffer.concat([raw, chunk]);
      const body = completeBody(raw);
      if (body === null) return;
      onAnswer(raw.subarray(0, raw.indexOf('\r\n')).toString('latin1'), body);
      client.destroy();
      upstream.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => server.close() };
}

describe('kill -9 during a burst of buys', () => {
  it('keeps every acknowledged purchase, half-writes nothing, and never double-charges a retry', async () => {
    const port = await freePort();
    const first = await start(port);
    handle = createDatabase({ connectionString: url, max: 4, ...TEST_POOL });
    const item = await handle.db
      .selectFrom('shop_items')
      .select(['product_num', 'price'])
      .where('item_name', '=', 'Greater Healing Draught')
      .executeTakeFirstOrThrow();
    const players = await Promise.all(
      Array.from({ length: 20 }, () => createPlayer(handle.db, { rcoin: item.price * 40 })),
    );

    const heldPlayer = await createPlayer(handle.db, { rcoin: item.price * 3 });
    const held: Attempt = {
      token: heldPlayer.token,
      userNum: heldPlayer.user.user_num,
      key: 'held-answer',
      productNum: item.product_num,
      status: 'lost',
    };

    // Round-robin over the players, so the 40 buys in flight at the kill are two per player. A retried buy
    // counts again against the purchase limit (60 a minute), and with REDIS_URL the counts outlive the
    // restart: one player's 40 buys all in flight, then retried, would rightly be refused with 429.
    const attempts: Attempt[] = Array.from({ length: 40 }, (_, n) =>
      players.map((p, i) => ({
        token: p.token,
        userNum: p.user.user_num,
        key: `crash-${i}-${n}`,
        productNum: item.product_num,
        status: 'lost' as const,
      })),
    ).flat();
    // Up to 40 requests in flight; once 30 purchases were acknowledged, the held buy below kills the site.
    let next = 0;
    let markWellUnderWay = () => {};
    const wellUnderWay = new Promise<void>((resolve) => {
      markWellUnderWay = resolve;
    });
    const worker = async () => {
      while (next < attempts.length) {
        await buy(port, attempts[next++]!);
        if (attempts.filter((a) => a.status === 200).length >= 30) markWellUnderWay();
      }
    };
    const burst = Promise.all(Array.from({ length: 40 }, worker));
    await Promise.race([wellUnderWay, burst]);

    // The headline case: one more buy, committed, its answer held by the proxy while the site is killed.
    let heldAnswer: { status: string; body: string } | null = null;
    const proxy = await answerHoldingProxy(port, (status, body) => {
      heldAnswer = { status, body };
      first.child.kill('SIGKILL');
    });
    await buy(proxy.port, held);
    proxy.close();
    expect(await first.exited).toBe('SIGKILL');
    await burst;

    expect(held.status, 'the client never saw the answer').toBe('lost');
    expect(heldAnswer).not.toBeNull();
    const original = heldAnswer as unknown as { status: string; body: string };
    expect(original.status).toMatch(/^HTTP\/1\.1 200 /);
    const originalBody = JSON.parse(original.body) as { userPoints: number };
    expect(originalBody.userPoints).toBe(item.price * 2);
    const acknowledged = attempts.filter((a) => a.status === 200);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(attempts.some((a) => a.status === 'lost')).toBe(true);
    await expectMoneyInvariant(handle.db);
    for (const a of acknowledged) {
      const stored = await handle.db
        .selectFrom('idempotency_keys')
        .select(['state', 'response_status'])
        .where('user_num', '=', a.userNum)
        .where('key', '=', a.key)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ state: 'done', response_status: 200 });
      const row = await handle.db
        .selectFrom('wallet_ledger')
        .select('id')
        .where('user_num', '=', a.userNum)
        .where('balance_after', '=', a.userPoints!)
        .where('source', '=', 'purchase')
        .executeTakeFirst();
      expect(row, `acknowledged purchase ${a.key} is in the ledger`).toBeDefined();
    }
    const purchases = await handle.db
      .selectFrom('shop_purchases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(
        'user_num',
        'in',
        players.map((p) => p.user.user_num),
      )
      .executeTakeFirstOrThrow();
    expect(Number(purchases.n)).toBeGreaterThanOrEqual(acknowledged.length);

    // Restart and retry everything that was not acknowledged, with the same keys.
    const second = await start(port);
    const before = Number(purchases.n);
    const lost = attempts.filter((a) => a.status === 'lost');
    const done = await handle.db
      .selectFrom('idempotency_keys')
      .select(['user_num', 'key'])
      .where('state', '=', 'done')
      .execute();
    const committed = new Set(done.map((d) => `${d.user_num}:${d.key}`));
    const committedLost = lost.filter((a) => committed.has(`${a.userNum}:${a.key}`)).length;
    for (const a of lost) await buy(port, a);
    for (const a of lost) expect([200, 409]).toContain(a.status);

    // The held purchase: the retry gets the original answer, replayed, and the player paid once.
    expect(committed.has(`${held.userNum}:${held.key}`)).toBe(true);
    await buy(port, held);
    expect(held).toMatchObject({ status: 200, replayed: true, body: originalBody });
    const heldWallet = await walletOf(handle.db, held.userNum);
    // Two ledger rows: the starting grant and one purchase.
    expect(heldWallet).toEqual({ rcoin: item.price * 2, milleage: 0, ledgerRows: 2 });
    const heldRows = await handle.db
      .selectFrom('shop_purchases')
      .select('pur_num')
      .where('user_num', '=', held.userNum)
      .execute();
    expect(heldRows).toHaveLength(1);
    const fresh = lost.filter((a) => a.status === 200).length - committedLost;
    const after = await handle.db
      .selectFrom('shop_purchases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(
        'user_num',
        'in',
        players.map((p) => p.user.user_num),
      )
      .executeTakeFirstOrThrow();
    // Replays of purchases committed before the crash moved nothing; only new ones added rows.
    expect(Number(after.n)).toBe(before + fresh);
    console.info(
      `crash burst: ${acknowledged.length} acknowledged, ${lost.length} not acknowledged (${committedLost} of them had committed), retries: ${lost.filter((a) => a.status === 200).length} x 200, ${lost.filter((a) => a.status === 409).length} x 409; held answer replayed after restart, charged once`,
    );
    await expectMoneyInvariant(handle.db);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 300_000);
});
