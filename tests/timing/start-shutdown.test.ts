import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/db/embedded.ts';
import { isAlive, postmasterPid, spawnStart, waitForOutput } from '../support/processes.ts';

/**
 * `npm start` stops within 5 s of SIGTERM, its embedded PostgreSQL with it. A wall-clock bound: it lives
 * in the serial 'timing' project (vitest.config.ts) so parallel tests cannot slow the shutdown down.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'ran-stop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start shutdown', () => {
  it('stops within 5 s of SIGTERM and takes its embedded PostgreSQL down with it', async () => {
    const port = await freePort();
    const proc = spawnStart({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await waitForOutput(proc, /is up at http:\/\/localhost:\d+/);
    const pgPid = postmasterPid(dataDir);
    expect(pgPid && isAlive(pgPid)).toBe(true);

    const stopAt = Date.now();
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(Date.now() - stopAt).toBeLessThan(5000);
    expect(isAlive(pgPid!)).toBe(false);
    expect(postmasterPid(dataDir)).toBeNull();
  });

  it('stops cleanly on a SIGTERM that arrives while it is still starting', async () => {
    const port = await freePort();
    const proc = spawnStart({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await waitForOutput(proc, /Embedded PostgreSQL on/, 60_000, 5);
    const pgPid = postmasterPid(dataDir);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    // Nothing in between: no connection of the site's is cut off by its own shutdown.
    expect(proc.output()).toMatch(/SIGTERM received: stopping\.\.\.\s+Stopped cleanly\./);
    expect(proc.output()).not.toMatch(/is up at/);
    expect(pgPid && isAlive(pgPid)).toBe(false);
    expect(postmasterPid(dataDir)).toBeNull();
  });
});
