import { readFileSync } from 'node:fs';

/**
 * CPU time a process has used so far (user and system, all its threads), in microseconds, read from Linux's
 * /proc; null elsewhere. The bench divides it by the requests answered meanwhile: what one request costs the
 * server, whether or not the load generator kept it busy. Where the load generator is the bottleneck (large
 * or compressed answers, which its parser reads slowly), throughput says more about the client than the
 * server, and this figure does not.
 */
export function cpuMicros(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses): utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * (1_000_000 / CLOCK_TICKS_PER_SECOND) : null;
  } catch {
    return null;
  }
}

/** Linux's USER_HZ: 100 on every x86-64 and arm64 kernel. */
const CLOCK_TICKS_PER_SECOND = 100;
