import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBanners } from '../../src/server/seed/banners.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedBanners(t.db, { notes: [] });
  await seedBanners(t.db, { notes: [] }); // idempotent
});
afterAll(() => t.close());

describe('GET /api/getSiteBanners', () => {
  it('lists the active banners as { data: [{ id, img_url }] }', async () => {
    const res = await t.app.inject('/api/getSiteBanners');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(3);
    for (const banner of data) {
      expect(banner.id).toBeTypeOf('number');
      expect(banner.img_url).toMatch(/^\/img\/banners\/.+\.svg$/);
    }
  });

  it('caches for 30 minutes with an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject('/api/getSiteBanners');
    expect(first.headers['cache-control']).toBe('public, max-age=1800');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ url: '/api/getSiteBanners', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The server cache serves the same body even after the table changes, until the 30 minutes pass.
    await t.db.updateTable('site_banners').set({ is_active: false }).execute();
    const cached = await t.app.inject('/api/getSiteBanners');
    expect(cached.headers.etag).toBe(etag);
    expect(cached.json().data).toHaveLength(3);
  });
});

describe('precompressed cached bodies', () => {
  it('sends the big ranking body gzip or brotli compressed, identical to the plain one', async () => {
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
    await t.db
      .insertInto('characters')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          cha_name: `Zip${i}`,
          cha_level: 10 + i,
          cha_class: 1,
          cha_school: 0,
        })),
      )
      .execute();
    const url = '/api/get-top-rankings-list';
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const refused = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });
});
