import { randomInt } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/db/embedded.ts';
import { redisRateStore } from '../../src/server/plugins/redis-rate-store.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A Redis outage costs a rate-limited request milliseconds: with REDIS_URL on a closed port, and with Redis
 * gone mid-run (a TCP proxy this test owns is closed, so the machine's Redis keeps running for others), the
 * p99 of the article route (rate rule newsArticle) stays under 50 ms, the circuit logs one line when it opens
 * and one when it closes, and /api/health names the degraded part. Wall-clock bounds: 'timing' project.
 */
const REQUESTS = 200;
const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/**
 * p99 in ms of REQUESTS sequential article views from one address, each answered (404: no such article),
 * after as many unmeasured views from another address: a fresh process's first requests pay for compiling
 * and connecting, which is not what an outage costs.
 */
async function p99OfArticleViews(app: TestApp['app'], remoteAddress: string): Promise<number> {
  for (let i = 0; i < REQUESTS; i++)
    await app.inject({ url: '/api/getspecificnews/999999', remoteAddress: '10.18.0.1' });
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await app.inject({ url: '/api/getspecificnews/999999', remoteAddress });
    times.push(performance.now() - started);
    expect(res.statusCode).toBe(404);
  }
  times.sort((a, b) => a - b);
  return times[Math.ceil(times.length * 0.99) - 1]!;
}

async function health(app: TestApp['app']) {
  const res = await app.inject({ url: '/api/health' });
  return { code: res.statusCode, ...res.json<{ status: string; redis?: string }>() };
}

/** A TCP proxy to the machine's Redis that the test can take down and bring back on the same port. */
function redisProxy(port: number) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  return {
    start: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = createConnection(Number(redisUrl.port || 6379), redisUrl.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('close', () => sockets.delete(s));
            s.on('error', () => {});
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
  };
}

/** Log lines of the store; `next()` settles with the next line written. */
function logLines() {
  const lines: string[] = [];
  let waiting: ((line: string) => void) | null = null;
  return {
    lines,
    log(line: string) {
      lines.push(line);
      waiting?.(line);
      waiting = null;
    },
    next: () => new Promise<string>((resolve) => (waiting = resolve)),
  };
}

describe('rate limits while Redis is unreachable', () => {
  it('REDIS_URL on a closed port: p99 under 50 ms, one log line, /api/health says redis degraded', async () => {
    const logs = logLines();
    const opened = logs.next();
    const store = redisRateStore(`redis://127.0.0.1:${await freePort()}`, { log: logs.log });
    t = await createTestApp({ rateStore: store });
    expect(await opened).toMatch(/Redis unreachable/);

    expect(await p99OfArticleViews(t.app, '10.16.0.1')).toBeLessThan(50);
    expect(logs.lines).toHaveLength(1);
    expect(await health(t.app)).toMatchObject({
      code: 200,
      status: 'degraded',
      database: 'up',
      redis: 'degraded',
    });
  });

  it('Redis gone mid-run: fast fallback, one line when the circuit opens and one when it closes', async () => {
    const port = await freePort();
    const proxied = redisProxy(port);
    await proxied.start();
    const logs = logLines();
    const store = redisRateStore(`redis://127.0.0.1:${port}`, { log: logs.log });
    await store.ready;
    t = await createTestApp({ rateStore: store });
    const address = `10.17.${randomInt(256)}.${randomInt(256)}`;
    expect(await health(t.app)).toMatchObject({ code: 200, status: 'ok', redis: 'up' });

    // While Redis answers, the counts are kept there.
    await t.app.inject({ url: '/api/getspecificnews/999999', remoteAddress: address });
    const direct = new Redis(redisUrl.toString());
    expect(Number(await direct.get(`rl:news-article:${address}`))).toBe(1);

    const opened = logs.next();
    await proxied.stop();
    expect(await opened).toMatch(/Redis unreachable/);
    expect(await p99OfArticleViews(t.app, address)).toBeLessThan(50);
    expect(await health(t.app)).toMatchObject({ code: 200, status: 'degraded', redis: 'degraded' });
    // Counted in this process meanwhile: Redis still holds the one count from before.
    expect(Number(await direct.get(`rl:news-article:${address}`))).toBe(1);

    const closed = logs.next();
    await proxied.start();
    expect(await closed).toMatch(/Redis answers again/);
    expect(logs.lines).toHaveLength(2);
    expect(await health(t.app)).toMatchObject({ code: 200, status: 'ok', redis: 'up' });
    await t.app.inject({ url: '/api/getspecificnews/999999', remoteAddress: address });
    expect(Number(await direct.get(`rl:news-article:${address}`))).toBe(2);
    direct.disconnect();
    await proxied.stop();
  });

  it("a Redis that stops answering is called unreachable after three visitors' commands in a row wait on it", async () => {
    // A server that accepts connections and never answers: what a busy machine's Redis looks like for a
    // while. Connecting sends nothing, so no handshake command can time out while the site starts.
    let received = '';
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('error', () => {});
    });
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', () => resolve()));
    const logs = logLines();
    const store = redisRateStore(`redis://127.0.0.1:${port}`, { log: logs.log });
    try {
      await store.ready;
      expect(store.sharedStatus?.()).toBe('up');
      expect(received).toBe('');

      // The first hit waits out the command timeout and is counted here; one timeout does not open the
      // circuit (a busy machine's Redis may answer late once). Three rounds in a row do, with one line.
      expect(await store.hit('slow-redis', 60)).toMatchObject({ count: 1 });
      expect(received).toMatch(/\bincr\b/i);
      expect(store.sharedStatus?.()).toBe('up');
      expect(logs.lines).toHaveLength(0);
      const opened = logs.next();
      expect(await store.hit('slow-redis', 60)).toMatchObject({ count: 2 });
      expect(await store.hit('slow-redis', 60)).toMatchObject({ count: 3 });
      expect(await opened).toMatch(/Redis unreachable \(Command timed out\)/);
      expect(await store.hit('slow-redis', 60)).toMatchObject({ count: 4 });
      expect(logs.lines).toHaveLength(1);
      expect(store.sharedStatus?.()).toBe('degraded');
    } finally {
      await store.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
