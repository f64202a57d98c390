import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { hundredths, redactUrl } from '../../src/server/logging.ts';
import { readableLine, readableLogStream } from '../../src/server/readable-log.ts';
import { testConfig } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-db.ts';

/** The real app on a fresh database, logging at info into `lines` (one JSON line each). */
async function appWithCapturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    db: database.db,
    clientDir: '/nonexistent',
    logger: { level: 'info', stream },
  });
  return { app, database, lines };
}

describe('request logs', () => {
  it('writes a response time as JSON writes it rounded to hundredths of a millisecond', () => {
    const times = [
      0, 0.004, 0.005, 0.05, 0.1, 0.25, 1, 1.2, 1.234, 9.995, 12.5, 99.999, 1234.5678, 86_400_000.01,
    ];
    for (let i = 0; i < 2000; i++) times.push(i * 0.0137, i * 3.1);
    for (const ms of times)
      expect(hundredths(ms), String(ms)).toBe(JSON.stringify(Math.round(ms * 100) / 100));
    // What an unset start would give is still JSON (the line must stay parseable).
    expect(hundredths(Number.NaN)).toBe('null');
  });

  it('masks secret query values', () => {
    expect(redactUrl('/api/reset?token=abc123&x=1')).toBe('/api/reset?token=%5Bredacted%5D&x=1');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('carry request ids and never the password, token or cookie of a request', async () => {
    const { app, database, lines } = await appWithCapturedLog();
    try {
      await app.inject({
        method: 'POST',
        url: '/api/processlogin?token=leaky-token-in-url',
        headers: {
          authorization: 'Bearer bearer-secret-value',
          cookie: 'ran_session=cookie-secret-value',
          'x-requested-with': 'XMLHttpRequest',
        },
        payload: { UserID: 'someone', UserPass: 'password-secret-value' },
      });
      const log = lines.join('');
      expect(log).toMatch(/"reqId":"[^"]+"/);
      for (const secret of [
        'leaky-token-in-url',
        'bearer-secret-value',
        'cookie-secret-value',
        'password-secret-value',
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('say in one line per request who asked for what, the answer and its time', async () => {
    const { app, database, lines } = await appWithCapturedLog();
    try {
      await app.inject({ url: '/api/bare?x=1', remoteAddress: '198.51.100.7' });
      await app.inject({ url: '/api/no-such-route' });
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const requests = entries.filter((e) => e.req);
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/bare?x=1', remoteAddress: '198.51.100.7' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
      expect(requests[1]).toMatchObject({ res: { statusCode: 404 } });
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it("carry the request id on a handler's own lines and on an error's, as on the completed line", async () => {
    const { app, database, lines } = await appWithCapturedLog();
    try {
      app.get('/log-probe', async (request) => {
        request.log.warn({ probe: true }, 'handler says');
        return { ok: true };
      });
      app.get('/fail-probe', async () => {
        throw new Error('probe failure');
      });
      await app.inject({ url: '/log-probe', headers: { 'x-request-id': 'probe-1' } });
      await app.inject({ url: '/fail-probe', headers: { 'x-request-id': 'probe-2' } });
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries.find((e) => e.msg === 'handler says')).toMatchObject({
        reqId: 'probe-1',
        level: 40,
        probe: true,
      });
      expect(entries.find((e) => e.reqId === 'probe-1' && e.msg === 'request completed')).toBeDefined();
      expect(entries.filter((e) => e.reqId === 'probe-2' && e.level === 50).length).toBeGreaterThan(0);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it("keep a caller's X-Request-Id only when it looks like an id", async () => {
    const { app, database, lines } = await appWithCapturedLog();
    try {
      await app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-7f3a.42:1' } });
      await app.inject({ url: '/api/health', headers: { 'x-request-id': 'x'.repeat(15_000) } });
      await app.inject({ url: '/api/health', headers: { 'x-request-id': 'has spaces and "quotes"' } });
      const ids = new Set(lines.map((line) => (JSON.parse(line) as { reqId?: string }).reqId));
      expect(ids).toContain('edge-7f3a.42:1');
      expect([...ids].every((id) => id === undefined || id.length <= 64)).toBe(true);
      expect(ids.size).toBe(3);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('the development log', () => {
  /** The app as `npm start` runs it in development, its readable lines collected in `text`. */
  async function developmentApp(level: string) {
    const out = { text: '' };
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ NODE_ENV: 'development', LOG_LEVEL: level }),
      db: database.db,
      clientDir: '/nonexistent',
      logger: {
        stream: readableLogStream((text) => {
          out.text += text;
        }),
      },
    });
    return { app, database, out };
  }

  it('writes a request as one readable line, at debug', async () => {
    const { app, database, out } = await developmentApp('debug');
    try {
      expect((await app.inject({ url: '/api/health?token=secret-in-url' })).statusCode).toBe(200);
      expect(out.text).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health\?token=%5Bredacted%5D 200 [\d.]+ ms$/m);
      expect(out.text).not.toContain('secret-in-url');
      expect(out.text).not.toContain('{"level"');
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('at the default level writes no line for an answered request', async () => {
    const { app, database, out } = await developmentApp('info');
    try {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect(out.text).toBe('');
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it("shows any other line with its level, its fields and an error's stack", () => {
    const error = new Error('boom');
    const json = JSON.stringify({
      level: 50,
      time: 0,
      pid: 1,
      hostname: 'h',
      task: 'mail',
      err: { message: 'boom', stack: error.stack },
      msg: 'background task failed',
    });
    const line = readableLine(json);
    expect(line).toMatch(/^\d\d:\d\d:\d\d ERROR background task failed \{"task":"mail"\}\n {2}Error: boom\n/);
    expect(line).not.toContain('hostname');
  });
});
