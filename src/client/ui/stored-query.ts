import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

interface Stored<T> {
  data: T;
  at: number;
}

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

function write<T>(storageKey: string, data: T): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify({ data, at: Date.now() }));
  } catch {
    // A full or disabled storage only costs the cache.
  }
}

/**
 * A query kept in memory and in localStorage with its timestamp (docs/product/content.md, Cache lifetimes),
 * fresh for `ttlMs`: a reload within that time paints from storage without a request.
 */
export function useStoredQuery<T>(options: {
  queryKey: readonly unknown[];
  storageKey: string;
  ttlMs: number;
  fetch: (signal: AbortSignal) => Promise<T>;
  enabled?: boolean;
}) {
  const stored = useMemo(
    () => read<T>(options.storageKey, options.ttlMs),
    [options.storageKey, options.ttlMs],
  );
  return useQuery({
    queryKey: options.queryKey,
    queryFn: async ({ signal }) => {
      const data = await options.fetch(signal);
      write(options.storageKey, data);
      return data;
    },
    initialData: stored?.data,
    initialDataUpdatedAt: stored?.at,
    staleTime: options.ttlMs,
    enabled: options.enabled,
  });
}
