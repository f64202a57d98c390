import pino from 'pino';

/** A batch is sent once it holds this many bytes; its buffer has room for as much again. */
const BATCH_BYTES = 64 * 1024;
const BUFFER_BYTES = 2 * BATCH_BYTES;

/** What waits for a stalled stdout before later lines are dropped. */
const MAX_WAITING_BYTES = 8 * 1024 * 1024;

/** The longest a line can be in bytes for its length in characters (UTF-8 needs at most three per unit). */
const MAX_BYTES_PER_CHAR = 3;

export interface LogStream {
  /** Where pino writes each line. */
  stream: { write(line: string): void };
  /** Writes what is waiting, then stops. */
  close(): Promise<void>;
}

/**
 * Production's log destination (docs/decisions/0081-one-answer-hook.md): each line is written as UTF-8
 * into a batch the moment it is made, and a batch of 64 KiB is handed to sonic-boom (pino's asynchronous
 * stdout writer) as one buffer. One write per line cost a quarter of the bare route's throughput. Gathering
 * the lines as strings, joining each batch and handing sonic-boom the text took 5.5% of the bare route's
 * server time in a profile under load; written into the batch as they come, the same lines take 2.5%
 * (docs/product/performance.md). A timer sends what is
 * waiting every second, so a quiet site's lines are never later than that; closing the app, or the
 * process exiting, writes the rest at once. Should stdout stall, at most 8 MiB wait in memory and later
 * lines are dropped rather than the process growing without bound. `dest` is stdout unless a test names a
 * file.
 */
export function productionLogStream(dest: number | string = 1): LogStream {
  const out = pino.destination({
    dest,
    sync: false,
    minLength: 0,
    maxLength: MAX_WAITING_BYTES,
    contentMode: 'buffer',
  });
  const batch = Buffer.allocUnsafe(BUFFER_BYTES);
  let used = 0;
  const send = () => {
    if (used === 0) return;
    // sonic-boom keeps what it is given until it is written, and counts it against maxLength by its
    // length: a copy of exactly the lines, so a stalled stdout holds no more than it counts, and the batch
    // buffer is filled again. Its buffer mode takes a Buffer where its types say string.
    const lines = Buffer.allocUnsafe(used);
    batch.copy(lines, 0, 0, used);
    out.write(lines as unknown as string);
    used = 0;
  };
  const stream = {
    write(line: string) {
      if (line.length * MAX_BYTES_PER_CHAR > BUFFER_BYTES - used) {
        send();
        // A line longer than a buffer could ever hold goes out on its own.
        if (line.length * MAX_BYTES_PER_CHAR > BUFFER_BYTES) {
          out.write(Buffer.from(line) as unknown as string);
          return;
        }
      }
      used += batch.write(line, used);
      if (used >= BATCH_BYTES) send();
    },
  };
  const timer = setInterval(send, 1000);
  timer.unref();
  const writeAll = () => {
    send();
    out.flushSync();
  };
  process.once('exit', writeAll);
  return {
    stream,
    async close() {
      clearInterval(timer);
      process.removeListener('exit', writeAll);
      send();
      // A batch still being written goes out first, so the rest follows it in order (bounded: a stalled
      // stdout must not hold the stop up). sonic-boom says so in its `_writing`.
      const until = Date.now() + 1000;
      while ((out as unknown as { _writing?: boolean })._writing && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      out.flushSync();
    },
  };
}
