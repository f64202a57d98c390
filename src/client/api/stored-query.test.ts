import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedQueryOptions } from './stored-query.ts';

/** A Storage of the browser's shape over a Map (the unit tests run in Node, which has no localStorage). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const TTL = 30_000;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

function options(fetch: () => Promise<string[]>) {
  return storedQueryOptions({ queryKey: ['news', 0], storageKey: 'news:0', ttlMs: TTL, fetch });
}

describe('stored queries (news, downloads, banners)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    vi.stubGlobal('localStorage', memoryStorage());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('paints from storage, with its timestamp, while the stored copy is younger than the ttl', async () => {
    localStorage.setItem('news:0', JSON.stringify({ data: ['stored'], at: NOW - 10_000 }));
    const fetch = vi.fn(async () => ['fresh']);
    const client = new QueryClient();
    expect(await client.ensureQueryData(options(fetch))).toEqual(['stored']);
    expect(client.getQueryState(['news', 0])?.dataUpdatedAt).toBe(NOW - 10_000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the server when the stored copy is older than the ttl, and stores the answer with its time', async () => {
    localStorage.setItem('news:0', JSON.stringify({ data: ['old'], at: NOW - TTL }));
    const client = new QueryClient();
    expect(await client.fetchQuery(options(async () => ['fresh']))).toEqual(['fresh']);
    expect(JSON.parse(localStorage.getItem('news:0')!)).toEqual({ data: ['fresh'], at: NOW });
  });

  it('treats unreadable storage as empty', async () => {
    localStorage.setItem('news:0', '{not json');
    const client = new QueryClient();
    expect(await client.fetchQuery(options(async () => ['fresh']))).toEqual(['fresh']);
  });
});
