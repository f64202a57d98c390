import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionCache } from '../../src/server/modules/accounts/session-cache.ts';
import { revokeSession } from '../../src/server/modules/accounts/session-repository.ts';
import { endAllSessions, endSession, sessionResolver } from '../../src/server/modules/accounts/sessions.ts';
import { hashToken } from '../../src/server/security/tokens.ts';
import { createSignedInUser } from '../support/factories.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The in-process session cache (modules/accounts/session-cache.ts) on real PostgreSQL, with an injected
 * clock: a revocation made here is seen at once, one made by another instance (written straight to the
 * database, as another process would) within SESSION_CACHE_MS.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('session cache', () => {
  it('a session revoked by another instance is refused within a second, not before', async () => {
    const time = clock();
    const sessions = sessionResolver(t.db, { now: time.now });
    const player = await createSignedInUser(t.db);
    try {
      expect(await sessions.resolve(player.token)).toMatchObject({ userNum: player.user.user_num });
      // Another instance signs the player out: only the database knows.
      await revokeSession(t.db, hashToken(player.token));
      time.advance(999);
      expect(await sessions.resolve(player.token)).toMatchObject({ userNum: player.user.user_num });
      time.advance(1);
      expect(await sessions.resolve(player.token)).toBeNull();
    } finally {
      sessions.close();
    }
  });

  it('a revocation made by this app is refused at once, with the clock standing still', async () => {
    const time = clock();
    const sessions = sessionResolver(t.db, { now: time.now });
    const signedOut = await createSignedInUser(t.db);
    const everywhere = await createSignedInUser(t.db);
    const bystander = await createSignedInUser(t.db);
    try {
      for (const p of [signedOut, everywhere, bystander])
        expect(await sessions.resolve(p.token)).not.toBeNull();
      await endSession(t.db, sessions, signedOut.token);
      await t.db.transaction().execute((trx) => endAllSessions(trx, sessions, everywhere.user.user_num));
      expect(await sessions.resolve(signedOut.token)).toBeNull();
      expect(await sessions.resolve(everywhere.token)).toBeNull();
      expect(await sessions.resolve(bystander.token)).toMatchObject({ userNum: bystander.user.user_num });
    } finally {
      sessions.close();
    }
  });

  it('a lookup that read the session before the revoking transaction committed is not kept', async () => {
    const time = clock();
    const sessions = sessionResolver(t.db, { now: time.now });
    const player = await createSignedInUser(t.db);
    try {
      await t.db.transaction().execute(async (trx) => {
        await endAllSessions(trx, sessions, player.user.user_num);
        // Not committed yet: the lookup still finds the session live, and must not remember it.
        expect(await sessions.resolve(player.token)).not.toBeNull();
      });
      expect(await sessions.resolve(player.token)).toBeNull();
    } finally {
      sessions.close();
    }
  });

  it('asks the database once per token and second, and never remembers a dead session', async () => {
    const time = clock();
    const asked: string[] = [];
    const live = new Set<string>();
    const sessions = createSessionCache(
      async (tokenHash) => {
        asked.push(tokenHash);
        return live.has(tokenHash) ? { userNum: 7, userId: 'someone', userType: 1 } : null;
      },
      { now: time.now, ttlMs: 1000 },
    );
    const byHash = (token: string) => sessions.resolve(token);
    try {
      // resolve() hashes the token; the lookup sees only hashes.
      const token = 'token-of-seven';
      live.add(hashToken(token));
      await Promise.all([byHash(token), byHash(token), byHash(token)]);
      await byHash(token);
      expect(asked).toHaveLength(1);
      time.advance(1000);
      await byHash(token);
      expect(asked).toHaveLength(2);
      expect(await byHash('dead-token')).toBeNull();
      expect(await byHash('dead-token')).toBeNull();
      expect(asked).toHaveLength(4);
    } finally {
      sessions.close();
    }
  });

  it('over HTTP: after sign-out the same token gets 401 on the very next request', async () => {
    const player = await createSignedInUser(t.db);
    const wallet = () => t.app.inject({ url: '/api/wallet', headers: player.auth });
    expect((await wallet()).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...AJAX, ...player.auth },
    });
    expect(out.statusCode).toBe(200);
    expect((await wallet()).statusCode).toBe(401);
  });
});
