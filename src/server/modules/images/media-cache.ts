/** One stored file as /media serves it. */
export interface MediaFile {
  contentType: string;
  bytes: Buffer;
}

/**
 * The most recently served images, bounded by their total size: a hot image (the banner every page
 * shows) is answered from memory instead of PostgreSQL. Entries never go stale: an address names its
 * bytes by their hash, so the bytes behind it cannot change.
 */
export function createMediaCache(maxBytes: number, maxEntryBytes = Math.floor(maxBytes / 8)) {
  const entries = new Map<string, MediaFile>();
  let total = 0;
  return {
    get(key: string): MediaFile | undefined {
      const file = entries.get(key);
      if (file) {
        // Map keeps insertion order: moving the entry to the end marks it most recently used.
        entries.delete(key);
        entries.set(key, file);
      }
      return file;
    },
    set(key: string, file: MediaFile): void {
      if (file.bytes.length > maxEntryBytes || entries.has(key)) return;
      entries.set(key, file);
      total += file.bytes.length;
      for (const [oldest, old] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= old.bytes.length;
      }
    },
    get size() {
      return total;
    },
    get count() {
      return entries.size;
    },
  };
}
