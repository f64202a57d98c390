import { HttpError } from '../../http-error.ts';

const BUSY_MESSAGE = 'Other images are being processed. Please try again in a moment.';

/**
 * At most `running` tasks at once, and at most `waiting` more queued behind them; past that the caller
 * gets 503 with Retry-After at once instead of a request that hangs. Image decoding takes a core and
 * tens of megabytes per upload, so a burst of uploads must not take the whole machine.
 */
export function createGate(running: number, waiting: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < running) active += 1;
      else if (queue.length < waiting) await new Promise<void>((resolve) => queue.push(resolve));
      else throw new HttpError(503, BUSY_MESSAGE, { headers: { 'Retry-After': '5' } });
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = queue.shift();
        if (next) next();
        else active -= 1;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** Who an upload is decoded for: players (and visitors through a ticket link), or staff. */
export type UploadLane = 'player' | 'staff';

/**
 * One gate per lane (docs/product/uploads.md, Load): players' uploads only ever take the players' lane,
 * so however many they send, a staff upload waits at most for other staff uploads.
 */
export function createLanes(sizes: Record<UploadLane, { running: number; waiting: number }>) {
  return {
    player: createGate(sizes.player.running, sizes.player.waiting),
    staff: createGate(sizes.staff.running, sizes.staff.waiting),
  } satisfies Record<UploadLane, ReturnType<typeof createGate>>;
}
