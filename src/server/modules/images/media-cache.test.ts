import { describe, expect, it } from 'vitest';
import { createMediaCache } from './media-cache.ts';

const file = (size: number) => ({ contentType: 'image/webp', bytes: Buffer.alloc(size) });

describe('createMediaCache', () => {
  it('keeps the most recently used files within its byte budget', () => {
    const cache = createMediaCache(100, 60);
    cache.set('a', file(40));
    cache.set('b', file(40));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', file(40)); // 120 > 100: the least recent (b) goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect([cache.count, cache.size]).toEqual([2, 80]);
  });

  it('never keeps a file larger than one entry may be', () => {
    const cache = createMediaCache(100, 60);
    cache.set('big', file(61));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
