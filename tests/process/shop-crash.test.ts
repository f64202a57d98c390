import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database.ts';
import { freePort } from '../../src/server/db/embedded.ts';
import { type StartedProcess, spawnStart, waitForOutput } from '../support/processes.ts';
import { createPlayer, expectMoneyInvariant } from '../support/wallet-factories.ts';

/**
 * Crash safety of buying: the site process is killed with SIGKILL in the middle of a burst of buys
 * (PostgreSQL, external here, survives as it would in production). Every purchase the clients saw
 * acknowledged must be in the database, nothing may be half-written, and the ledger invariant must hold;
 * after a restart, retrying with the same Idempotency-Keys never charges twice.
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
}

async function buy(port: number, a: Attempt): Promise<void> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/buyitem?productnum=${a.productNum}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}`, 'idempotency-key': a.key },
    });
    a.status = res.status;
    if (res.status === 200) a.userPoints = ((await res.json()) as { userPoints: number }).userPoints;
  } catch {
    a.status = 'lost';
  }
}

describe('kill -9 during a burst of buys', () => {
  it('keeps every acknowledged purchase, half-writes nothing, and never double-charges a retry', async () => {
    const port = await freePort();
    const first = await start(port);
    handle = createDatabase({ connectionString: url, max: 4 });
    const item = await handle.db
      .selectFrom('shop_items')
      .select(['product_num', 'price'])
      .where('item_name', '=', 'Greater Healing Draught')
      .executeTakeFirstOrThrow();
    const players = await Promise.all(
      Array.from({ length: 20 }, () => createPlayer(handle.db, { rcoin: item.price * 40 })),
    );

    const attempts: Attempt[] = players.flatMap((p, i) =>
      Array.from({ length: 40 }, (_, n) => ({
        token: p.token,
        userNum: p.user.user_num,
        key: `crash-${i}-${n}`,
        productNum: item.product_num,
        status: 'lost' as const,
      })),
    );
    // Up to 40 requests in flight; the process dies once 30 purchases were acknowledged.
    let next = 0;
    const worker = async () => {
      while (next < attempts.length) await buy(port, attempts[next++]!);
    };
    const burst = Promise.all(Array.from({ length: 40 }, worker));
    // Kill once the burst is well under way (some purchases acknowledged, many still in flight).
    const until = Date.now() + 20_000;
    while (attempts.filter((a) => a.status === 200).length < 30 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 5));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    await burst;

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
      `crash burst: ${acknowledged.length} acknowledged, ${lost.length} not acknowledged (${committedLost} of them had committed), retries: ${lost.filter((a) => a.status === 200).length} x 200, ${lost.filter((a) => a.status === 409).length} x 409`,
    );
    await expectMoneyInvariant(handle.db);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
