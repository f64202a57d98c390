/** A resource as api/stored-query.ts keeps it in localStorage: the data and when it was loaded. */
export interface Stored<T> {
  data: T;
  at: number;
}

/**
 * Keeps `data`, loaded at `at`, in storage. Also called for data a server-rendered page arrived with
 * (main.tsx; the key travels in the query's meta), so a reload still paints from storage.
 */
export function writeStored<T>(storageKey: string, data: T, at = Date.now()): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify({ data, at }));
  } catch {
    // A full or disabled storage only costs the cache.
  }
}
