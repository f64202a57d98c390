import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../src/server/db/embedded.ts';
import { type StartedProcess, spawnStart, waitForOutput } from './site-process.ts';

/** True while the process runs; a zombie (ended, not yet reaped) counts as ended. */
export { isAlive } from '../../src/server/db/embedded-owner.ts';
export {
  runScript,
  type StartedProcess,
  spawnStart,
  waitForOutput,
} from './site-process.ts';

/** The PostgreSQL postmaster pid recorded in a data folder, or null when it is not running. */
export function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Polls `/api/health` every `everyMs` until stopped; `stop()` resolves with every answer (status and
 * Retry-After), 0 standing for a refused or broken connection.
 */
export function watchHealth(port: number, everyMs = 100) {
  const answers: { at: number; status: number; retryAfter: string | null }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = Date.now();
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        await res.arrayBuffer();
        answers.push({ at, status: res.status, retryAfter: res.headers.get('retry-after') });
      } catch {
        answers.push({ at, status: 0, retryAfter: null });
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    answers,
    async stop() {
      running = false;
      await loop;
      return answers;
    },
  };
}

export interface RunningSite {
  dataDir: string;
  /** What a command needs to find this site's database: its data folder. */
  env: { DATA_DIR: string };
  port: number;
  site: StartedProcess;
}

/**
 * A real `npm start` on a data folder of its own, for the test file that calls this at its top: started
 * before its tests (on loopback, a free port), stopped and removed after them. The fields are filled in
 * by the time the tests run.
 */
export function runningSite(prefix: string): RunningSite {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const running = { dataDir, env: { DATA_DIR: dataDir }, port: 0 } as RunningSite;
  beforeAll(async () => {
    running.port = await freePort();
    running.site = spawnStart({ ...running.env, PORT: String(running.port), HOST: '127.0.0.1' });
    await waitForOutput(running.site, /is up at/);
  }, 90_000);
  afterAll(async () => {
    if (running.site && running.site.child.exitCode === null) {
      running.site.child.kill('SIGTERM');
      await running.site.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  return running;
}
