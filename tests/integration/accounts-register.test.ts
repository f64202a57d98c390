import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#shared/contracts/accounts.ts';
import { get, nextIp, post, registration } from '../support/accounts.ts';
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

const register = (payload: object, ip = nextIp()) => post(t.app, 'register', payload, { ip });
const userRow = (userId: string) =>
  t.db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();

describe('POST /api/register', () => {
  it('registers a player, answers { message, status: 1, error: [] } and mails a verification link', async () => {
    const payload = registration();
    const res = await register(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.registered, status: 1, error: [] });
    const row = await userRow(payload.userId);
    expect(row).toMatchObject({
      email: payload.userEmail,
      name_first: 'Maria',
      gender: 'Female',
      country: 'PH',
    });
    expect(row?.email_verified_at).toBeNull();
    const letter = await mail.last(payload.userEmail, /verify your e-mail/);
    expect(letter.text).toContain(payload.userId);
    expect(mail.token(letter, 'verify-email')).toMatch(/^[\w-]{40,}$/);
  });

  it('stores the password and the secret answer only as argon2id hashes', async () => {
    const payload = registration();
    await register(payload);
    const row = await userRow(payload.userId);
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.secret_answer_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const everything = JSON.stringify(row);
    expect(everything).not.toContain(payload.userPassword);
    expect(everything.toLowerCase()).not.toContain('bantay');
  });

  it("uses the spec's messages for missing fields, each listed for the form", async () => {
    const res = await register({ agreeTerms: true, country: 'PH', secretQuestion: 1, secretAnswer: 'x' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe(0);
    expect(body.error).toEqual(
      expect.arrayContaining([M.usernameRequired, M.passwordRequired, M.confirmRequired, M.emailRequired]),
    );
    expect(body.errors).toMatchObject({
      userId: M.usernameRequired,
      userPassword: M.passwordRequired,
      userPasswordConfirm: M.confirmRequired,
      userEmail: M.emailRequired,
    });
    const blanks = await register(
      registration({ userId: '   ', userEmail: '', userPassword: '', userPasswordConfirm: '' }),
    );
    expect(blanks.json().errors).toMatchObject({
      userId: M.usernameRequired,
      userEmail: M.emailRequired,
      userPassword: M.passwordRequired,
      userPasswordConfirm: M.confirmRequired,
    });
  });

  it('checks the rest on the server: e-mail, user id, match, terms, question, gender, country, lengths', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ userEmail: 'not-an-email' }, 'userEmail', M.emailInvalid],
      [{ userEmail: `${'a'.repeat(55)}@example.com` }, 'userEmail', M.emailTooLong],
      [{ userId: 'bad id!' }, 'userId', M.userIdChars],
      [{ userId: 'abc' }, 'userId', M.userIdLength],
      [{ userId: 'a'.repeat(21) }, 'userId', M.userIdLength],
      [{ userPasswordConfirm: 'Something-else-1' }, 'userPasswordConfirm', M.passwordsDiffer],
      [{ agreeTerms: false }, 'agreeTerms', M.termsRequired],
      [{ secretQuestion: 7 }, 'secretQuestion', M.questionInvalid],
      [{ secretQuestion: 0 }, 'secretQuestion', M.questionInvalid],
      [{ secretAnswer: '' }, 'secretAnswer', M.answerRequired],
      [{ gender: 'Other' }, 'gender', M.genderInvalid],
      [{ country: 'XX' }, 'country', M.countryInvalid],
      [{ userFirstName: 'n'.repeat(31) }, 'userFirstName', M.nameTooLong],
    ];
    for (const [override, field, message] of cases) {
      const res = await register(registration(override));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], JSON.stringify(override)).toBe(message);
      expect(res.json().error).toContain(message);
    }
  });

  it('enforces password strength: at least 8, at most 20 (64+ rejected, never truncated), not common', async () => {
    const short = await register(registration({ userPassword: 'Ab1-xyz', userPasswordConfirm: 'Ab1-xyz' }));
    expect(short.json().errors.userPassword).toBe(M.passwordTooShort);
    const long = 'Long-Password-'.repeat(5).slice(0, 64);
    const payload = registration({ userPassword: long, userPasswordConfirm: long });
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.userPassword).toBe(M.passwordTooLong);
    expect(res.json().message).toMatch(/at most 20 characters.*not cut short/);
    expect(await userRow(payload.userId)).toBeUndefined();
    const common = await register(
      registration({ userPassword: 'Password123', userPasswordConfirm: 'Password123' }),
    );
    expect(common.json().errors.userPassword).toBe(M.passwordCommon);
  });

  it('refuses a taken user id, whatever its case', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(200);
    const again = await register(registration({ userId: first.userId.toUpperCase() }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'invalid_input',
      status: 0,
      error: [M.userIdTaken],
      errors: { userId: M.userIdTaken },
    });
  });

  it('accepts the form encodings of the classic panel (strings for numbers and the checkbox)', async () => {
    const res = await register(registration({ secretQuestion: '3', agreeTerms: 'on' }));
    expect(res.json()).toMatchObject({ status: 1 });
  });

  it('limits registrations per address (429 with the spec message)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) await register(registration({ userId: `ab${i}` }), ip);
    const res = await register(registration(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many Requests! try again later');
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('e-mail verification', () => {
  async function registerAndSignIn() {
    const payload = registration();
    await register(payload);
    const login = await post(
      t.app,
      'processlogin',
      { UserID: payload.userId, UserPass: payload.userPassword },
      { ip: nextIp() },
    );
    return { payload, login: login.json().data };
  }

  it('lets an unverified player sign in (status 0) and verifies through the mailed link once', async () => {
    const { payload, login } = await registerAndSignIn();
    expect(login.status).toBe(0);
    expect(login.user.email_verified_at).toBeNull();
    const token = mail.token(await mail.last(payload.userEmail, /verify/), 'verify-email');
    const res = await post(t.app, 'verify-email', { token });
    expect(res.json()).toEqual({ message: M.verified });
    expect((await userRow(payload.userId))?.email_verified_at).toBeInstanceOf(Date);
    const me = await get(t.app, 'me', { token: login.token });
    expect(me.json().user.email_verified_at).toEqual(expect.any(String));
    const reuse = await post(t.app, 'verify-email', { token });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(M.verifyLinkInvalid);
    const next = await post(
      t.app,
      'processlogin',
      { UserID: payload.userId, UserPass: payload.userPassword },
      { ip: nextIp() },
    );
    expect(next.json().data.status).toBe(1);
  });

  it('resends a new link on request (the old one stops working) and is rate limited', async () => {
    const { payload, login } = await registerAndSignIn();
    const first = mail.token(await mail.last(payload.userEmail, /verify/), 'verify-email');
    const res = await post(t.app, 'resend-verification', undefined, { token: login.token });
    expect(res.json()).toEqual({ message: M.verificationSent });
    const letters = (await mail.to(payload.userEmail)).filter((m) => /verify/.test(m.subject));
    expect(letters).toHaveLength(2);
    const second = mail.token(letters[1]!, 'verify-email');
    expect(second).not.toBe(first);
    expect((await post(t.app, 'verify-email', { token: first })).statusCode).toBe(400);
    expect((await post(t.app, 'verify-email', { token: second })).statusCode).toBe(200);
    const after = await post(t.app, 'resend-verification', undefined, { token: login.token });
    expect(after.json()).toEqual({ message: M.alreadyVerified });
    await post(t.app, 'resend-verification', undefined, { token: login.token });
    const limited = await post(t.app, 'resend-verification', undefined, { token: login.token });
    expect(limited.statusCode).toBe(429);
  });

  it('rejects made-up and expired links', async () => {
    const bogus = await post(t.app, 'verify-email', { token: 'x'.repeat(43) });
    expect(bogus.statusCode).toBe(400);
    const { payload } = await registerAndSignIn();
    const token = mail.token(await mail.last(payload.userEmail, /verify/), 'verify-email');
    await t.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await post(t.app, 'verify-email', { token })).statusCode).toBe(400);
  });

  it('needs a session to resend', async () => {
    expect((await post(t.app, 'resend-verification')).statusCode).toBe(401);
  });
});
