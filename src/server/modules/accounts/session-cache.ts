import { hashToken } from '../../security/tokens.ts';
import type { SessionUser } from '../../session.ts';

/**
 * Signed-in requests remember their session lookup for at most SESSION_CACHE_MS in this process, so a burst
 * of calls costs one database read instead of one each. What that allows, and no more: a session revoked by
 * another instance (sign-out, password change, ban) still works here for up to that long; one revoked by
 * this app is forgotten at once (every revocation goes through sessions.ts with the app's cache).
 * Each app owns one (`app.sessions`, app.ts): two apps in one process share nothing.
 */
const SESSION_CACHE_MS = 1000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: Promise<SessionUser | null>;
  /** Known once the lookup answered; null while it is in flight. */
  userNum: number | null;
  until: number;
}

export interface SessionCache {
  resolve(token: string): Promise<SessionUser | null>;
  forgetToken(tokenHash: string): void;
  forgetUser(userNum: number): void;
  /** Forgets everything (the app closed). */
  close(): void;
}

/**
 * A cache in front of `lookup` (a session's user by token hash, null when not live). Only live sessions are
 * kept; a lookup in flight is shared by the requests that ask meanwhile. `now` is injectable for tests.
 */
export function createSessionCache(
  lookup: (tokenHash: string) => Promise<SessionUser | null>,
  options: { ttlMs?: number; now?: () => number } = {},
): SessionCache {
  const ttl = options.ttlMs ?? SESSION_CACHE_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // Users whose sessions were revoked here within the last `ttl`: their lookups are not kept meanwhile, so a
  // lookup that read the session just before the revoking transaction committed cannot be cached after it.
  const forgotten = new Map<number, number>();

  const recentlyForgotten = (userNum: number) => (forgotten.get(userNum) ?? 0) > now();

  return {
    resolve(token) {
      const tokenHash = hashToken(token);
      const at = now();
      const hit = entries.get(tokenHash);
      if (hit && hit.until > at) return hit.user;
      if (hit) entries.delete(tokenHash);
      const entry: Entry = { user: lookup(tokenHash), userNum: null, until: at + ttl };
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(tokenHash, entry);
      entry.user.then(
        (user) => {
          if (entries.get(tokenHash) !== entry) return;
          if (!user || recentlyForgotten(user.userNum)) entries.delete(tokenHash);
          else entry.userNum = user.userNum;
        },
        () => {
          if (entries.get(tokenHash) === entry) entries.delete(tokenHash);
        },
      );
      return entry.user;
    },
    forgetToken(tokenHash) {
      entries.delete(tokenHash);
    },
    forgetUser(userNum) {
      const at = now();
      forgotten.set(userNum, at + ttl);
      for (const [user, until] of forgotten) if (until <= at) forgotten.delete(user);
      // Lookups still in flight may be this user's: they are dropped too and asked again.
      for (const [tokenHash, entry] of entries) {
        if (entry.userNum === userNum || entry.userNum === null) entries.delete(tokenHash);
      }
    },
    close() {
      entries.clear();
      forgotten.clear();
    },
  };
}
