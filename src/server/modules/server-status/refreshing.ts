/**
 * A value read again at most every `freshMs`, one read at a time, however many callers ask meanwhile. A value
 * older than that but younger than `keepMs` is answered at once while one read runs in the background, so a
 * slow read (a login server that does not answer takes the probe's whole timeout) holds up no page; an
 * older one, or none, is waited for. `forget()` drops the value: the next caller waits for a new read
 * (one still under way is not kept, it may have read what changed).
 */
export interface Refreshing<T> {
  get(): Promise<T>;
  /** The value no older than `freshMs`, waiting for a read if need be (a sample must be of its own slot). */
  getFresh(): Promise<T>;
  forget(): void;
}

export function refreshing<T>(
  read: () => Promise<T>,
  options: {
    freshMs: number;
    keepMs: number;
    now: () => number;
    onBackgroundError?: (error: unknown) => void;
  },
): Refreshing<T> {
  let held: { value: T; at: number } | null = null;
  let running: { promise: Promise<T>; generation: number } | null = null;
  let generation = 0;

  function start(): Promise<T> {
    if (running && running.generation === generation) return running.promise;
    const mine = generation;
    const promise = read().then((value) => {
      if (mine === generation) held = { value, at: options.now() };
      return value;
    });
    const entry = { promise, generation: mine };
    running = entry;
    const done = () => {
      if (running === entry) running = null;
    };
    promise.then(done, done);
    return promise;
  }

  return {
    get() {
      const age = held ? options.now() - held.at : Number.POSITIVE_INFINITY;
      if (held && age < options.freshMs) return Promise.resolve(held.value);
      if (held && age < options.keepMs) {
        start().catch((error: unknown) => options.onBackgroundError?.(error));
        return Promise.resolve(held.value);
      }
      return start();
    },
    getFresh() {
      if (held && options.now() - held.at < options.freshMs) return Promise.resolve(held.value);
      return start();
    },
    forget() {
      held = null;
      generation += 1;
    },
  };
}
