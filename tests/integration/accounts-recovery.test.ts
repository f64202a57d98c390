import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#shared/contracts/accounts.ts';
import { MESSAGES } from '#shared/messages.ts';
import { get, nextIp, post, registration } from '../support/accounts.ts';
import { createSignedInUser, createUser } from '../support/factories.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ mail });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const findId = (findIDEmail: unknown, ip = nextIp()) => post(t.app, 'findUserID', { findIDEmail }, { ip });
const findPw = (findPWID: unknown, findPWEmail: unknown, ip = nextIp()) =>
  post(t.app, 'findPassword', { findPWID, findPWEmail }, { ip });
const signIn = async (userId: string, password: string) =>
  (await post(t.app, 'processlogin', { UserID: userId, UserPass: password }, { ip: nextIp() })).json().data;

async function resetToken(user: { user_id: string; email: string }): Promise<string> {
  await findPw(user.user_id, user.email);
  return mail.token(await mail.last(user.email, /new password/), 'reset-password');
}

describe('POST /api/findUserID', () => {
  it('mails every user id registered to the address, and never a password', async () => {
    const email = `family${Date.now()}@example.com`;
    const a = await createUser(t.db, { email });
    const b = await createUser(t.db, { email: email.toUpperCase() });
    const res = await findId(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.findIdSent });
    const letter = await mail.last(email, /your User ID/);
    expect(letter.text).toContain(a.user_id);
    expect(letter.text).toContain(b.user_id);
    expect(letter.text).not.toContain(a.password);
    expect(letter.text).not.toMatch(/argon2/);
  });

  it('writes to the address as stored, not as typed (a look-alike that lowercases the same)', async () => {
    const stored = `kimkel${Date.now()}@example.com`;
    const user = await createUser(t.db, { email: stored });
    const typed = `\u212A${stored.slice(1)}`; // KELVIN SIGN, which lowercases to "k"
    expect((await findId(typed)).statusCode).toBe(200);
    const letter = await mail.last(stored, /your User ID/);
    expect(letter.text).toContain(user.user_id);
    // The catcher compares addresses lowercased, so check the raw header: it must hold no Kelvin sign.
    expect(letter.to).toContain(stored);
    expect(letter.to).not.toContain('\u212A');
  });

  it('answers an unknown address exactly the same, and sends nothing', async () => {
    const known = await createUser(t.db);
    const hit = await findId(known.email);
    const miss = await findId('nobody-at-all@example.com');
    expect(miss.statusCode).toBe(hit.statusCode);
    expect(miss.body).toBe(hit.body);
    expect(await mail.to('nobody-at-all@example.com')).toEqual([]);
  });

  it("uses the spec's messages", async () => {
    expect((await findId('')).json().errors.findIDEmail).toBe(M.findIdEmailRequired);
    expect((await post(t.app, 'findUserID', {})).json().errors.findIDEmail).toBe(M.findIdEmailRequired);
    expect((await findId('not an email')).json().errors.findIDEmail).toBe(M.emailInvalid);
  });

  it('limits requests per address (429); per e-mail address it only limits mails (accounts-lockout)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) await findId(`spray${i}@example.com`, ip);
    const res = await findId('another@example.com', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MESSAGES.tooManyRequests);
    for (let i = 0; i < 6; i++) expect((await findId('limited@example.com')).statusCode).toBe(200);
  });
});

