import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CacheBus, localCacheBus } from '../../src/server/db/cache-bus.ts';
import { revokeSession } from '../../src/server/modules/accounts/session-repository.ts';
import { endAllSessions, sessionResolver } from '../../src/server/modules/accounts/sessions.ts';
import { hashToken } from '../../src/server/security/tokens.ts';
import { createSignedInUser } from '../support/factories.ts';
import { twoInstances } from '../support/instances.ts';
import { AJAX, type TestApp } from '../support/test-app.ts';
import type { TestDatabase } from '../support/test-db.ts';

/**
 * Sessions kept longer while the cache bus carries revocations (docs/decisions/0076-sessions-kept-with-the-bus.md):
 * a sign-out, a ban or a command's revocation on one instance is refused on every other as soon as the
 * notice arrives; without a bus that hears, a lookup is kept a second at most.
 */
let database: TestDatabase;
let a: TestApp;
let b: TestApp;

let instances: Awaited<ReturnType<typeof twoInstances>>;

beforeAll(async () => {
  instances = await twoInstances();
  ({ database, a, b } = instances);
});
afterAll(() => instances.close());

/** Settles when instance `t` has heard a session notice naming `key` (u<userNum> or t<tokenHash>). */
function heard(t: TestApp, key: string): Promise<void> {
  return new Promise((resolve) =>
    t.app.cacheBus.onKeys('session', (keys) => {
      if (keys === 'all' || keys.includes(key)) resolve();
    }),
  );
}

const wallet = (t: TestApp, auth: Record<string, string>) =>
  t.app.inject({ url: '/api/wallet', headers: auth }).then((res) => res.statusCode);

describe('sessions on two instances', () => {
  it('a sign-out on one instance is refused on the other once the notice arrives', async () => {
    const player = await createSignedInUser(database.db);
    expect(await wallet(b, player.auth)).toBe(200); // kept by b
    const notice = heard(b, `t${hashToken(player.token)}`);
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...AJAX, ...player.auth },
    });
    expect(out.statusCode).toBe(200);
    await notice;
    expect(await wallet(b, player.auth)).toBe(401);
  });

  it('a command beside the site ends a user’s sessions on every instance when it commits', async () => {
    const player = await createSignedInUser(database.db);
    expect([await wallet(a, player.auth), await wallet(b, player.auth)]).toEqual([200, 200]);
    const notices = [heard(a, `u${player.user.user_num}`), heard(b, `u${player.user.user_num}`)];
    // As `npm run admin -- reset-2fa` does: no app, its own transaction.
    await database.db.transaction().execute((trx) => endAllSessions(trx, null, player.user.user_num));
    await Promise.all(notices);
    expect([await wallet(a, player.auth), await wallet(b, player.auth)]).toEqual([401, 401]);
  });

  it('keeps a session past a second while the bus hears, and forgets it on a notice', async () => {
    let at = 1_000_000;
    const bus = localCacheBus();
    const sessions = sessionResolver(database.db, { now: () => at, bus });
    const player = await createSignedInUser(database.db);
    try {
      expect(await sessions.resolve(player.token)).toMatchObject({ userNum: player.user.user_num });
      // Revoked in the database only (a hand edit): the lookup is still kept 29 s later.
      await revokeSession(database.db, hashToken(player.token));
      at += 29_000;
      expect(await sessions.resolve(player.token)).toMatchObject({ userNum: player.user.user_num });
      // Any instance's notice about the user ends it here at once.
      bus.forgetKey('session', `u${player.user.user_num}`);
      expect(await sessions.resolve(player.token)).toBeNull();
    } finally {
      sessions.close();
    }
  });

  it('keeps a lookup a second at most while the bus cannot hear the other instances', async () => {
    let at = 1_000_000;
    const deaf: CacheBus = { ...localCacheBus(), hearing: () => false };
    const sessions = sessionResolver(database.db, { now: () => at, bus: deaf });
    const player = await createSignedInUser(database.db);
    try {
      expect(await sessions.resolve(player.token)).toMatchObject({ userNum: player.user.user_num });
      await revokeSession(database.db, hashToken(player.token));
      at += 999;
      expect(await sessions.resolve(player.token)).toMatchObject({ userNum: player.user.user_num });
      at += 1;
      expect(await sessions.resolve(player.token)).toBeNull();
    } finally {
      sessions.close();
    }
  });
});
