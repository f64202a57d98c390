import { describe, expect, it } from 'vitest';
import { RECONCILE, startReconciler, type Timers } from './reconcile.ts';

/** A timer the test fires by hand: the reconciler's schedule without waiting for it. */
function manualTimers() {
  let run: (() => void) | null = null;
  const timers: Timers & { fire(): void; everyMs: number | null; cleared: boolean } = {
    everyMs: null,
    cleared: false,
    setInterval(fn, ms) {
      run = fn;
      timers.everyMs = ms;
      return 1;
    },
    clearInterval() {
      timers.cleared = true;
    },
    fire() {
      run?.();
    },
  };
  return timers;
}

const log = { info() {}, warn() {}, error() {} };

describe('startReconciler', () => {
  it('runs with the injected time every interval, never two runs at once, and stops cleanly', async () => {
    const timers = manualTimers();
    const seen: Date[] = [];
    let finish: () => void = () => {};
    let clock = new Date('2026-11-24T00:00:00Z');
    const reconciler = startReconciler(
      async (now) => {
        seen.push(now);
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      log,
      { timers, now: () => clock },
    );
    expect(timers.everyMs).toBe(RECONCILE.everyMs);
    timers.fire();
    timers.fire(); // still running: skipped
    await Promise.resolve();
    expect(seen).toEqual([new Date('2026-11-24T00:00:00Z')]);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    clock = new Date('2026-11-24T00:01:00Z');
    timers.fire();
    await Promise.resolve();
    expect(seen.map((d) => d.toISOString())).toEqual([
      '2026-11-24T00:00:00.000Z',
      '2026-11-24T00:01:00.000Z',
    ]);
    const stopped = reconciler.stop();
    finish();
    await stopped;
    expect(timers.cleared).toBe(true);
  });

  it('logs a failed run and tries again at the next interval', async () => {
    const timers = manualTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const reconciler = startReconciler(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database down');
      },
      { ...log, error: (details) => errors.push(details) },
      { timers },
    );
    timers.fire();
    await new Promise((resolve) => setImmediate(resolve));
    timers.fire();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
    await reconciler.stop();
  });
});