describe('POST /api/findPassword and the reset link', () => {
  it('mails a single-use link that sets a new password and signs out every session', async () => {
    const { user, token } = await createSignedInUser(t.db);
    const res = await findPw(user.user_id, user.email);
    expect(res.json()).toEqual({ message: M.findPwSent });
    const letter = await mail.last(user.email, /new password/);
    expect(letter.text).toMatch(/30 minutes/);
    expect(letter.text).not.toContain(user.password);
    const link = mail.token(letter, 'reset-password');
    const done = await post(t.app, 'reset-password', { token: link, newPassword: 'Fresh-Start-2026' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: M.resetDone });
    expect((await get(t.app, 'me', { token })).statusCode).toBe(401);
    expect((await signIn(user.user_id, user.password)).status).toBe(2);
    expect((await signIn(user.user_id, 'Fresh-Start-2026')).status).toBe(1);
    const again = await post(t.app, 'reset-password', { token: link, newPassword: 'Second-Try-2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.resetLinkInvalid);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_num', '=', user.user_num)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('is valid for 30 minutes only', async () => {
    const user = await createUser(t.db);
    const link = await resetToken(user);
    const row = await t.db
      .selectFrom('account_tokens')
      .select(['created_at', 'expires_at'])
      .where('user_num', '=', user.user_num)
      .where('purpose', '=', 'reset')
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(29 * 60_000);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(30 * 60_000 + 5000);
    await t.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_num', '=', user.user_num)
      .execute();
    expect(
      (await post(t.app, 'reset-password', { token: link, newPassword: 'Fresh-Start-2026' })).statusCode,
    ).toBe(400);
  });

  it('keeps the link usable when the new password is refused (64+ characters, common, short)', async () => {
    const user = await createUser(t.db);
    const link = await resetToken(user);
    const long = await post(t.app, 'reset-password', { token: link, newPassword: 'R'.repeat(64) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.newPassword).toBe(M.passwordTooLong);
    expect(
      (await post(t.app, 'reset-password', { token: link, newPassword: 'qwertyuiop' })).json().message,
    ).toBe(M.passwordCommon);
    expect(
      (await post(t.app, 'reset-password', { token: link, newPassword: 'short' })).json().errors.newPassword,
    ).toBe(M.passwordTooShort);
    expect(
      (await post(t.app, 'reset-password', { token: link, newPassword: 'Fresh-Start-2026' })).statusCode,
    ).toBe(200);
  });

  it('a newer link does not void an older one (a stranger cannot kill the link the owner is using); using one voids all', async () => {
    const user = await createUser(t.db);
    const owners = await resetToken(user);
    const strangers = await resetToken(user); // anyone who knows the id and address can ask
    expect(owners).not.toBe(strangers);
    expect(
      (await post(t.app, 'reset-password', { token: owners, newPassword: 'Fresh-Start-2026' })).statusCode,
    ).toBe(200);
    expect(
      (await post(t.app, 'reset-password', { token: strangers, newPassword: 'Other-Start-2026' })).json(),
    ).toMatchObject({ message: M.resetLinkInvalid });
  });

  it('answers the same and sends nothing when the id and address do not match, or the id is unknown', async () => {
    const user = await createUser(t.db);
    const hit = await findPw(user.user_id, user.email);
    const wrongMail = await findPw(user.user_id, 'someone-else@example.com');
    const unknown = await findPw('no_such_player', 'someone-else@example.com');
    for (const res of [wrongMail, unknown]) {
      expect(res.statusCode).toBe(hit.statusCode);
      expect(res.body).toBe(hit.body);
    }
    expect(await mail.to('someone-else@example.com')).toEqual([]);
  });

  it("uses the spec's messages", async () => {
    const empty = (await findPw('', '')).json().errors;
    expect(empty).toMatchObject({ findPWID: M.findPwIdRequired, findPWEmail: M.findPwEmailRequired });
    expect((await findPw('someone', 'bad-format')).json().errors.findPWEmail).toBe(M.emailInvalid);
  });

  it('rejects made-up links', async () => {
    const res = await post(t.app, 'reset-password', {
      token: 'z'.repeat(43),
      newPassword: 'Fresh-Start-2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.resetLinkInvalid);
  });

  it('never answers 429 for a user id a stranger keeps asking about', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await findPw('target_player', `x${i}@example.com`)).statusCode).toBe(200);
    }
  });
});

describe('links in mail', () => {
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
  const inject = (app: TestApp['app'], url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { ...forged, 'x-requested-with': 'XMLHttpRequest' },
      payload,
      remoteAddress: '127.0.0.1',
    });

  it('come from PUBLIC_URL, never from a forged Host or X-Forwarded-Host (behind a trusted proxy)', async () => {
    const site = await createTestApp({
      mail,
      config: { PUBLIC_URL: 'https://ran.example.com/', TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const user = await createUser(site.db);
      expect(
        (await inject(site.app, 'findPassword', { findPWID: user.user_id, findPWEmail: user.email }))
          .statusCode,
      ).toBe(200);
      const reset = await mail.last(user.email, /new password/);
      expect(reset.text).toMatch(/https:\/\/ran\.example\.com\/reset-password\?token=[\w-]{40,}/);
      expect(reset.text).not.toContain('evil.example');

      const form = registration();
      expect((await inject(site.app, 'register', form)).statusCode).toBe(200);
      const verify = await mail.last(form.userEmail, /verify your e-mail/);
      expect(verify.text).toMatch(/https:\/\/ran\.example\.com\/verify-email\?token=[\w-]{40,}/);
      expect(verify.text).not.toContain('evil.example');
    } finally {
      await site.close();
    }
  });

  it('default to http://localhost:PORT without PUBLIC_URL (development), whatever the Host says', async () => {
    const site = await createTestApp({ mail, config: { PORT: '3456' } });
    try {
      const user = await createUser(site.db);
      await inject(site.app, 'findPassword', { findPWID: user.user_id, findPWEmail: user.email });
      const reset = await mail.last(user.email, /new password/);
      expect(reset.text).toMatch(/http:\/\/localhost:3456\/reset-password\?token=/);
      expect(reset.text).not.toContain('evil.example');
    } finally {
      await site.close();
    }
  });
});
