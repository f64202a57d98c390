import { Redis } from 'ioredis';
import { memoryRateStore, type RateStore } from './rate-limit.ts';

export interface RedisRateStoreOptions {
  /** Where the two state lines go (the circuit opening and closing). */
  log?: (line: string) => void;
  /** After commands failed on a live connection, how often a background PING asks whether Redis is back. */
  probeEveryMs?: number;
  /**
   * Failed rounds in a row that open the circuit while the connection stays up (default 3). A round is
   * the commands sent before a failure was seen: when Redis stalls, every command then in flight times
   * out at once, and that counts as one failure, not twenty.
   */
  failuresToOpen?: number;
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
  /**
   * Names the site whose counters these are (its database), so that sites sharing one Redis, such as test
   * runs on databases of their own, never count each other's players: user numbers repeat across them.
   */
  namespace?: string;
}

/**
 * Counters shared by every instance through Redis, behind a circuit breaker: an outage must cost a request
 * milliseconds, not the seconds a client library spends connecting and retrying. Commands are never queued
 * while disconnected and time out after `commandTimeoutMs`.
 *
 * The circuit opens on a real outage only (docs/decisions/0072-speed-round-3.md): when the client's own
 * connection closes or fails, or when commands fail `failuresToOpen` rounds in a row on a connection that
 * stayed up (a round: what was sent before the last failure was seen, so one stall that times out every
 * command in flight counts once, and any answer in between starts the count again). A slow answer, or a
 * single timeout on a busy machine, is counted in this process for that one hit and leaves the circuit
 * closed. While open, every hit is counted in this process at once (still limited, never a failed
 * request). It closes when the client's own background reconnect succeeds or, after failures on a
 * connection that stayed up, when a background PING answers (a half-open probe that no visitor's request
 * waits for). Each change is logged once; `openings()` says how often it opened. Until the first
 * connection is made, hits are counted in this process without a log line.
 */
export function redisRateStore(
  url: string,
  options: RedisRateStoreOptions = {},
): RateStore & {
  /** Settles when the first connection is made. */
  ready: Promise<void>;
  /** How many times the circuit has opened since the start (a first connection that fails included). */
  openings(): number;
} {
  const log = options.log ?? ((line: string) => console.warn(line));
  const prefix = options.namespace ? `rl:${options.namespace}:` : 'rl:';
  const probeEveryMs = options.probeEveryMs ?? 2000;
  const failuresToOpen = Math.max(1, options.failuresToOpen ?? 3);
  const redis = new Redis(url, {
    connectTimeout: options.connectTimeoutMs ?? 500,
    commandTimeout: options.commandTimeoutMs ?? 200,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // No command of the client's own on connecting (HELLO, CLIENT SETINFO, the INFO ready check): each
    // would be held to the visitors' command timeout, so a start on a busy machine would read as an
    // outage. (A REDIS_URL with a password or a database number still makes it send AUTH or SELECT.) A
    // server still loading its data answers the first hit with an error, which opens the circuit.
    protocol: 2,
    disableClientInfo: true,
    enableReadyCheck: false,
    // Reconnects go on in the background, at most every 2 s; a success closes the circuit.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  const fallback = memoryRateStore();
  let state: 'starting' | 'up' | 'open' = 'starting';
  let probe: NodeJS.Timeout | null = null;
  let stopped = false;
  let opened = 0;
  /** Commands sent so far; a failure counts only for a command sent after the last counted one was seen. */
  let sent = 0;
  let failuresInARow = 0;
  let countedUpTo = 0;

  function openCircuit(error?: unknown): void {
    if (state === 'open' || stopped) return;
    state = 'open';
    opened += 1;
    const reason = error instanceof Error ? error.message : 'connection closed';
    log(`rate limits: Redis unreachable (${reason}); counting in this process until it answers again`);
  }

  function closeCircuit(): void {
    if (probe) clearTimeout(probe);
    probe = null;
    failuresInARow = 0;
    countedUpTo = sent;
    if (state === 'open' && !stopped) log('rate limits: Redis answers again; counters are shared again');
    state = 'up';
  }

  function probeLater(): void {
    if (probe || stopped) return;
    probe = setTimeout(() => {
      probe = null;
      redis.ping().then(closeCircuit, probeLater);
    }, probeEveryMs);
    probe.unref();
  }

  /**
   * A command sent as the `number`th failed (a timeout, an error reply) while the connection looked up: the
   * hit is counted here; the circuit opens after `failuresToOpen` rounds in a row, then probes in the
   * background.
   */
  function commandFailed(number: number, error: unknown): void {
    if (state !== 'up' || number <= countedUpTo) return;
    failuresInARow += 1;
    countedUpTo = sent;
    if (failuresInARow < failuresToOpen) return;
    openCircuit(error);
    if (redis.status === 'ready') probeLater();
  }

  function commandAnswered(): void {
    failuresInARow = 0;
  }

  const ready = new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  redis.on('ready', closeCircuit);
  // The client's own view of the connection: an error while it is not connected (refused, reset) or a
  // closed connection is an outage at once. An error on a connection still up is left to the count above.
  redis.on('error', (error) => {
    if (redis.status !== 'ready') openCircuit(error);
  });
  redis.on('close', () => openCircuit());

  return {
    ready,
    async hit(key, windowSeconds) {
      if (state !== 'up') return fallback.hit(key, windowSeconds);
      const full = `${prefix}${key}`;
      sent += 1;
      const number = sent;
      try {
        // One round trip: start the window if there is none, count, and read how long the window has left.
        const replies =
          (await redis.multi().set(full, 0, 'EX', windowSeconds, 'NX').incr(full).ttl(full).exec()) ?? [];
        const failed = replies.find(([error]) => error);
        if (failed) throw failed[0];
        const ttl = Number(replies[2]?.[1]);
        commandAnswered();
        return { count: Number(replies[1]?.[1]), resetInSeconds: ttl > 0 ? ttl : windowSeconds };
      } catch (error) {
        commandFailed(number, error);
        return fallback.hit(key, windowSeconds);
      }
    },
    async reset(key) {
      await fallback.reset(key);
      if (state !== 'up') return;
      sent += 1;
      const number = sent;
      await redis.del(`${prefix}${key}`).then(commandAnswered, (error) => commandFailed(number, error));
    },
    openings: () => opened,
    async close() {
      stopped = true;
      if (probe) clearTimeout(probe);
      await fallback.close();
      redis.disconnect();
    },
    sharedStatus: () => (state === 'up' ? 'up' : 'degraded'),
  };
}
