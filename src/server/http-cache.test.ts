import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { siteBannersResponseSchema } from '#shared/contracts/banners.ts';
import { localCacheBus } from './db/cache-bus.ts';
import {
  createPageCache,
  createResponseCache,
  etagOf,
  matchesEtag,
  pickEncoding,
  toCachedBody,
} from './http-cache.ts';

describe('response cache', () => {
  it('loads once per key while fresh, even under concurrent misses, and reloads after the TTL', async () => {
    let now = 1_000;
    let loads = 0;
    const cache = createResponseCache(30_000, z.unknown(), 10, () => now);
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    now += 29_999;
    await cache.get('k', load);
    expect(loads).toBe(1);
    now += 2;
    expect(JSON.parse((await cache.get('k', load)).body)).toEqual({ n: 2 });
  });

  it('does not keep a failed load and drops the oldest key past its size', async () => {
    const cache = createResponseCache(60_000, z.unknown(), 2);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await new Promise((r) => setTimeout(r, 0));
    expect(JSON.parse((await cache.get('bad', async () => 'ok')).body)).toBe('ok');
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load); // evicts the oldest ('bad' then 'a')
    await cache.get('a', load);
    expect(loads).toBe(4);
  });
});

describe('page cache', () => {
  it('keeps rendered text as it is, compressed once, and is emptied when public content changes', async () => {
    const pages = createPageCache(30_000);
    const html = `<!doctype html><p>${'news '.repeat(300)}</p>`;
    let renders = 0;
    const render = async () => {
      renders++;
      return html;
    };
    const first = await pages.get('/news', render);
    expect(first.body).toBe(html);
    expect(first.gzip && first.br).toBeTruthy();
    await pages.get('/news', render);
    expect(renders).toBe(1);

    // The pages listen on their own app's cache bus: an operator's change to any topic (news here) drops
    // them with the content caches, and another app's bus (a second app in the same process) does not.
    const bus = localCacheBus();
    const lists = createResponseCache(30_000, z.unknown());
    bus.on('news', () => lists.clear());
    bus.onAny(() => pages.clear());
    await bus.clear('news');
    await pages.get('/news', render);
    expect(renders).toBe(2);
    await localCacheBus().clear('news');
    await pages.get('/news', render);
    expect(renders).toBe(2);
  });
});

describe('validators and encodings', () => {
  it('makes weak ETags that change with the body', () => {
    expect(etagOf('{"a":1}')).toMatch(/^W\/"[\w-]+"$/);
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
  });

  it('matches If-None-Match lists, weak or strong, and *', () => {
    const tag = etagOf('x');
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(`"other", ${tag.slice(2)}`, tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
    expect(matchesEtag('"nope"', tag)).toBe(false);
    expect(matchesEtag(undefined, tag)).toBe(false);
  });

  it('prefers br, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('compresses only bodies worth it', () => {
    expect(toCachedBody({ a: 1 }, z.unknown()).gzip).toBeUndefined();
    const rows = Array.from({ length: 200 }, (_, i) => ({ i, name: `row ${i}` }));
    const big = toCachedBody({ rows }, z.unknown());
    expect(big.gzip!.length).toBeLessThan(big.body.length);
    expect(big.br!.length).toBeLessThan(big.body.length);
  });
});

describe('the response schema', () => {
  it('lets out only the fields the contract lists: an extra repository field never reaches the cache', async () => {
    const cache = createResponseCache(60_000, siteBannersResponseSchema);
    // What a repository would return after someone widened its select (e.g. selectAll on the table).
    const row = {
      id: 1,
      img_url: '/banner.webp',
      width: 615,
      height: 210,
      link_url: null,
      alt: 'Banner',
      is_active: true,
      created_by: 'admin-secret',
    };
    const cached = await cache.get('all', async () => ({ data: [row] }));
    expect(JSON.parse(cached.body)).toEqual({
      data: [{ id: 1, img_url: '/banner.webp', width: 615, height: 210, link_url: null, alt: 'Banner' }],
    });
    expect(cached.body).not.toContain('admin-secret');
  });

  it('does not cache an answer that breaks the contract', async () => {
    const cache = createResponseCache(60_000, siteBannersResponseSchema);
    await expect(cache.get('all', async () => ({ data: [{ id: 'one' }] }))).rejects.toThrow();
    expect(cache.has('all')).toBe(false);
  });
});
