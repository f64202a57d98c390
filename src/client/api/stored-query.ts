import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { type Stored, writeStored } from './stored-write.ts';

function read<T>(storageKey: string, ttlMs: number): Stored<T> | undefined {
  try {
    const raw = localStorage.getItem(storageKey);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Stored<T>;
    return typeof parsed?.at === 'number' && Date.now() - parsed.at < ttlMs ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Query options for a resource kept in memory and in localStorage with its timestamp (docs/product/content.md,
 * Cache lifetimes), fresh for `ttlMs`: a reload within that time paints from
 * storage without a request. The only place the client keeps query results in storage (news, downloads,
 * banners). Storage is read once, when the query first enters the cache.
 */
export function storedQueryOptions<T, K extends QueryKey>(options: {
  queryKey: K;
  storageKey: string;
  ttlMs: number;
  fetch: (signal: AbortSignal) => Promise<T>;
}) {
  const { queryKey, storageKey, ttlMs, fetch } = options;
  let stored: Stored<T> | undefined;
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const data = await fetch(signal);
      writeStored(storageKey, data);
      return data;
    },
    initialData: () => {
      stored = read<T>(storageKey, ttlMs);
      return stored?.data as Exclude<T, undefined> | undefined;
    },
    initialDataUpdatedAt: () => stored?.at,
    staleTime: ttlMs,
    meta: { storageKey },
  });
}
