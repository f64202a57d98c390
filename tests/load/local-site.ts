import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildClient, clientBuildIsStale } from '../../scripts/client-build.ts';
import { freePort, shareEmbeddedPostgres } from '../../src/server/db/embedded.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface MeasuredSite {
  /** http://127.0.0.1:PORT, loopback only. */
  base: string;
  /** The site's process, whose CPU time the bench reads (server-cpu.ts). */
  pid: number;
  /** DATABASE_URL and DATA_DIR as the site was given them, for a script that reads or prepares its data. */
  database: { DATABASE_URL?: string; DATA_DIR: string };
  /** Another site process on the same database, with these settings changed (closed with the site). */
  startTwin(name: string, settings: Record<string, string>): Promise<MeasuredProcess>;
  close(): Promise<void>;
}

/** A program in a process of its own, answering on a loopback port once `readyPath` answers 200. */
export interface MeasuredProcess {
  base: string;
  child: ChildProcess;
  /** Where its output goes (what a supervisor would keep). */
  logFile: string;
  close(): Promise<void>;
}

async function waitUntilAnswering(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${url}: the process exited (${child.exitCode}):\n${readFileSync(logFile, 'utf8')}`);
    }
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}

/**
 * Starts `script` (a path from the project root) with node in a child process, its output in `logFile`
 * (as a supervisor would keep it: the server pays for its logging, nobody here reads it), and waits until
 * it answers on `readyPath`.
 */
export async function startProcess(
  script: string,
  env: (port: number) => Record<string, string>,
  readyPath: string,
  logFile: string,
): Promise<MeasuredProcess> {
  const port = await freePort();
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, ...env(port), HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilAnswering(`${base}${readyPath}`, child, logFile);
  } catch (error) {
    await close();
    throw error;
  }
  return { base, child, logFile, close };
}

/**
 * A brand-new database for one measurement: on DATABASE_URL's server when it is set (dropped afterwards),
 * else the site starts its embedded PostgreSQL in a temporary DATA_DIR.
 */
async function freshDatabase(
  name: string,
  dataDir: string,
): Promise<{ env: { DATABASE_URL?: string; DATA_DIR: string }; drop(): Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  const dbName = `ran_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${dbName}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    async drop() {
      const again = new pg.Client({ connectionString: server });
      await again.connect();
      await again.query(`drop database if exists ${dbName} with (force)`);
      await again.end();
    },
  };
}

/**
 * The site as measurement scripts see it: `npm start` (scripts/start.ts) in a process of its own, so the
 * load generator's work is never counted against the server. Production settings and production's
 * default logging, the current client build, a freshly seeded database, a free loopback port.
 */
export async function startMeasuredSite(name: string): Promise<MeasuredSite> {
  if (process.env.SKIP_CLIENT_BUILD !== '1' && clientBuildIsStale()) buildClient();
  const workDir = mkdtempSync(path.join(tmpdir(), `ran-${name}-`));
  // Run as root, the embedded PostgreSQL runs as the `postgres` user, which must reach its data folder in here.
  chmodSync(workDir, 0o711);
  const database = await freshDatabase(name, path.join(workDir, 'data'));
  const siteProcess = (label: string, settings: Record<string, string>) =>
    startProcess(
      'scripts/start.ts',
      (port) => ({
        ...(database.env as Record<string, string>),
        NODE_ENV: 'production',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: 'always',
        SKIP_CLIENT_BUILD: '1',
        // The production default unless BENCH_LOG_LEVEL says otherwise: what operators run is measured.
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        ...settings,
      }),
      '/api/bare',
      path.join(workDir, `${label}.log`),
    );
  let site: MeasuredProcess;
  try {
    site = await siteProcess('site', {});
  } catch (error) {
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  const twins: MeasuredProcess[] = [];
  console.log(`The site runs in a process of its own (pid ${site.child.pid}), not in this one.`);
  return {
    base: site.base,
    pid: site.child.pid ?? 0,
    database: database.env,
    async startTwin(label, settings) {
      // A second site cannot own the first one's embedded server; it joins it by its address instead.
      const joined: Record<string, string> = database.env.DATABASE_URL
        ? {}
        : { DATABASE_URL: (await shareEmbeddedPostgres({ dataDir: database.env.DATA_DIR })).url };
      const twin = await siteProcess(label, { SEED_DEMO: 'never', ...joined, ...settings });
      twins.push(twin);
      return twin;
    },
    async close() {
      for (const twin of twins) await twin.close();
      await site.close();
      await database.drop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
