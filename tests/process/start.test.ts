import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../src/server/db/embedded.ts';
import { isAlive, postmasterPid, spawnStart, waitForOutput } from '../support/processes.ts';

/** `npm start` as a user runs it: real child processes, real signals, the embedded PostgreSQL. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'ran-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function get(port: number, pathname: string) {
  const res = await fetch(`http://127.0.0.1:${port}${pathname}`);
  return { status: res.status, body: await res.text() };
}

// Each test starts whole sites (Node and PostgreSQL processes): a bound of minutes guards against a hang
// without mistaking a busy machine's slow starts for one, as the other process tests do.
describe('npm start', { timeout: 120_000 }, () => {
  it('starts an embedded PostgreSQL, migrates, seeds, serves, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    // SITE_NAME is only the fallback: the banner names the site as its settings do (the migration's name).
    const proc = spawnStart({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_NAME: 'Env Name',
    });
    await waitForOutput(proc, /is up at http:\/\/localhost:\d+/);
    expect(proc.output()).toMatch(/\nRan Online PH is up at http:\/\/localhost:\d+/);
    expect(proc.output()).toContain('Demo world seeded');
    expect(proc.output()).toMatch(/demo sign-in: demo \/ \S+ \(secret answer: blue\)/);
    expect((await get(port, '/api/health')).status).toBe(200);
    expect((await get(port, '/')).status).toBe(200);
    expect((await get(port, '/definitely/not/here')).status).toBe(404);

    const pgPid = postmasterPid(dataDir);
    expect(pgPid && isAlive(pgPid)).toBe(true);
    // How fast it stops is measured apart, in the serial timing project (tests/timing/start-shutdown.test.ts).
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(isAlive(pgPid!)).toBe(false);
    expect(postmasterPid(dataDir)).toBeNull();
  });

  it('in production writes one request line per answer, within a second, and every one of them by its stop', async () => {
    const port = await freePort();
    const proc = spawnStart({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
    });
    await waitForOutput(proc, /is up at/);
    const lines = () => proc.output().match(/"msg":"request completed"}/g)?.length ?? 0;
    expect((await get(port, '/api/bare?token=secret-in-url')).status).toBe(200);
    // Batched, yet a quiet site's line is out within the second.
    await waitForOutput(proc, /"url":"\/api\/bare\?token=%5Bredacted%5D"/, 5000, 20);
    expect(proc.output()).not.toContain('secret-in-url');
    for (let i = 0; i < 40; i++) expect((await get(port, `/api/bare?n=${i}`)).status).toBe(200);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(lines()).toBe(41);
  });

  it('in development writes readable request lines at debug, and Ctrl-C stops it with no error printed', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'debug' };
    const proc = spawnStart(env, { terminal: true });
    await waitForOutput(proc, /is up at/);
    expect((await get(port, '/api/health?token=secret-in-url')).status).toBe(200);
    await waitForOutput(
      proc,
      /\d\d:\d\d:\d\d GET \/api\/health\?token=%5Bredacted%5D 200 [\d.]+ ms\n/,
      5000,
      20,
    );
    expect(proc.output()).not.toContain('"msg":"request completed"');
    const pgPid = postmasterPid(dataDir);
    // Ctrl-C at a terminal: SIGINT to the whole foreground process group, the embedded PostgreSQL's too.
    const before = proc.output().length;
    process.kill(-proc.child.pid!, 'SIGINT');
    expect(await proc.exited).toBe(0);
    const stopping = proc.output().slice(before);
    expect(stopping).toContain('Stopped cleanly.');
    expect(stopping).not.toMatch(/error/i);
    expect(proc.output()).not.toContain('terminating connection');
    expect(isAlive(pgPid!)).toBe(false);
  });

  it('reuses the data on a second start without seeding again', async () => {
    const port = await freePort();
    const proc = spawnStart({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await waitForOutput(proc, /is up at/);
    expect(proc.output()).not.toContain('Demo world seeded');
    expect(proc.output()).not.toContain('applied ');
    // The demo sign-ins and their secret answer are printed at every start, not only when seeding.
    expect(proc.output()).toMatch(/demo sign-in: demo \/ \S+ \(secret answer: blue\)/);
    expect((await get(port, '/api/health')).status).toBe(200);
    proc.child.kill('SIGINT');
    expect(await proc.exited).toBe(0);
  });

  it('recovers after being killed with SIGKILL: the orphaned PostgreSQL is stopped and the next start works', async () => {
    const port = await freePort();
    const first = spawnStart({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await waitForOutput(first, /is up at/);
    const orphan = postmasterPid(dataDir)!;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isAlive(orphan)).toBe(true);

    const second = spawnStart({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await waitForOutput(second, /is up at/);
    expect(isAlive(orphan)).toBe(false);
    expect((await get(port, '/api/health')).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('runs on an external PostgreSQL when DATABASE_URL is set', async () => {
    const admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
    await admin.connect();
    const name = `ran_external_${process.pid}`;
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(inject('dbAdminUrl'));
      url.pathname = `/${name}`;
      const port = await freePort();
      const emptyDataDir = mkdtempSync(path.join(tmpdir(), 'ran-ext-'));
      const proc = spawnStart({
        DATABASE_URL: url.toString(),
        DATA_DIR: emptyDataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
      });
      await waitForOutput(proc, /is up at/);
      expect(proc.output()).not.toContain('Embedded PostgreSQL');
      expect((await get(port, '/api/health')).status).toBe(200);
      const site = new pg.Client({ connectionString: url.toString() });
      await site.connect();
      const users = await site.query('select count(*)::int as n from users');
      await site.end();
      expect(users.rows[0].n).toBeGreaterThan(0);
      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
      expect(postmasterPid(emptyDataDir)).toBeNull();
      rmSync(emptyDataDir, { recursive: true, force: true });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it('refuses a bad setting with a message naming the variable and a non-zero exit', async () => {
    const proc = spawnStart({ PORT: 'abc', DATA_DIR: dataDir });
    const code = await proc.exited;
    expect(code).not.toBe(0);
    expect(proc.output()).toMatch(/PORT/);
    expect(proc.output()).not.toMatch(/at .*\.ts:\d+/); // a message, not a stack trace
  });
});
