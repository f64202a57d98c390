import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeNewsHtml } from '../../src/server/modules/news/sanitize.ts';
import { createNews } from '../../src/server/modules/news/service.ts';
import { insertRawNews } from '../support/content-factories.ts';
import { createSignedInUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { XSS_PAYLOADS, xssArticleHtml } from '../support/xss-corpus.ts';

let t: TestApp;
const ids: Record<number, number[]> = { 0: [], 1: [], 2: [] };
beforeAll(async () => {
  t = await createTestApp();
  // 10 general, 3 guides, 2 events; newest has the highest index.
  const base = Date.parse('2026-11-01T00:00:00Z');
  for (const [type, n] of [
    [0, 10],
    [1, 3],
    [2, 2],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const { id } = await insertRawNews(t.db, {
        type,
        subject: `T${type} #${i}`,
        createdAt: new Date(base + i * 60_000),
      });
      ids[type]!.unshift(id);
    }
  }
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/getnewsall/{type}/{count}/{a}/{b}', () => {
  it('answers the six calls of the news page', async () => {
    for (const type of [0, 1, 2]) {
      const latest = (await get(`/api/getnewsall/${type}/1/0/1`)).json();
      expect(latest.data.map((n: { id: number }) => n.id)).toEqual([ids[type]![0]]);
      const list = (await get(`/api/getnewsall/${type}/8/1/0`)).json();
      expect(list.data.map((n: { id: number }) => n.id)).toEqual(ids[type]!.slice(0, 8));
    }
  });

  it('pages the list with a = page and reports the classic paging fields', async () => {
    const page2 = (await get('/api/getnewsall/0/8/2/0')).json();
    expect(page2.data.map((n: { id: number }) => n.id)).toEqual(ids[0]!.slice(8, 10));
    expect(page2).toMatchObject({ page: 2, prev_page: 1, next_page: 3, last_page: 2, lpm1: 1, total: 10 });
    const page0 = (await get('/api/getnewsall/0/8/0/0')).json();
    expect(page0.page).toBe(1);
    expect((await get('/api/getnewsall/0/8/9/0')).json().data).toEqual([]);
  });

  it('returns list items with the spec fields and no content', async () => {
    const [item] = (await get('/api/getnewsall/1/1/0/1')).json().data;
    expect(Object.keys(item).sort()).toEqual(
      ['IsShowThumbnail', 'author', 'created_at', 'id', 'img_thumbnail', 'subject', 'type', 'views'].sort(),
    );
    expect(item.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('documents what a and b mean in the OpenAPI text', async () => {
    const doc = (await get('/api/docs/json')).json();
    const op = doc.paths['/api/getnewsall/{type}/{count}/{a}/{b}'].get;
    expect(op.description).toMatch(/b: latest flag/);
    expect(op.description).toMatch(/a: page number/);
  });

  it('rejects parameters out of range with 400', async () => {
    for (const url of [
      '/api/getnewsall/3/8/1/0',
      '/api/getnewsall/0/0/1/0',
      '/api/getnewsall/0/8/1/2',
      '/api/getnewsall/x/8/1/0',
    ])
      expect((await get(url)).statusCode, url).toBe(400);
  });

  it('caches 30 s with ETag / 304 and is refreshed by an admin save', async () => {
    const first = await get('/api/getnewsall/2/8/1/0');
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const etag = String(first.headers.etag);
    expect((await get('/api/getnewsall/2/8/1/0', { 'if-none-match': etag })).statusCode).toBe(304);
    await insertRawNews(t.db, { type: 2, subject: 'Sneaked in' });
    expect((await get('/api/getnewsall/2/8/1/0')).headers.etag).toBe(etag); // still cached
    const admin = await createSignedInUser(t.db, { userType: 30 });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { ...admin.auth, ...AJAX },
      payload: { type: 2, subject: 'Official', content: '<p>Hi</p>', author: 'GM' },
    });
    expect(saved.statusCode).toBe(200);
    const fresh = await get('/api/getnewsall/2/8/1/0');
    expect(fresh.headers.etag).not.toBe(etag);
    expect(fresh.json().total).toBe(4);
  });

  it('lets only admins publish', async () => {
    const player = await createSignedInUser(t.db);
    const payload = { type: 0, subject: 'x', content: '', author: 'x' };
    const asPlayer = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { ...player.auth },
      payload,
    });
    expect(asPlayer.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/news', payload })).statusCode).toBe(401);
  });
});

describe('GET /api/getspecificnews/{id}', () => {
  it('returns the article in a data array, or 404 with the spec text', async () => {
    const res = await get(`/api/getspecificnews/${ids[0]![0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ id: ids[0]![0], subject: 'T0 #9', content: '<p>Body</p>' });
    const missing = await get('/api/getspecificnews/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No news data available');
  });

  it('counts one view per visitor per hour, not per reload', async () => {
    const id = ids[1]![0]!;
    const viewsOf = async () =>
      (await t.db.selectFrom('news').select('views').where('id', '=', id).executeTakeFirstOrThrow()).views;
    const before = await viewsOf();
    const alice = { 'user-agent': 'Alice Browser' };
    await Promise.all([1, 2, 3].map(() => get(`/api/getspecificnews/${id}`, alice)));
    await get(`/api/getspecificnews/${id}`, alice);
    expect(await viewsOf()).toBe(before + 1);
    await get(`/api/getspecificnews/${id}`, { 'user-agent': 'Bob Browser' });
    expect(await viewsOf()).toBe(before + 2);
    // An hour later Alice counts again.
    await t.db
      .updateTable('news_views')
      .set({ counted_at: new Date(Date.now() - 61 * 60_000) })
      .where('news_id', '=', id)
      .execute();
    const res = await get(`/api/getspecificnews/${id}`, alice);
    expect(res.json().data[0].views).toBe(before + 3);
    expect(await viewsOf()).toBe(before + 3);
  });
});

describe('sanitizing', () => {
  it('strips every payload of the XSS corpus and keeps the formatting', () => {
    for (const payload of XSS_PAYLOADS) {
      const clean = sanitizeNewsHtml(payload);
      expect(clean, payload).not.toMatch(
        /<script|<style|<svg|<object|<embed|<form|<meta|<base|<link|<input/i,
      );
      expect(clean, payload).not.toMatch(/\son\w+\s*=/i);
      expect(clean, payload).not.toMatch(/javascript:|data:text|srcdoc|evil\.example/i);
    }
    expect(sanitizeNewsHtml('<p><strong>Bold</strong> <a href="https://a.example/">x</a></p>')).toBe(
      '<p><strong>Bold</strong> <a href="https://a.example/">x</a></p>',
    );
  });

  it('keeps video iframes from the allow-list only and makes new-tab links safe', () => {
    expect(sanitizeNewsHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>')).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc">',
    );
    expect(sanitizeNewsHtml('<iframe src="https://evil.example/embed/abc"></iframe>')).not.toContain('evil');
    expect(sanitizeNewsHtml('<a href="https://x.example/" target="_top">x</a>')).toBe(
      '<a href="https://x.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops a frame or picture whose address it refused, and pictures from other sites', () => {
    const clean = sanitizeNewsHtml(
      '<p>a</p><iframe src="https://evil.example/embed/x" width="560"></iframe>' +
        '<img src="javascript:alert(1)" alt="bad"><img src="data:image/png;base64,AAAA" alt="inline">' +
        '<img src="https://tracker.example/pixel.gif" alt=""><img src="//tracker.example/p.gif">' +
        '<img src="HTTP://tracker.example/caps.gif"><img src="h&#x09;ttps://tracker.example/tab.gif">' +
        '<img src="\\\\tracker.example/back.gif"><img src=" /&#x0a;/tracker.example/nl.gif">' +
        '<img src="/media/abc.webp" alt="ours"><p>b</p>',
    );
    expect(clean).toBe('<p>a</p><img src="/media/abc.webp" alt="ours" loading="lazy" /><p>b</p>');
    expect(clean).not.toContain('<iframe');
  });

  it('sanitizes on save and again on render', async () => {
    const savedId = await createNews(t.db, {
      type: 0,
      subject: 'Saved',
      content: xssArticleHtml(),
      author: 'A',
    });
    const stored = await t.db
      .selectFrom('news')
      .select('content')
      .where('id', '=', savedId)
      .executeTakeFirstOrThrow();
    expect(stored.content).not.toMatch(/<script|onerror|javascript:/i);
    expect(stored.content).toContain('<strong>Safe bold</strong>');
    // Written around the site (e.g. by a game-side tool): still clean when served.
    const { id: rawId } = await insertRawNews(t.db, {
      content: xssArticleHtml(),
      thumbnail: 'javascript:alert(1)',
    });
    const served = (await get(`/api/getspecificnews/${rawId}`)).json().data[0];
    expect(served.content).not.toMatch(/<script|onerror|onload|javascript:/i);
    expect(served.content).toContain('End of article');
    expect(served.img_thumbnail).toBeNull();
  });
});
