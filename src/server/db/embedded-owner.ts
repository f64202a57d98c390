import { execFileSync } from 'node:child_process';
import { existsSync, linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Who runs the embedded PostgreSQL of a data folder. The process that starts the server records itself in
 * `DATA_DIR/pg-owner.json` (pid, the process's start time, and what it is, e.g. "npm start"). Another
 * process (a command beside the running site) then uses that server instead of starting its own, and
 * only a server whose recorded owner is gone is an orphan to stop. The start time guards against pid
 * reuse: a new process that happens to get the dead owner's pid does not keep a stale claim alive.
 */
export interface OwnerRecord {
  pid: number;
  /** The process's start time as the OS reports it; null where it cannot be read. */
  started: string | null;
  label: string;
}

/** True while the process runs. A zombie (ended, not yet reaped by its parent) counts as ended. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStatFields(pid)?.[0] !== 'Z';
}

/** Linux: the fields of /proc/<pid>/stat after the command name (state first); null elsewhere. */
function procStatFields(pid: number): string[] | null {
  if (process.platform !== 'linux') return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after its closing ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The start time of a process (clock ticks since boot on Linux, `ps` elsewhere), or null. */
function processStartMarker(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat: start time in clock ticks since boot.
    if (process.platform === 'linux') return procStatFields(pid)?.[19] ?? null;
    if (process.platform === 'win32') return null;
    const out = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    return out || null;
  } catch {
    return null;
  }
}

/** True when `pid` is alive and is the very process that was recorded (not a reuse of its pid). */
export function isSameProcess(pid: number, started: string | null): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
  if (started === null) return true;
  return processStartMarker(pid) === started;
}

/** The command line of a process, or null where it cannot be read. */
function commandLine(pid: number): string | null {
  try {
    if (process.platform === 'linux')
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    if (process.platform === 'win32') return null;
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  } catch {
    return null;
  }
}

/** True when `pid` is a PostgreSQL server on this data folder (not another process that got its pid). */
export function isPostmasterOf(pid: number, pgData: string): boolean {
  if (!isAlive(pid)) return false;
  const command = commandLine(pid);
  return command === null || (command.includes('postgres') && command.includes(pgData));
}

const ownerFile = (dataDir: string) => path.join(dataDir, 'pg-owner.json');

function readOwner(dataDir: string): OwnerRecord | null {
  try {
    const record = JSON.parse(readFileSync(ownerFile(dataDir), 'utf8')) as Partial<OwnerRecord>;
    if (typeof record.pid !== 'number' || typeof record.label !== 'string') return null;
    return { pid: record.pid, started: record.started ?? null, label: record.label };
  } catch {
    return null;
  }
}

export type Claim = { claimed: true; release(): void } | { claimed: false; holder: OwnerRecord };

/**
 * Claims the data folder for this process, or names the live process that holds it. The record is
 * written whole to a temporary file and hard-linked into place, which fails if the file exists: two
 * processes starting at once cannot both claim it. A record whose process is gone is removed and the
 * claim retried.
 */
export function claimDataDir(dataDir: string, label: string): Claim {
  const file = ownerFile(dataDir);
  const me: OwnerRecord = { pid: process.pid, started: processStartMarker(process.pid), label };
  for (let attempt = 0; attempt < 5; attempt++) {
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(me), { mode: 0o644 });
    try {
      linkSync(temp, file);
      return {
        claimed: true,
        release() {
          const current = readOwner(dataDir);
          if (current && current.pid === me.pid && current.started === me.started)
            rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temp);
    }
    const holder = readOwner(dataDir);
    if (holder && isSameProcess(holder.pid, holder.started)) return { claimed: false, holder };
    // A stale record (owner gone, or a file cut short): remove it and try again.
    if (existsSync(file)) rmSync(file, { force: true });
  }
  throw new Error(`Could not claim the embedded database folder ${dataDir}: pg-owner.json keeps changing.`);
}

export interface PostmasterState {
  pid: number;
  port: number;
  ready: boolean;
}

/** What PostgreSQL's own lock file says: its pid, port and whether it accepts connections. */
export function readPostmasterFile(pgData: string): PostmasterState | null {
  try {
    const lines = readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
    return { pid, port, ready: lines[7]?.trim() === 'ready' };
  } catch {
    return null;
  }
}
