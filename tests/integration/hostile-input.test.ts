import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createSignedInUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { expectMoneyInvariant } from '../support/wallet-factories.ts';

/** What a hostile or broken client can send: always a clear 4xx, never a 500, and nothing changes. */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = { ...(await createSignedInUser(t.db)).auth, ...AJAX };
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers = auth) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('hostile input', () => {
  it('refuses control characters anywhere in a request with 400', async () => {
    const cases: [string, unknown][] = [
      ['/api/processCoupon', { CouponCode: 'AB\u0000C', ReferralCode: '' }],
      ['/api/processlogin', { UserID: 'ab\u0000c', UserPass: 'whatever-pass' }],
      ['/api/updateuserdetails', { NameFirst: 'A\u0000', NameLast: 'B', UserEmail: 'a@b.co', UserPass: 'x' }],
      ['/api/register', { userId: 'nul\u0000user', userEmail: 'n@example.com' }],
    ];
    for (const [url, body] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe('Text may not contain control characters.');
    }
    const inQuery = await t.app.inject({ url: '/api/itemshop?category=0%00&page=1' });
    expect(inQuery.statusCode).toBe(400);
  });

  it('never lets a raw control character through the request line (the guard looks only in decoded ones)', async () => {
    // Over a real socket: the HTTP parser is what refuses it, before any route or hook.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    for (const target of ['/api/itemshop?category=0\u0001', '/api/news/\u0007', '/api/itemshop?q=a\u001fb']) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.end(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        });
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString('latin1');
        });
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer.split('\r\n')[0], JSON.stringify(target)).toBe('HTTP/1.1 400 Bad Request');
    }
  });

  it('refuses a compressed JSON body with 415 and a message, and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/processCoupon',
      headers: { ...auth, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ CouponCode: 'ABC', ReferralCode: '' })),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Send the request body uncompressed.');
    await expectMoneyInvariant(t.db);
  });

  it('refuses row ids beyond the database integer range with 400', async () => {
    for (const [url, body] of [
      ['/api/updateQuantity', { seq: 2147483648, ProductNum: 1, quantityChange: 1 }],
      ['/api/updateCheck', { seq: 1, ProductNum: 2147483648 }],
      ['/api/removecartitem', { seq: 1e12, ProductNum: 1 }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(400);
    }
    await expectMoneyInvariant(t.db);
  });

  it('answers wrong JSON types, huge bodies and junk content types without a 500', async () => {
    const junk = [
      await post('/api/processCoupon', { CouponCode: { $gt: '' } }),
      await post('/api/buyitem?productnum=abc', {}),
      await post('/api/buyitem?productnum=1e400', {}),
      await t.app.inject({
        method: 'POST',
        url: '/api/processlogin',
        headers: { ...AJAX, 'content-type': 'text/xml' },
        payload: '<x/>',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/processlogin',
        headers: { ...AJAX, 'content-type': 'application/json' },
        payload: 'x'.repeat(300_000),
      }),
    ];
    for (const res of junk) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toBeTypeOf('string');
    }
  });
});

describe('TRUST_PROXY', () => {
  it('refuses "true", which would let any client choose its address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('accepts proxy addresses, subnets and hop counts', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toBe('127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it('with a trusted proxy, rate limits follow the real client, not a forged header', async () => {
    const proxied = await createTestApp({ config: { TRUST_PROXY: '127.0.0.1' } });
    try {
      // The proxy appends the address it saw; a client's own X-Forwarded-For entries come before it. Every
      // per-address rule is keyed on the same request address, so the cheap find-ID form (no password hash
      // per try, unlike sign-in) shows it without making the test's run time depend on the machine's load.
      const findId = (forged: string, real = '198.51.100.7') =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/findUserID',
          headers: { ...AJAX, 'x-forwarded-for': `${forged}, ${real}` },
          payload: { findIDEmail: `nobody${forged.replaceAll('.', '')}@example.com` },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await findId(`203.0.113.${i}`)).statusCode);
      expect(statuses).toContain(429);
      // Another real client behind the same proxy still has its own budget.
      expect((await findId('203.0.113.99', '198.51.100.8')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
