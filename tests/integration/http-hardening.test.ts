import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveMonth } from '../../src/server/modules/rankings/service.ts';
import { PERMISSIONS_POLICY } from '../../src/server/plugins/security.ts';
import { RATE_RULES } from '../../src/server/rate-rules.ts';
import { CLASS_KEYS } from '../../src/shared/classes.ts';
import { RANKING_LISTS } from '../../src/shared/contracts/rankings.ts';
import { manilaMonthKey, previousMonthKey } from '../../src/shared/manila-time.ts';
import { createSignedInUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { createItem } from '../support/wallet-factories.ts';

let t: TestApp;
let auth: Record<string, string>;
let productNum: number;
beforeAll(async () => {
  t = await createTestApp();
  auth = { ...(await createSignedInUser(t.db)).auth, ...AJAX };
  productNum = (await createItem(t.db, { price: 10 })).product_num;
});
afterAll(() => t.close());

describe('numbers in queries and paths', () => {
  const NOT_DECIMAL = ['0x5', '1e2', '%205', '%2B5', '5.0', '', '0b1', '5%20'];

  it('are decimal digits only: hex, exponents, signs and spaces are refused with 400', async () => {
    const templates = [
      (n: string) => `/api/itemshop?category=0&page=${n}`,
      (n: string) => `/api/itemshop?category=${n}`,
      (n: string) => `/api/get-top-rankings-list?school=${n}`,
      (n: string) => `/api/getnewsall/0/${n}/1/0`,
      (n: string) => `/api/getspecificnews/${n}`,
      (n: string) => `/api/shoppurchases?page=${n}`,
      (n: string) => `/api/topuphistory?page=${n}`,
      (n: string) => `/api/shopcart?usernum=${n}`,
    ];
    for (const template of templates) {
      // The same route with a plain number works, so a 400 below is about the number's form.
      expect((await t.app.inject({ url: template('1'), headers: auth })).statusCode, template('1')).not.toBe(
        400,
      );
      for (const n of NOT_DECIMAL) {
        const res = await t.app.inject({ url: template(n), headers: auth });
        expect(res.statusCode, template(n)).toBe(400);
        expect(res.json().message, template(n)).toBeTypeOf('string');
      }
    }
    for (const n of NOT_DECIMAL) {
      const buy = await t.app.inject({ method: 'POST', url: `/api/buyitem?productnum=${n}`, headers: auth });
      expect(buy.statusCode, `buyitem ${n}`).toBe(400);
      const add = await t.app.inject({
        method: 'POST',
        url: `/api/addtocart?productnum=${productNum}&quantity=${n}`,
        headers: auth,
      });
      expect(add.statusCode, `addtocart ${n}`).toBe(400);
    }
    const hexQuantity = await t.app.inject({
      method: 'POST',
      url: `/api/buyitem?productnum=${productNum}&quantity=0x2`,
      headers: auth,
    });
    expect(hexQuantity.statusCode).toBe(400);
  });
});

describe('ranking months', () => {
  it('accept the current Manila month and the 11 before it, nothing older or newer', () => {
    const now = new Date('2026-02-10T00:00:00Z');
    expect(resolveMonth('2026-02', now)).toBe('2026-02');
    expect(resolveMonth('2025-03', now)).toBe('2025-03');
    expect(() => resolveMonth('2025-02', now)).toThrow('Rankings go back to March 2025.');
    expect(() => resolveMonth('2026-03', now)).toThrow('Month must not be in the future.');
    expect(() => resolveMonth('0001-01', now)).toThrow();
  });

  it('through the API, a month a year back is refused with 400', async () => {
    let month = manilaMonthKey(new Date());
    for (let i = 0; i < 11; i++) month = previousMonthKey(month);
    expect((await t.app.inject({ url: `/api/get-top-rankings-list?month=${month}` })).statusCode).toBe(200);
    const older = await t.app.inject({ url: `/api/get-top-rankings-list?month=${previousMonthKey(month)}` });
    expect(older.statusCode).toBe(400);
    expect(older.json().message).toMatch(/^Rankings go back to /);
  });

  it('limit the uncached answers one address can cause; cached ones stay free', async () => {
    const months = [manilaMonthKey(new Date()), previousMonthKey(manilaMonthKey(new Date()))];
    const queries: string[] = [];
    for (const month of months)
      for (const list of RANKING_LISTS)
        for (const school of ['0', '1', '2'])
          for (const cls of CLASS_KEYS)
            queries.push(`month=${month}&list=${list}&school=${school}&class=${cls}`);
    expect(queries.length).toBeGreaterThan(RATE_RULES.rankingsMiss.limit);
    const ask = (query: string, remoteAddress: string) =>
      t.app.inject({ url: `/api/get-top-rankings-list?${query}`, remoteAddress });

    const statuses: number[] = [];
    for (const query of queries.slice(0, RATE_RULES.rankingsMiss.limit)) {
      statuses.push((await ask(query, '203.0.113.50')).statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await ask(queries[RATE_RULES.rankingsMiss.limit]!, '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // An answer already cached costs nothing and is still served to the same address.
    expect((await ask(queries[0]!, '203.0.113.50')).statusCode).toBe(200);
    // Another address is not affected.
    expect((await ask(queries[RATE_RULES.rankingsMiss.limit]!, '203.0.113.51')).statusCode).toBe(200);
  });
});

describe('headers', () => {
  it('pages carry the full set of security headers; API answers, errors and too-large bodies the JSON set', async () => {
    const api = [
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({ url: '/api/nope' }),
      await t.app.inject({ url: '/api/me' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/processlogin',
        headers: { ...AJAX, 'content-type': 'application/json' },
        payload: JSON.stringify({ UserID: 'x'.repeat(100_000), UserPass: 'y' }),
      }),
    ];
    const pages = [await t.app.inject({ url: '/' }), await t.app.inject({ url: '/no-such-page' })];
    expect(api.map((a) => a.statusCode)).toEqual([200, 404, 401, 413]);
    expect(pages.map((a) => a.statusCode)).toEqual([200, 404]);
    for (const page of pages) {
      expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    for (const answer of api) {
      expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['cache-control']).toBe('no-store');
      // What only a page can use is not sent with JSON (docs/decisions/0052).
      expect(answer.headers['permissions-policy']).toBeUndefined();
    }
  });

  it('personal answers (and their 401s) are never stored; public content keeps its cache policy', async () => {
    const personal = [
      '/api/me',
      '/api/wallet',
      '/api/shopcart',
      '/api/shoppurchases',
      '/api/topuphistory',
      '/api/user-ip',
    ];
    for (const url of personal) {
      const res = await t.app.inject({ url, headers: auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      const anonymous = await t.app.inject({ url });
      expect(anonymous.headers['cache-control'], `${url} anonymous`).toBe('no-store');
    }
    const user = await createSignedInUser(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/processlogin',
      headers: AJAX,
      payload: { UserID: user.user.user_id, UserPass: user.user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const news = await t.app.inject({ url: '/api/getnewsall/0/8/1/0', headers: auth });
    expect(news.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});

describe('API_DOCS', () => {
  const docsStatus = async (config: Record<string, string>) => {
    const app = await createTestApp({ config });
    try {
      const page = await app.app.inject({ url: '/api/docs' });
      const json = await app.app.inject({ url: '/api/docs/json' });
      return [page.statusCode === 404 ? 404 : 200, json.statusCode];
    } finally {
      await app.close();
    }
  };

  // Four apps, each on a freshly migrated database: a bound of minutes on a busy machine.
  it('is off by default in production and can be turned on; on by default elsewhere', {
    timeout: 300_000,
  }, async () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://ran.example.com' };
    expect(await docsStatus(production)).toEqual([404, 404]);
    expect(await docsStatus({ ...production, API_DOCS: 'on' })).toEqual([200, 200]);
    expect(await docsStatus({})).toEqual([200, 200]);
    expect(await docsStatus({ API_DOCS: 'off' })).toEqual([404, 404]);
  });
});

describe('the cross-site guard', () => {
  // Behind a trusted proxy, as in production: the request's host then comes from X-Forwarded-Host.
  let site: TestApp;
  let cookie: string;
  beforeAll(async () => {
    site = await createTestApp({
      config: { PUBLIC_URL: 'https://ran.example.com', TRUST_PROXY: '127.0.0.1' },
    });
    cookie = `__Host-ran_session=${(await createSignedInUser(site.db, { userType: 11 })).token}`;
  });
  afterAll(() => site.close());
  const addCategory = (headers: Record<string, string>, payload: string) =>
    site.app.inject({
      method: 'POST',
      url: '/api/admin/shop/categories',
      headers: { cookie, ...AJAX, 'content-type': 'application/json', ...headers },
      payload,
    });
  const categories = async () =>
    (await site.db.selectFrom('shop_categories').select('category_name').execute()).map(
      (c) => c.category_name,
    );

  it('compares the whole Origin with PUBLIC_URL’s origin, whatever Host or X-Forwarded-Host say', async () => {
    const before = await categories();
    const refused: Record<string, string>[] = [
      // The attacker's own site, announced as the host through the proxy.
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
      // Our host over plain http (a page of a network attacker's), or on another port.
      { origin: 'http://ran.example.com', host: 'ran.example.com' },
      { origin: 'https://ran.example.com:8443', 'x-forwarded-host': 'ran.example.com:8443' },
      { origin: 'null' },
    ];
    for (const headers of refused) {
      const res = await addCategory(headers, JSON.stringify({ name: 'Sneaky' }));
      expect([res.statusCode, res.json().message], JSON.stringify(headers)).toEqual([
        403,
        'Cross-site request refused.',
      ]);
    }
    expect(await categories()).toEqual(before);
    const own = await addCategory(
      { origin: 'https://ran.example.com', 'x-forwarded-host': 'internal:3000' },
      JSON.stringify({ name: 'Ours' }),
    );
    expect(own.statusCode).toBe(200);
  });

  it('refuses a cross-site request with 403 before its body is read or checked', async () => {
    const evil = { origin: 'https://evil.example' };
    for (const body of ['{}', '{"name": ', JSON.stringify({ name: 'x'.repeat(20_000) })]) {
      const res = await addCategory(evil, body);
      expect([res.statusCode, res.json().message], body.slice(0, 20)).toEqual([
        403,
        'Cross-site request refused.',
      ]);
    }
    // The same bodies from our own page get the answers about the body.
    const own = { origin: 'https://ran.example.com' };
    expect((await addCategory(own, '{}')).statusCode).toBe(400);
    expect((await addCategory(own, JSON.stringify({ name: 'x'.repeat(20_000) }))).statusCode).toBe(413);
  });
});
