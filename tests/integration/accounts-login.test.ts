import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#shared/contracts/accounts.ts';
import { MESSAGES } from '#shared/messages.ts';
import {
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
} from '../../src/server/modules/accounts/sessions.ts';
import { RATE_RULES } from '../../src/server/rate-rules.ts';
import { get, nextIp, post } from '../support/accounts.ts';
import { createSignedInUser, createUser } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Sign-in tries per account per 15 minutes from browsers and addresses it never signed in from. */
const SHARED_TRIES = RATE_RULES.loginAccount.limit;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (UserID: unknown, UserPass: unknown, ip = nextIp()) =>
  post(t.app, 'processlogin', { UserID, UserPass }, { ip });

function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : [String(raw)];
  const found = all.find((c: string) => c.startsWith('ran_session='));
  if (!found) throw new Error('no session cookie');
  return found;
}

describe('POST /api/processlogin', () => {
  it('signs a player in: data { user, token, message, status 1 } and an HttpOnly SameSite=Lax cookie', async () => {
    const user = await createUser(t.db, { userPoint: 150, userPoint2: 20 });
    await t.db
      .insertInto('characters')
      .values({
        user_num: user.user_num,
        cha_name: `Hero${user.user_num}`,
        cha_level: 42,
        cha_class: 1,
        cha_school: 2,
      })
      .execute();
    const res = await login(user.user_id, user.password);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 1, message: M.loginOk, token: expect.any(String) });
    expect(data.user).toMatchObject({
      UserNum: user.user_num,
      UserID: user.user_id,
      UserType: 1,
      UserPoint: 150,
      UserPoint2: 20,
      UserEmail: user.email,
      NameFirst: 'Test',
      NameLast: 'Player',
      PhoneNumber: '',
      email_verified_at: expect.any(String),
      characters: [
        {
          ChaName: `Hero${user.user_num}`,
          ChaLevel: 42,
          ChaClass: 1,
          ChaSchool: 2,
          ChaReborn: 0,
          GuildName: null,
          ChaOnline: false,
          ChaNum: expect.any(Number),
        },
      ],
    });
    expect(JSON.stringify(data)).not.toMatch(/argon2|password_hash|secret_answer/i);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).toContain(`ran_session=${data.token}`);
  });

  it('over https (PUBLIC_URL) names the cookies __Host- and marks them Secure; reads only that name', async () => {
    const prod = await createTestApp({
      config: { NODE_ENV: 'production', PUBLIC_URL: 'https://ran.example.com' },
    });
    try {
      const user = await createUser(prod.db);
      const res = await post(prod.app, 'processlogin', { UserID: user.user_id, UserPass: user.password });
      const cookies = [res.headers['set-cookie']].flat().map(String);
      const session = cookies.find((c) => c.startsWith('__Host-ran_session='));
      const device = cookies.find((c) => c.startsWith('__Host-ran_device='));
      for (const cookie of [session, device]) {
        expect(cookie).toMatch(/; Secure/);
        expect(cookie).toMatch(/; Path=\//);
        expect(cookie).toMatch(/HttpOnly/);
        expect(cookie).not.toMatch(/Domain=/i);
      }
      expect(cookies.some((c) => c.startsWith('ran_session='))).toBe(false);
      const token = res.json().data.token;
      expect((await get(prod.app, 'me', { cookie: `__Host-ran_session=${token}` })).statusCode).toBe(200);
      // A plain-named cookie could have been planted by a sibling subdomain: not a session here.
      expect((await get(prod.app, 'me', { cookie: `ran_session=${token}` })).statusCode).toBe(401);
      const out = await post(prod.app, 'logout', undefined, { cookie: `__Host-ran_session=${token}` });
      expect([out.headers['set-cookie']].flat().join('\n')).toMatch(/__Host-ran_session=;.*Secure/);
    } finally {
      await prod.close();
    }
  });

  it('over plain http (local development) keeps plain cookie names without Secure', async () => {
    const dev = await createTestApp({ config: { PUBLIC_URL: 'http://localhost:3000' } });
    try {
      const user = await createUser(dev.db);
      const res = await post(dev.app, 'processlogin', { UserID: user.user_id, UserPass: user.password });
      const cookie = sessionCookie(res);
      expect(cookie).not.toMatch(/Secure/);
      expect(
        [res.headers['set-cookie']]
          .flat()
          .map(String)
          .some((c) => c.startsWith('__Host-')),
      ).toBe(false);
      expect((await get(dev.app, 'me', { cookie: `ran_session=${res.json().data.token}` })).statusCode).toBe(
        200,
      );
    } finally {
      await dev.close();
    }
  });

  it('answers an admin with status = user type (>= 11)', async () => {
    const admin = await createUser(t.db, { userType: 30 });
    expect((await login(admin.user_id, admin.password)).json().data.status).toBe(30);
  });

  it('answers an unverified player with status 0', async () => {
    const user = await createUser(t.db, { verified: false });
    expect((await login(user.user_id, user.password)).json().data).toMatchObject({
      status: 0,
      user: { email_verified_at: null },
    });
  });

  it('accepts the user id in any case and trims it', async () => {
    const user = await createUser(t.db);
    expect((await login(`  ${user.user_id.toUpperCase()} `, user.password)).json().data.status).toBe(1);
  });

  it("uses the spec's messages for empty fields (after trimming)", async () => {
    const res = await login('   ', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ UserID: M.usernameRequired, UserPass: M.passwordRequired });
    expect((await post(t.app, 'processlogin', {})).json().errors).toMatchObject({
      UserID: M.usernameRequired,
      UserPass: M.passwordRequired,
    });
  });

  it('answers a wrong password and a missing user id identically (status, body), with no session', async () => {
    const user = await createUser(t.db);
    const wrong = await login(user.user_id, 'Not-The-Password-1');
    const missing = await login('nobody_here', 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(wrong.json()).toEqual(missing.json());
    expect(wrong.json()).toEqual({ data: { user: null, token: null, message: M.loginFailed, status: 2 } });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a blocked account (status 3, no token); a wrong password still looks like any other failure', async () => {
    const user = await createUser(t.db, { blocked: true });
    expect((await login(user.user_id, user.password)).json().data).toEqual({
      user: null,
      token: null,
      message: M.loginBlocked,
      status: 3,
    });
    expect((await login(user.user_id, 'Wrong-Password-9')).json().data.status).toBe(2);
  });

  it('treats a 64+ character password as just a wrong password (never truncated to match)', async () => {
    const user = await createUser(t.db, { password: 'Twenty-Chars-Exact!!' });
    expect((await login(user.user_id, `Twenty-Chars-Exact!!${'x'.repeat(44)}`)).json().data.status).toBe(2);
    expect((await login(user.user_id, 'Twenty-Chars-Exact!!')).json().data.status).toBe(1);
  });

  it('stops brute force on one account: the try past the shared limit from unknown browsers and addresses gets 429', {
    timeout: 300_000,
  }, async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < SHARED_TRIES; i++)
      expect((await login(user.user_id, `Wrong-${i}-password`)).statusCode).toBe(200);
    const res = await login(user.user_id, user.password);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MESSAGES.tooManyRequests);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The same limit applies to a user id that does not exist (no difference to observe).
    for (let i = 0; i < SHARED_TRIES; i++) await login('ghost_account', `Wrong-${i}-password`);
    expect((await login('ghost_account', 'x')).statusCode).toBe(429);
  });

  // 61 sign-ins at production argon2 cost: minutes, not 30 s, on a busy 2-core machine.
  it('stops one address trying many accounts (60 tries per 15 minutes)', { timeout: 300_000 }, async () => {
    const ip = nextIp();
    for (let i = 0; i < 60; i++) await login(`spray${i}`, 'Wrong-password-1', ip);
    expect((await login('spray_last', 'Wrong-password-1', ip)).statusCode).toBe(429);
  });

  it('forgets failed tries after a successful sign-in', { timeout: 300_000 }, async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < SHARED_TRIES - 1; i++) await login(user.user_id, `Wrong-${i}-password`);
    expect((await login(user.user_id, user.password)).json().data.status).toBe(1);
    for (let i = 0; i < SHARED_TRIES - 1; i++) await login(user.user_id, `Wrong-${i}-password`);
    expect((await login(user.user_id, user.password)).statusCode).toBe(200);
  });

  it('gives a new token at each sign-in and ends the session the browser still carried', async () => {
    const user = await createUser(t.db);
    const first = (await login(user.user_id, user.password)).json().data.token;
    const res = await post(
      t.app,
      'processlogin',
      { UserID: user.user_id, UserPass: user.password },
      { cookie: `ran_session=${first}` },
    );
    const second = res.json().data.token;
    expect(second).not.toBe(first);
    expect((await get(t.app, 'me', { token: first })).statusCode).toBe(401);
    expect((await get(t.app, 'me', { token: second })).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/me answers the signed-in player by bearer token or by cookie, else 401', async () => {
    const { user, token } = await createSignedInUser(t.db, { userPoint: 5 });
    expect((await get(t.app, 'me', { token })).json().user).toMatchObject({
      UserID: user.user_id,
      UserPoint: 5,
      characters: [],
    });
    expect((await get(t.app, 'me', { cookie: `ran_session=${token}` })).statusCode).toBe(200);
    const anonymous = await get(t.app, 'me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MESSAGES.unauthenticated);
  });

  it('POST /api/logout revokes the session: the token then gets 401 "Session expired"', async () => {
    const { token } = await createSignedInUser(t.db);
    const res = await post(t.app, 'logout', undefined, { cookie: `ran_session=${token}` });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).toMatch(/ran_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await get(t.app, 'me', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MESSAGES.sessionExpired);
    const bearer = await createSignedInUser(t.db);
    await post(t.app, 'logout', undefined, { token: bearer.token });
    expect((await get(t.app, 'me', { token: bearer.token })).statusCode).toBe(401);
  });

  it('logout without a session still answers (fire and forget)', async () => {
    expect((await post(t.app, 'logout')).statusCode).toBe(200);
  });

  it('expires a session idle for longer than the idle limit', async () => {
    const { token, user } = await createSignedInUser(t.db);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - (SESSION_IDLE_SECONDS + 60) * 1000) })
      .where('user_num', '=', user.user_num)
      .execute();
    const res = await get(t.app, 'me', { token });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.sessionExpired);
  });

  it('expires a session past its absolute lifetime even while in use', async () => {
    const { token, user } = await createSignedInUser(t.db);
    expect(SESSION_ABSOLUTE_SECONDS).toBeGreaterThan(SESSION_IDLE_SECONDS);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_num', '=', user.user_num)
      .execute();
    expect((await get(t.app, 'me', { token })).statusCode).toBe(401);
  });

  it('slides the idle window with use', async () => {
    const { token, user } = await createSignedInUser(t.db);
    const old = new Date(Date.now() - 60 * 60 * 1000);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: old })
      .where('user_num', '=', user.user_num)
      .execute();
    expect((await get(t.app, 'me', { token })).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('user_num', '=', user.user_num)
      .executeTakeFirstOrThrow();
    expect(row.last_seen_at.getTime()).toBeGreaterThan(old.getTime() + 30 * 60 * 1000);
  });

  it('writes the idle clock at most once a minute, so reads stay reads', async () => {
    const { token, user } = await createSignedInUser(t.db);
    const recent = new Date(Date.now() - 10 * 1000);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: recent })
      .where('user_num', '=', user.user_num)
      .execute();
    expect((await get(t.app, 'me', { token })).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('user_num', '=', user.user_num)
      .executeTakeFirstOrThrow();
    expect(row.last_seen_at.getTime()).toBe(recent.getTime());
  });

  it('ends the sessions of an account that gets blocked', async () => {
    const { token, user } = await createSignedInUser(t.db);
    await t.db
      .updateTable('users')
      .set({ blocked_at: new Date() })
      .where('user_num', '=', user.user_num)
      .execute();
    expect((await get(t.app, 'me', { token })).statusCode).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const { token, user } = await createSignedInUser(t.db);
    const rows = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_num', '=', user.user_num)
      .execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });
});
