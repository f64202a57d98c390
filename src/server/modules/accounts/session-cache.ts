import type { CacheBus, ForgottenKeys } from '../../db/cache-bus.ts';
import { hashToken } from '../../security/tokens.ts';
import type { SessionUser } from '../../session.ts';

/**
 * Signed-in requests remember their session lookup in this process, so a player's calls cost one database
 * read now and then instead of one each (docs/decisions/0076-sessions-kept-with-the-bus.md):
 * - with the app's cache bus hearing the other instances, for up to SESSION_CACHE_MS: every revocation (sign-
 *   out, password change, ban, an operator's sign-out or user type change, a command run beside the site)
 *   goes through a SessionCache or announceSessionsEnded, which tells every instance on the bus to forget at
 *   once, so only a change made outside the site (SQL by hand) waits that long;
 * - without a bus, or while it cannot hear (its connection is down), for up to UNSHARED_CACHE_MS: a
 *   revocation made elsewhere then works here for up to a second.
 * Each app owns one (`app.sessions`, app.ts): two apps in one process share nothing but what their buses carry.
 */
const SESSION_CACHE_MS = 30_000;
const UNSHARED_CACHE_MS = 1000;
const MAX_ENTRIES = 10_000;

/** A notice's key: a user's every session (`u<userNum>`) or one session (`t<tokenHash>`). */
const userKey = (userNum: number) => `u${userNum}`;
const tokenKey = (tokenHash: string) => `t${tokenHash}`;

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
  options: { ttlMs?: number; now?: () => number; bus?: CacheBus } = {},
): SessionCache {
  const { bus } = options;
  const now = options.now ?? Date.now;
  const ttlNow = () => options.ttlMs ?? (bus?.hearing() ? SESSION_CACHE_MS : UNSHARED_CACHE_MS);
  // The longest a lookup may be kept: how long a forgotten user's lookups are refused (see `forgotten`).
  const ttl = options.ttlMs ?? (bus ? SESSION_CACHE_MS : UNSHARED_CACHE_MS);
  const entries = new Map<string, Entry>();
  // Users whose sessions were revoked here within the last `ttl`: their lookups are not kept meanwhile, so a
  // lookup that read the session just before the revoking transaction committed cannot be cached after it.
  const forgotten = new Map<number, number>();

  // After notices may have been missed (the bus reconnected): nothing is kept until this time.
  let allForgottenUntil = 0;
  const recentlyForgotten = (userNum: number) =>
    allForgottenUntil > now() || (forgotten.get(userNum) ?? 0) > now();

  function forgetTokenHere(tokenHash: string) {
    entries.delete(tokenHash);
  }
  function forgetUserHere(userNum: number) {
    const at = now();
    forgotten.set(userNum, at + ttl);
    for (const [user, until] of forgotten) if (until <= at) forgotten.delete(user);
    // Lookups still in flight may be this user's: they are dropped too and asked again.
    for (const [tokenHash, entry] of entries) {
      if (entry.userNum === userNum || entry.userNum === null) entries.delete(tokenHash);
    }
  }
  function heard(keys: ForgottenKeys) {
    if (keys === 'all') {
      entries.clear();
      allForgottenUntil = now() + ttl;
      return;
    }
    for (const key of keys) {
      if (key.startsWith('t')) forgetTokenHere(key.slice(1));
      else if (key.startsWith('u')) forgetUserHere(Number(key.slice(1)));
    }
  }
  // The bus runs this for this app's own notices too (forgetKey clears here first, then tells the others).
  bus?.onKeys('session', heard);

  return {
    resolve(token) {
      const tokenHash = hashToken(token);
      const at = now();
      const hit = entries.get(tokenHash);
      if (hit && hit.until > at) return hit.user;
      if (hit) entries.delete(tokenHash);
      const entry: Entry = { user: lookup(tokenHash), userNum: null, until: at + ttlNow() };
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
      if (bus) bus.forgetKey('session', tokenKey(tokenHash));
      else forgetTokenHere(tokenHash);
    },
    forgetUser(userNum) {
      if (bus) bus.forgetKey('session', userKey(userNum));
      else forgetUserHere(userNum);
    },
    close() {
      entries.clear();
      forgotten.clear();
    },
  };
}

/**
 * For code that ends sessions without an app (a command run beside the site): once the revocation is
 * committed, every instance on the bus forgets those sessions.
 */
export function sessionNotices(ended: { userNum?: number; tokenHash?: string }): string[] {
  return [
    ...(ended.userNum !== undefined ? [userKey(ended.userNum)] : []),
    ...(ended.tokenHash !== undefined ? [tokenKey(ended.tokenHash)] : []),
  ];
}
