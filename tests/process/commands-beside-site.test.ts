import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/db/embedded.ts';
import {
  isAlive,
  postmasterPid,
  runScript,
  type StartedProcess,
  spawnStart,
  waitForOutput,
  watchHealth,
} from '../support/processes.ts';

/**
 * The README's commands run while `npm start` serves on the embedded PostgreSQL: each uses the site's own
 * server (port and password from the data folder) and leaves it running, so the site keeps answering.
 * Before, each command took the site's server for an orphan of a killed run and stopped it.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'ran-commands-'));
const env = { DATA_DIR: dataDir };
let site: StartedProcess;
let port: number;

beforeAll(async () => {
  port = await freePort();
  site = spawnStart({ ...env, PORT: String(port), HOST: '127.0.0.1' });
  await waitForOutput(site, /is up at/);
}, 90_000);

afterAll(async () => {
  if (site.child.exitCode === null) {
    site.child.kill('SIGTERM');
    await site.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function api(pathname: string, body: unknown, token?: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/${pathname}`, {
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
    const sitePostgres = postmasterPid(dataDir);
    expect(sitePostgres && isAlive(sitePostgres)).toBe(true);
    const health = watchHealth(port);

    const vouchers = await runScript('vouchers.ts', ['create', '--value', '100', '--count', '2'], env);
    expect(vouchers.stderr).toContain('2 voucher(s) of 100 R-Coin');
    expect(vouchers.code).toBe(0);
    const codes = vouchers.stdout.trim().split('\n');
    expect(codes).toHaveLength(2);

    const migrate = await runScript('db.ts', ['migrate'], env);
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toContain('Nothing to do.');

    const seed = await runScript('db.ts', ['seed'], env);
    expect(seed.code).toBe(0);

    // Rolling back under a running site removes what the last migration made; migrating again restores it.
    const rollback = await runScript('db.ts', ['rollback'], env);
    expect(rollback.code).toBe(0);
    expect(rollback.stdout).toMatch(/^reverted /m);
    const again = await runScript('db.ts', ['migrate'], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^applied /m);

    const large = await runScript('seed-large.ts', [], {
      ...env,
      LARGE_ACCOUNTS: '50',
      LARGE_CHARACTERS: '300',
    });
    expect(large.code).toBe(0);
    expect(large.stdout).toMatch(/uncached ranking query/);

    const answers = await health.stop();
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // The very same PostgreSQL still serves the site: no command stopped or replaced it.
    expect(postmasterPid(dataDir)).toBe(sitePostgres);
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

  it('a second npm start on the same data folder refuses and leaves the first one running', async () => {
    const sitePostgres = postmasterPid(dataDir);
    const second = spawnStart({ ...env, PORT: String(await freePort()), HOST: '127.0.0.1' });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/is run by the site \(pid \d+\)/);
    expect(postmasterPid(dataDir)).toBe(sitePostgres);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  }, 60_000);

  it('a server whose owner is gone is an orphan, even when another process now has the owner pid', async () => {
    const ownerFile = path.join(dataDir, 'pg-owner.json');
    const record = JSON.parse(readFileSync(ownerFile, 'utf8')) as { pid: number; started: string };
    site.child.kill('SIGKILL');
    await site.exited;
    const orphan = postmasterPid(dataDir)!;
    expect(isAlive(orphan)).toBe(true);

    // Pid reuse: a live, unrelated process holds the pid the record names (its start time differs).
    const stranger = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      writeFileSync(ownerFile, JSON.stringify({ ...record, pid: stranger.pid }));
      const migrate = await runScript('db.ts', ['migrate'], env);
      expect(migrate.code).toBe(0);
      expect(migrate.stderr).not.toMatch(/Using the embedded PostgreSQL of/);
      // The command stopped the orphan, ran its own server, and stopped that at the end.
      expect(isAlive(orphan)).toBe(false);
      expect(postmasterPid(dataDir)).toBeNull();
      expect(isAlive(stranger.pid!)).toBe(true);
    } finally {
      stranger.kill('SIGKILL');
    }
  }, 60_000);
});
