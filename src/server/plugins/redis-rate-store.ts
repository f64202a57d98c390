import { Redis } from 'ioredis';
import { memoryRateStore, type RateStore } from './rate-limit.ts';

export interface RedisRateStoreOptions {
  /** Where the two state lines go (the circuit opening and closing). */
  log?: (line: string) => void;
  /** After a command timed out on a live connection, how often a background PING asks whether Redis is back. */
  probeEveryMs?: number;
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
 * The circuit opens when the connection drops or fails, or a command fails: from then on every hit is
 * counted in this process at once (still limited, never a failed request). It closes when the client's own
 * background reconnect succeeds or, after a timeout on a connection that stayed up, when a background PING
 * answers (a half-open probe that no visitor's request waits for). Each change is logged once. Until the
 * first connection is made, hits are counted in this process without a log line.
 */
export function redisRateStore(
  url: string,
  options: RedisRateStoreOptions = {},
): RateStore & { /** Settles when the first connection is made. */ ready: Promise<void> } {
  const log = options.log ?? ((line: string) => console.warn(line));
  const prefix = options.namespace ? `rl:${options.namespace}:` : 'rl:';
  const probeEveryMs = options.probeEveryMs ?? 2000;
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

  function openCircuit(error?: unknown): void {
    if (state === 'open' || stopped) return;
    state = 'open';
    const reason = error instanceof Error ? error.message : 'connection closed';
    log(`rate limits: Redis unreachable (${reason}); counting in this process until it answers again`);
  }

  function closeCircuit(): void {
    if (probe) clearTimeout(probe);
    probe = null;
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

  /** A command failed while the connection looked up (a timeout): count here, and probe in the background. */
  function commandFailed(error: unknown): void {
    openCircuit(error);
    if (redis.status === 'ready') probeLater();
  }

  const ready = new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  redis.on('ready', closeCircuit);
  redis.on('error', openCircuit);
  redis.on('close', () => openCircuit());

  return {
    ready,
    async hit(key, windowSeconds) {
      if (state !== 'up') return fallback.hit(key, windowSeconds);
      const full = `${prefix}${key}`;
      try {
        // One round trip: start the window if there is none, count, and read how long the window has left.
        const replies =
          (await redis.multi().set(full, 0, 'EX', windowSeconds, 'NX').incr(full).ttl(full).exec()) ?? [];
        const failed = replies.find(([error]) => error);
        if (failed) throw failed[0];
        const ttl = Number(replies[2]?.[1]);
        return { count: Number(replies[1]?.[1]), resetInSeconds: ttl > 0 ? ttl : windowSeconds };
      } catch (error) {
        commandFailed(error);
        return fallback.hit(key, windowSeconds);
      }
    },
    async reset(key) {
      await fallback.reset(key);
      if (state === 'up') await redis.del(`${prefix}${key}`).catch(commandFailed);
    },
    async close() {
      stopped = true;
      if (probe) clearTimeout(probe);
      await fallback.close();
      redis.disconnect();
    },
    sharedStatus: () => (state === 'up' ? 'up' : 'degraded'),
  };
}
