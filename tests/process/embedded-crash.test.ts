import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/db/embedded.ts';
import {
  isAlive,
  postmasterPid,
  type StartedProcess,
  spawnStart,
  waitForOutput,
  watchHealth,
} from '../support/processes.ts';

/**
 * `kill -9` of the embedded PostgreSQL under a running `npm start`: the site restarts it (PostgreSQL's
 * crash recovery keeps every committed row), answers 503 with Retry-After meanwhile, and is healthy again
 * within seconds. When the database cannot be restarted, the site exits non-zero for its supervisor.
 */
const dirs: string[] = [];
let running: StartedProcess | null = null;
afterEach(async () => {
  if (running && running.child.exitCode === null && running.child.signalCode === null) {
    running.child.kill('SIGTERM');
    await running.exited;
  }
  running = null;
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startSite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ran-pgcrash-'));
  dirs.push(dataDir);
  const port = await freePort();
  running = spawnStart({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
  await waitForOutput(running, /is up at/);
  return { dataDir, port, site: running };
}

async function post(port: number, pathname: string, body: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}/api/${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const RECOVERY_BOUND_MS = 20_000; // generous for a loaded CI machine; measured figures are printed

describe('the embedded PostgreSQL is killed under a running site', () => {
  it('restarts it, answers 503 with Retry-After meanwhile, recovers, and keeps acknowledged data', async () => {
    const { dataDir, port, site } = await startSite();
    const userId = `crash${Date.now() % 100_000}`;
    const password = 'Kalamansi-Tea-7';
    const registered = await post(port, 'register', {
      userId,
      userFirstName: 'Maria',
      userLastName: 'Santos',
      userPassword: password,
      userPasswordConfirm: password,
      userEmail: `${userId}@example.com`,
      secretQuestion: 5,
      secretAnswer: 'Bantay',
      gender: 'Female',
      country: 'PH',
      agreeTerms: true,
    });
    expect(registered.status).toBe(200); // acknowledged: it must survive the crash

    const killed = postmasterPid(dataDir)!;
    const health = watchHealth(port, 50);
    const killedAt = Date.now();
    process.kill(killed, 'SIGKILL');

    await waitForOutput(site, /PostgreSQL restarted \(pid \d+\)/, RECOVERY_BOUND_MS);
    let healthyAt = 0;
    while (!healthyAt && Date.now() - killedAt < RECOVERY_BOUND_MS) {
      await new Promise((r) => setTimeout(r, 50));
      healthyAt = health.answers.find((a) => a.at > killedAt && a.status === 200)?.at ?? 0;
    }
    const answers = await health.stop();
    expect(healthyAt).toBeGreaterThan(0);
    console.log(`embedded PostgreSQL killed with SIGKILL: healthy again after ${healthyAt - killedAt} ms`);

    const outage = answers.filter((a) => a.at >= killedAt && a.at < healthyAt);
    expect(outage.length).toBeGreaterThan(0);
    for (const answer of outage) {
      expect(answer.status).toBe(503); // never a 500, never a dropped connection
      expect(answer.retryAfter).toMatch(/^\d+$/);
    }
    const restarted = postmasterPid(dataDir)!;
    expect(restarted).not.toBe(killed);
    expect(isAlive(restarted)).toBe(true);

    // What was acknowledged before the kill is still there: the new account signs in.
    const login = await post(port, 'processlogin', { UserID: userId, UserPass: password });
    expect(login.status).toBe(200);
    expect(site.child.exitCode).toBeNull();
  }, 90_000);

  it('exits non-zero when PostgreSQL cannot be restarted, so a supervisor can', async () => {
    const { dataDir, port, site } = await startSite();
    // A setting PostgreSQL cannot parse: it only reads the file at start, so every restart fails.
    appendFileSync(path.join(dataDir, 'pg', 'postgresql.conf'), '\nthis is not a setting\n');
    const health = watchHealth(port, 100);
    const killedAt = Date.now();
    process.kill(postmasterPid(dataDir)!, 'SIGKILL');

    const code = await site.exited;
    console.log(
      `PostgreSQL could not be restarted: the site exited ${Date.now() - killedAt} ms after the kill`,
    );
    const answers = await health.stop();
    expect(code).not.toBe(0);
    expect(site.output()).toMatch(/could not be restarted after 5 attempts/);
    expect(site.output()).toMatch(/Exiting so that a supervisor can start the site again/);
    // Until it gave up, the site answered 503 (or had closed its listener): never a 500.
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 503 && s !== 0)).toEqual([]);
    expect(answers.some((a) => a.status === 503)).toBe(true);
  }, 90_000);
});
