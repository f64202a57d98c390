import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Slow clients against a real listening server: a request that trickles in (slow-loris) is cut off at the
 * configured timeout, and connections beyond the bound are refused while the site keeps serving. Timeouts
 * are configured at 1 s so the test takes seconds, not the production minutes.
 */
const SHORT = { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '1000' };
// Generous: the limit is 1 s; before the fix these connections stayed open indefinitely.
const CUT_OFF_WITHIN_MS = 6000;

interface Trickle {
  /** Milliseconds from the first byte until the server closed the socket, or null if it never did. */
  closedAfterMs: number | null;
  received: string;
  bytesSent: number;
}

/** Sends `head` at once, then one byte of `drip` every 200 ms, until the server closes or the deadline. */
function trickle(port: number, head: string, drip: string): Promise<Trickle> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    const startedAt = Date.now();
    const finish = (closedAfterMs: number | null) => {
      clearInterval(timer);
      clearTimeout(deadline);
      socket.destroy();
      resolve({ closedAfterMs, received, bytesSent });
    };
    const deadline = setTimeout(() => finish(null), CUT_OFF_WITHIN_MS);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('close', () => finish(Date.now() - startedAt));
    socket.on('error', () => {});
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (socket.destroyed) return;
        socket.write(drip[bytesSent % drip.length] ?? 'x');
        bytesSent += 1;
      }, 200);
    });
  });
}

/** A plain GET on a connection of its own (no pooling): the status, or the error code if refused. */
function getOnNewConnection(port: number, path: string, localAddress?: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false, localAddress }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function listen(site: TestApp): Promise<number> {
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  const address = site.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

describe('slow clients are cut off at the configured timeouts', () => {
  let site: TestApp;
  let port: number;
  beforeAll(async () => {
    site = await createTestApp({ config: SHORT });
    port = await listen(site);
  });
  afterAll(() => site.close());

  it('closes a request whose body trickles in a byte at a time, with 408', async () => {
    const body = JSON.stringify({ userid: 'someone', password: 'x'.repeat(200) });
    const head =
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\nX-Requested-With: XMLHttpRequest\r\n\r\n`;
    const result = await trickle(port, head, body);
    expect(result.closedAfterMs).not.toBeNull();
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.received).toContain('"code":"request_timeout"');
    // The body was still arriving when it was cut off: the timeout did it, not a finished request.
    expect(result.bytesSent).toBeGreaterThan(0);
    expect(result.bytesSent).toBeLessThan(body.length);
  });

  it('closes a connection whose headers trickle in', async () => {
    const result = await trickle(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(result.closedAfterMs).not.toBeNull();
    expect(result.bytesSent).toBeGreaterThan(0);
  });

  it('still serves normal requests under the short limits', async () => {
    expect(await getOnNewConnection(port, '/api/health')).toBe(200);
  });
});

async function openConnections(site: TestApp): Promise<number> {
  return new Promise<number>((resolve, reject) =>
    site.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

async function waitForConnections(site: TestApp, count: number): Promise<void> {
  const end = Date.now() + 5000;
  while ((await openConnections(site)) !== count && Date.now() < end)
    await new Promise((r) => setTimeout(r, 20));
  expect(await openConnections(site)).toBe(count);
}

/** Opens `count` idle connections from `localAddress` (any 127.x.y.z is a local address on Linux). */
function hold(port: number, count: number, localAddress = '127.0.0.1'): Promise<net.Socket[]> {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve) => {
          const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
          socket.on('error', () => {});
        }),
    ),
  );
}

describe('the connection bound', () => {
  let site: TestApp;
  let port: number;
  beforeAll(async () => {
    site = await createTestApp({ config: { MAX_CONNECTIONS: '3' } });
    port = await listen(site);
  });
  afterAll(() => site.close());

  const held: net.Socket[] = [];
  afterEach(() => {
    for (const socket of held) socket.destroy();
  });

  it('refuses connections beyond the bound and serves again once a slot frees', async () => {
    held.push(...(await hold(port, 3, '127.0.0.3')));
    await waitForConnections(site, 3);

    const refused = await getOnNewConnection(port, '/api/health');
    expect(refused).not.toBe(200);
    expect(typeof refused).toBe('string'); // a socket error, not an HTTP answer

    held[0]!.destroy();
    await waitForConnections(site, 2);
    expect(await getOnNewConnection(port, '/api/health')).toBe(200);
  });
});

describe('the bound per client address', () => {
  it('one address cannot take every slot; other addresses are still served', async () => {
    const site = await createTestApp({ config: { MAX_CONNECTIONS_PER_ADDRESS: '2' } });
    const held: net.Socket[] = [];
    try {
      const port = await listen(site);
      held.push(...(await hold(port, 2, '127.0.0.2')));
      await waitForConnections(site, 2);
      expect(typeof (await getOnNewConnection(port, '/api/health', '127.0.0.2'))).toBe('string');
      expect(await getOnNewConnection(port, '/api/health', '127.0.0.1')).toBe(200);
      held[0]!.destroy();
      await waitForConnections(site, 1);
      expect(await getOnNewConnection(port, '/api/health', '127.0.0.2')).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
      await site.close();
    }
  });

  it('does not apply behind a trusted reverse proxy, where every connection comes from the proxy', async () => {
    const site = await createTestApp({
      config: { MAX_CONNECTIONS_PER_ADDRESS: '2', TRUST_PROXY: '127.0.0.1' },
    });
    const held: net.Socket[] = [];
    try {
      const port = await listen(site);
      held.push(...(await hold(port, 2)));
      await waitForConnections(site, 2);
      expect(await getOnNewConnection(port, '/api/health')).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
      await site.close();
    }
  });
});

describe('the limits are settings checked at start', () => {
  it('refuses a header timeout longer than the request timeout, naming the variable', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '9000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must be at most REQUEST_TIMEOUT_MS/,
    );
  });

  it('refuses values that are not whole milliseconds in range', () => {
    for (const [name, value] of [
      ['REQUEST_TIMEOUT_MS', 'soon'],
      ['KEEP_ALIVE_TIMEOUT_MS', '10'],
      ['MAX_CONNECTIONS', '0'],
      ['MAX_CONNECTIONS', '1.5'],
      ['MAX_CONNECTIONS_PER_ADDRESS', '-1'],
    ] as const) {
      expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
    }
  });

  it('defaults to sane limits', () => {
    const config = loadConfig({});
    expect(config.REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(config.HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(config.KEEP_ALIVE_TIMEOUT_MS).toBe(5000);
    expect(config.MAX_CONNECTIONS).toBe(1000);
    expect(config.MAX_CONNECTIONS_PER_ADDRESS).toBe(200);
  });
});
