import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../db/embedded.ts';
import { redisRateStore } from './redis-rate-store.ts';

/**
 * The Redis store's circuit against the machine's Redis (REDIS_URL), through a TCP proxy this test owns:
 * it can hold Redis's answers back (a slow or stalled Redis), let them go, or drop the connection, while
 * the machine's Redis keeps running for everyone else. No sleeps: each step waits for what it expects (a
 * request reaching the proxy, a log line).
 */
const redisUrl = process.env.REDIS_URL;

function proxyTo(target: URL) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  let holding = false;
  const held: { to: Socket; chunk: Buffer | string }[] = [];
  let requests = 0;
  let onRequest: (() => void) | null = null;
  const port = freePort();
  return {
    port,
    /** Commands that reached the proxy so far. */
    requests: () => requests,
    /** Settles once `count` commands have reached the proxy. */
    async requestsReach(count: number) {
      while (requests < count) await new Promise<void>((resolve) => (onRequest = resolve));
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const { to, chunk } of held.splice(0)) to.write(chunk);
    },
    start: async () => {
      const listenOn = await port;
      await new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = createConnection(Number(target.port || 6379), target.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('close', () => sockets.delete(s));
            s.on('error', () => {});
          }
          client.on('data', (chunk) => {
            requests += 1;
            upstream.write(chunk);
            onRequest?.();
            onRequest = null;
          });
          upstream.on('data', (chunk) => {
            if (holding) held.push({ to: client, chunk });
            else client.write(chunk);
          });
        });
        server.listen(listenOn, '127.0.0.1', () => resolve());
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        held.length = 0;
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
  };
}

function logLines() {
  const lines: string[] = [];
  const waiting: { pattern: RegExp; resolve: () => void }[] = [];
  return {
    lines,
    log(line: string) {
      lines.push(line);
      for (const w of waiting.filter((w) => w.pattern.test(line))) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    },
    /** Settles when a line matching `pattern` is written (or already was). */
    seen(pattern: RegExp) {
      if (lines.some((line) => pattern.test(line))) return Promise.resolve();
      return new Promise<void>((resolve) => waiting.push({ pattern, resolve }));
    },
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp() {
  const proxy = proxyTo(new URL(redisUrl!));
  await proxy.start();
  const logs = logLines();
  const store = redisRateStore(`redis://127.0.0.1:${await proxy.port}`, {
    log: logs.log,
    // Generous, so an answer on a busy machine is never late by accident; the tests hold answers back instead.
    commandTimeoutMs: 500,
    probeEveryMs: 20,
    namespace: `circuit-${randomBytes(4).toString('hex')}`,
  });
  cleanups.push(async () => {
    await store.close();
    await proxy.stop();
  });
  await store.ready;
  return { proxy, logs, store, key: `k-${randomBytes(4).toString('hex')}` };
}

describe.runIf(redisUrl)('the Redis circuit (REDIS_URL set)', () => {
  it('a slow answer leaves it closed, and the count stays in Redis', async () => {
    const { proxy, logs, store, key } = await setUp();
    expect(await store.hit(key, 60)).toMatchObject({ count: 1 });
    proxy.hold();
    const before = proxy.requests();
    const slow = store.hit(key, 60);
    await proxy.requestsReach(before + 1);
    proxy.release();
    expect(await slow).toMatchObject({ count: 2 });
    expect(store.sharedStatus?.()).toBe('up');
    expect(logs.lines).toEqual([]);
  });

  it('one stall that times out every command in flight counts as one failure: it stays closed', async () => {
    const { proxy, logs, store, key } = await setUp();
    proxy.hold();
    // Twenty hits at once, as under load: all time out together and are counted in this process.
    const hits = await Promise.all(Array.from({ length: 20 }, () => store.hit(key, 60)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    proxy.release();
    expect(store.sharedStatus?.()).toBe('up');
    expect(store.openings()).toBe(0);
    // Redis answers the next one: the count is shared again (the stalled commands reached it too).
    expect((await store.hit(key, 60)).count).toBe(21);
    expect(logs.lines).toEqual([]);
  });

  it('a second timeout after an answer starts the count again: it stays closed', async () => {
    const { proxy, store, key } = await setUp();
    for (let round = 0; round < 4; round++) {
      proxy.hold();
      await store.hit(key, 60); // times out: counted here
      proxy.release();
      await store.hit(key, 60); // answered
    }
    expect(store.openings()).toBe(0);
    expect(store.sharedStatus?.()).toBe('up');
  });

  it('opens after three failed rounds in a row, and closes when a probe is answered', async () => {
    const { proxy, logs, store, key } = await setUp();
    proxy.hold();
    await store.hit(key, 60);
    await store.hit(key, 60);
    expect(store.sharedStatus?.()).toBe('up');
    await store.hit(key, 60);
    await logs.seen(/Redis unreachable \(Command timed out\)/);
    expect(store.sharedStatus?.()).toBe('degraded');
    expect(store.openings()).toBe(1);
    // While open, a hit is counted here at once, without waiting on Redis.
    const before = proxy.requests();
    expect((await store.hit(key, 60)).count).toBe(4);
    proxy.release();
    await logs.seen(/Redis answers again/);
    expect(proxy.requests()).toBeGreaterThan(before); // the probe, not the hit
    expect(store.sharedStatus?.()).toBe('up');
    expect(logs.lines).toHaveLength(2);
  });

  it('opens at once when the connection is lost, and closes when it reconnects', async () => {
    const { proxy, logs, store, key } = await setUp();
    expect((await store.hit(key, 60)).count).toBe(1);
    await proxy.stop();
    await logs.seen(/Redis unreachable/);
    expect(store.sharedStatus?.()).toBe('degraded');
    expect((await store.hit(key, 60)).count).toBe(1); // counted here
    await proxy.start();
    await logs.seen(/Redis answers again/);
    expect((await store.hit(key, 60)).count).toBe(2); // Redis still held the first
    expect(store.openings()).toBe(1);
  });
});
