import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { freePort } from '../../src/server/db/embedded.ts';
import {
  isAlive,
  postmasterPid,
  runningSite,
  runScript,
  spawnStart,
  watchHealth,
} from '../support/processes.ts';

/**
 * The README's commands run while `npm start` serves on the embedded PostgreSQL: each uses the site's own
 * server (port and password from the data folder) and leaves it running, so the site keeps answering.
 * Before, each command took the site's server for an orphan of a killed run and stopped it.
 */
const running = runningSite('ran-commands-');

async function api(pathname: string, body: unknown, token?: string) {
  const res = await fetch(`http://127.0.0.1:${running.port}/api/${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('the README commands beside a running site', () => {
  it('each command succeeds on the site database while /api/health keeps answering 200', async () => {
    const sitePostgres = postmasterPid(running.dataDir);
    expect(sitePostgres && isAlive(sitePostgres)).toBe(true);
    const health = watchHealth(running.port);

    const vouchers = await runScript(
      'vouchers.ts',
      ['create', '--value', '100', '--count', '2'],
      running.env,
    );
    expect(vouchers.stderr).toContain('2 voucher(s) of 100 R-Coin');
    expect(vouchers.code).toBe(0);
    const codes = vouchers.stdout.trim().split('\n');
    expect(codes).toHaveLength(2);

    const migrate = await runScript('db.ts', ['migrate'], running.env);
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toContain('Nothing to do.');

    const seed = await runScript('db.ts', ['seed'], running.env);
    expect(seed.code).toBe(0);

    // Rolling back under a running site removes what the last migration made; migrating again restores it.
    const rollback = await runScript('db.ts', ['rollback'], running.env);
    expect(rollback.code).toBe(0);
    expect(rollback.stdout).toMatch(/^reverted /m);
    const again = await runScript('db.ts', ['migrate'], running.env);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^applied /m);

    const large = await runScript('seed-large.ts', [], {
      ...running.env,
      LARGE_ACCOUNTS: '50',
      LARGE_CHARACTERS: '300',
      LARGE_PURCHASES: '500',
    });
    expect(large.code, large.stderr).toBe(0);
    expect(large.stdout).toMatch(/purchases \(500\)/);
    expect(large.stdout).toMatch(/uncached ranking query/);

    const answers = await health.stop();
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // The very same PostgreSQL still serves the site: no command stopped or replaced it.
    expect(postmasterPid(running.dataDir)).toBe(sitePostgres);
    expect(isAlive(sitePostgres!)).toBe(true);
    for (const run of [vouchers, migrate, seed, rollback, again, large])
      expect(run.stderr).toMatch(/Using the embedded PostgreSQL of the site \(pid \d+\)/);

    // The voucher a command made is in the site's database: a player redeems it through the site.
    const login = await api('processlogin', { UserID: 'demo', UserPass: 'RanDemo#2025' });
    expect(login.status).toBe(200);
    const token = (login.json.data as { token: string }).token;
    const redeemed = await api('processCoupon', { CouponCode: codes[0] }, token);
    expect(redeemed.status).toBe(200);
    expect(redeemed.json.message).toMatch(/100 R-Coin/);
  }, 180_000);

  it('the demo game: a purchase reaches the stand-in, `npm run game -- claim` takes it, the history says claimed', async () => {
    const login = await api('processlogin', { UserID: 'demo', UserPass: 'RanDemo#2025' });
    const token = (login.json.data as { token: string }).token;
    const shop = await fetch(`http://127.0.0.1:${running.port}/api/itemshop?category=0&page=1`);
    const items = (
      (await shop.json()) as { itemshopdata: { ProductNum: number; price: number; stock: number | null }[] }
    ).itemshopdata;
    const item = items.filter((i) => i.stock === null).sort((a, b) => a.price - b.price)[0]!;
    const bought = await api(`buyitem?productnum=${item.ProductNum}`, {}, token);
    expect(bought.status).toBe(200);

    // The site's worker delivers it to the demo's stand-in within its idle poll (5 s).
    let purKey = '';
    await vi.waitUntil(
      async () => {
        const list = await runScript('game.ts', ['list'], running.env);
        purKey =
          new RegExp(`^PurKey (\\d+)  demo  product ${item.ProductNum} .* PurFlag 0$`, 'm').exec(
            list.stdout,
          )?.[1] ?? '';
        return purKey !== '';
      },
      { timeout: 30_000, interval: 250 },
    );
    const newest = async () => {
      const res = await fetch(`http://127.0.0.1:${running.port}/api/shoppurchases?page=1`, {
        headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
      });
      return ((await res.json()) as { purchasehistory: { PurFlag: number }[] }).purchasehistory[0];
    };
    expect((await newest())?.PurFlag).toBe(0);
    const claim = await runScript('game.ts', ['claim', purKey], running.env);
    expect(claim.code, claim.stderr).toBe(0);
    expect(claim.stdout).toContain(`PurKey ${purKey} taken in game (PurFlag 1)`);
    const again = await runScript('game.ts', ['claim', purKey], running.env);
    expect(again.code).toBe(1);

    // The claims check (every 30 s) shows it on the purchase history within a minute.
    await vi.waitUntil(async () => (await newest())?.PurFlag === 1, { timeout: 60_000, interval: 500 });
    const health = await fetch(`http://127.0.0.1:${running.port}/api/health`);
    expect(((await health.json()) as { game: { status: string } }).game.status).toBe('ok');
  }, 180_000);

  it('a second npm start on the same data folder refuses and leaves the first one running', async () => {
    const sitePostgres = postmasterPid(running.dataDir);
    const second = spawnStart({ ...running.env, PORT: String(await freePort()), HOST: '127.0.0.1' });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/is run by the site \(pid \d+\)/);
    expect(postmasterPid(running.dataDir)).toBe(sitePostgres);
    expect((await fetch(`http://127.0.0.1:${running.port}/api/health`)).status).toBe(200);
  }, 60_000);

  it('a server whose owner is gone is an orphan, even when another process now has the owner pid', async () => {
    const ownerFile = path.join(running.dataDir, 'pg-owner.json');
    const record = JSON.parse(readFileSync(ownerFile, 'utf8')) as { pid: number; started: string };
    running.site.child.kill('SIGKILL');
    await running.site.exited;
    const orphan = postmasterPid(running.dataDir)!;
    expect(isAlive(orphan)).toBe(true);

    // Pid reuse: a live, unrelated process holds the pid the record names (its start time differs).
    const stranger = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      writeFileSync(ownerFile, JSON.stringify({ ...record, pid: stranger.pid }));
      const migrate = await runScript('db.ts', ['migrate'], running.env);
      expect(migrate.code).toBe(0);
      expect(migrate.stderr).not.toMatch(/Using the embedded PostgreSQL of/);
      // The command stopped the orphan, ran its own server, and stopped that at the end.
      expect(isAlive(orphan)).toBe(false);
      expect(postmasterPid(running.dataDir)).toBeNull();
      expect(isAlive(stranger.pid!)).toBe(true);
    } finally {
      stranger.kill('SIGKILL');
    }
  }, 60_000);
});
