import { describe, expect, it } from 'vitest';
import { createResponseCache, etagOf, matchesEtag, pickEncoding, toCachedBody } from './http-cache.ts';

describe('response cache', () => {
  it('loads once per key while fresh, even under concurrent misses, and reloads after the TTL', async () => {
    let now = 1_000;
    let loads = 0;
    const cache = createResponseCache(30_000, 10, () => now);
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
    const cache = createResponseCache(60_000, 2);
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
    expect(toCachedBody({ a: 1 }).gzip).toBeUndefined();
    const big = toCachedBody({ rows: Array.from({ length: 200 }, (_, i) => ({ i, name: `row ${i}` })) });
    expect(big.gzip!.length).toBeLessThan(big.body.length);
    expect(big.br!.length).toBeLessThan(big.body.length);
  });
});
