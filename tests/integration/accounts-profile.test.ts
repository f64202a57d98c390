import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#shared/contracts/accounts.ts';
import { MESSAGES } from '#shared/messages.ts';
import { get, nextIp, post } from '../support/accounts.ts';
import { createSignedInUser } from '../support/factories.ts';
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

const signIn = async (userId: string, password: string) =>
  (await post(t.app, 'processlogin', { UserID: userId, UserPass: password }, { ip: nextIp() })).json().data;

describe('POST /api/validate-password', () => {
  it('answers a message for the right password and none for a wrong one (status 200 both)', async () => {
    const { user, token } = await createSignedInUser(t.db);
    const ok = await post(
      t.app,
      'validate-password',
      { UserNum: user.user_num, UserID: user.user_id, UserPass: user.password },
      { token },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ valid: true, message: M.passwordConfirmed });
    const wrong = await post(
      t.app,
      'validate-password',
      { UserNum: user.user_num, UserID: user.user_id, UserPass: 'Wrong-Password-1' },
      { token },
    );
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ valid: false });
  });

  it('acts only for the signed-in account and needs a session', async () => {
    const { token } = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const res = await post(
      t.app,
      'validate-password',
      { UserNum: other.user.user_num, UserPass: other.user.password },
      { token },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.notYourAccount);
    const byId = await post(
      t.app,
      'validate-password',
      { UserID: other.user.user_id, UserPass: 'x' },
      { token },
    );
    expect(byId.statusCode).toBe(403);
    expect((await post(t.app, 'validate-password', { UserPass: 'x' })).statusCode).toBe(401);
  });

  it('is rate limited per account', async () => {
    const { token } = await createSignedInUser(t.db);
    for (let i = 0; i < 10; i++)
      await post(t.app, 'validate-password', { UserPass: `Wrong-${i}-pass` }, { token });
    expect((await post(t.app, 'validate-password', { UserPass: 'x' }, { token })).statusCode).toBe(429);
  });
});

describe('POST /api/updateuserdetails', () => {
  const details = (overrides: Record<string, unknown> = {}) => ({
    UserEmail: 'new.address@example.com',
    NameFirst: 'Jose',
    NameLast: 'Rizal',
    PhoneNumber: '+63 917 555 0101',
    ...overrides,
  });

  it('saves name, e-mail and phone after re-checking the password, then signs the player out', async () => {
    const { user, token } = await createSignedInUser(t.db);
    const second = await signIn(user.user_id, user.password);
    const res = await post(
      t.app,
      'updateuserdetails',
      { UserNum: user.user_num, UserID: user.user_id, UserPass: user.password, ...details() },
      { token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.detailsUpdated });
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('user_num', '=', user.user_num)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'new.address@example.com',
      name_first: 'Jose',
      name_last: 'Rizal',
      phone_number: '+63 917 555 0101',
      email_verified_at: null,
    });
    expect((await get(t.app, 'me', { token })).statusCode).toBe(401);
    expect((await get(t.app, 'me', { token: second.token })).statusCode).toBe(401);
    // A changed address must be verified again: a link goes to the new address.
    const letter = await mail.last('new.address@example.com', /verify/);
    expect(
      (await post(t.app, 'verify-email', { token: mail.token(letter, 'verify-email') })).statusCode,
    ).toBe(200);
  });

  it('keeps verification when the address does not change', async () => {
    const { user, token } = await createSignedInUser(t.db);
    await post(
      t.app,
      'updateuserdetails',
      { UserPass: user.password, ...details({ UserEmail: user.email.toUpperCase() }) },
      { token },
    );
    const row = await t.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('user_num', '=', user.user_num)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).toBeInstanceOf(Date);
  });

  it('refuses a wrong password, bad fields and other accounts, changing nothing', async () => {
    const { user, token } = await createSignedInUser(t.db);
    const wrong = await post(
      t.app,
      'updateuserdetails',
      { UserPass: 'Wrong-Password-1', ...details() },
      { token },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.passwordIncorrect);
    const badEmail = await post(
      t.app,
      'updateuserdetails',
      { UserPass: user.password, ...details({ UserEmail: 'nope' }) },
      { token },
    );
    expect(badEmail.json().errors.UserEmail).toBe(M.emailInvalid);
    const noEmail = await post(
      t.app,
      'updateuserdetails',
      { UserPass: user.password, ...details({ UserEmail: '' }) },
      { token },
    );
    expect(noEmail.json().errors.UserEmail).toBe(M.emailRequired);
    const badPhone = await post(
      t.app,
      'updateuserdetails',
      { UserPass: user.password, ...details({ PhoneNumber: 'call me' }) },
      { token },
    );
    expect(badPhone.json().errors.PhoneNumber).toBe(M.phoneInvalid);
    const longName = await post(
      t.app,
      'updateuserdetails',
      { UserPass: user.password, ...details({ NameFirst: 'x'.repeat(31) }) },
      { token },
    );
    expect(longName.json().errors.NameFirst).toBe(M.nameTooLong);
    const other = await post(
      t.app,
      'updateuserdetails',
      { UserNum: user.user_num + 1000, UserPass: user.password, ...details() },
      { token },
    );
    expect(other.statusCode).toBe(403);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('user_num', '=', user.user_num)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(user.email);
    expect((await get(t.app, 'me', { token })).statusCode).toBe(200);
  });
});

describe('password change with the secret answer', () => {
  const change = (token: string, UserPass: string, NewUserPass: string) =>
    post(t.app, 'updatepassword', { UserPass, NewUserPass }, { token });

  it('answers a message for the right secret answer (any case/spacing) and none for a wrong one', async () => {
    const { token } = await createSignedInUser(t.db, { secretAnswer: 'blue' });
    const wrong = await post(t.app, 'validate-secret-answer', { secretAnswer: 'red' }, { token });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ valid: false });
    const ok = await post(t.app, 'validate-secret-answer', { secretAnswer: '  BLUE ' }, { token });
    expect(ok.json()).toEqual({ valid: true, message: M.secretAnswerConfirmed });
  });

  it('refuses a password change before the secret answer was given in this session', async () => {
    const { user, token } = await createSignedInUser(t.db);
    const res = await change(token, user.password, 'Brand-New-Pass-1');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.secretAnswerNeeded);
  });

  it('changes the password after the answer, signs out every session, and mails a notice', async () => {
    const { user, token } = await createSignedInUser(t.db);
    const other = await signIn(user.user_id, user.password);
    await post(
      t.app,
      'validate-secret-answer',
      { UserNum: user.user_num, UserID: user.user_id, secretAnswer: 'blue' },
      { token },
    );
    const res = await post(
      t.app,
      'updatepassword',
      {
        UserNum: user.user_num,
        UserID: user.user_id,
        UserPass: user.password,
        NewUserPass: 'Brand-New-Pass-1',
      },
      { token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.passwordChanged });
    expect((await get(t.app, 'me', { token })).statusCode).toBe(401);
    expect((await get(t.app, 'me', { token: other.token })).statusCode).toBe(401);
    expect((await signIn(user.user_id, user.password)).status).toBe(2);
    expect((await signIn(user.user_id, 'Brand-New-Pass-1')).status).toBe(1);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_num', '=', user.user_num)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('Brand-New-Pass-1');
    expect((await mail.last(user.email, /password was changed/)).text).not.toContain('Brand-New-Pass-1');
  });

  it('checks the current password and the new password rules (64+ rejected with a clear message)', async () => {
    const { user, token } = await createSignedInUser(t.db);
    await post(t.app, 'validate-secret-answer', { secretAnswer: 'blue' }, { token });
    const wrongCurrent = await change(token, 'Not-Current-1', 'Brand-New-Pass-1');
    expect(wrongCurrent.json().message).toBe(M.currentPasswordWrong);
    const long = await change(token, user.password, 'L'.repeat(64));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.NewUserPass).toBe(M.passwordTooLong);
    expect((await change(token, user.password, 'short')).json().errors.NewUserPass).toBe(M.passwordTooShort);
    expect((await change(token, user.password, 'iloveyou1')).json().errors.NewUserPass).toBe(
      M.passwordCommon,
    );
    expect((await change(token, user.password, user.password)).json().errors.NewUserPass).toBe(
      M.samePassword,
    );
    expect((await change(token, '', '')).json().errors).toMatchObject({
      UserPass: M.currentPasswordRequired,
      NewUserPass: M.newPasswordRequired,
    });
    expect((await signIn(user.user_id, user.password)).status).toBe(1);
  });

  it('forgets the answer after 10 minutes', async () => {
    const { user, token } = await createSignedInUser(t.db);
    await post(t.app, 'validate-secret-answer', { secretAnswer: 'blue' }, { token });
    await t.db
      .updateTable('sessions')
      .set({ secret_verified_at: new Date(Date.now() - 11 * 60_000) })
      .where('user_num', '=', user.user_num)
      .execute();
    expect((await change(token, user.password, 'Brand-New-Pass-1')).statusCode).toBe(403);
  });

  it('limits secret-answer guesses per account (6th gets 429)', async () => {
    const { token } = await createSignedInUser(t.db);
    for (let i = 0; i < 5; i++)
      expect(
        (await post(t.app, 'validate-secret-answer', { secretAnswer: `guess${i}` }, { token })).statusCode,
      ).toBe(200);
    const res = await post(t.app, 'validate-secret-answer', { secretAnswer: 'blue' }, { token });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MESSAGES.tooManyRequests);
  });

  it('acts only for the signed-in account', async () => {
    const { token } = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    expect(
      (
        await post(
          t.app,
          'validate-secret-answer',
          { UserNum: other.user.user_num, secretAnswer: 'blue' },
          { token },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          t.app,
          'updatepassword',
          { UserID: other.user.user_id, UserPass: 'x', NewUserPass: 'Brand-New-Pass-1' },
          { token },
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('game-login whitelist', () => {
  it("GET /api/user-ip shows the caller's address; POST /api/whitelist-user-ip records it", async () => {
    const { user, token } = await createSignedInUser(t.db);
    expect((await get(t.app, 'user-ip', { ip: '203.0.113.7' })).json()).toEqual({
      useripdata: '203.0.113.7',
    });
    const res = await post(t.app, 'whitelist-user-ip', undefined, { token, ip: '203.0.113.7' });
    expect(res.json()).toEqual({ message: M.whitelisted });
    await post(t.app, 'whitelist-user-ip', undefined, { token, ip: '203.0.113.7' });
    const rows = await t.db
      .selectFrom('ip_whitelist')
      .select('ip')
      .where('user_num', '=', user.user_num)
      .execute();
    expect(rows).toEqual([{ ip: '203.0.113.7' }]);
  });

  it('keeps the newest five addresses per player and needs a session', async () => {
    const { user, token } = await createSignedInUser(t.db);
    for (let i = 1; i <= 7; i++)
      await post(t.app, 'whitelist-user-ip', undefined, { token, ip: `203.0.113.${i}` });
    const rows = await t.db
      .selectFrom('ip_whitelist')
      .select('ip')
      .where('user_num', '=', user.user_num)
      .orderBy('ip')
      .execute();
    expect(rows.map((r) => r.ip)).toEqual([
      '203.0.113.3',
      '203.0.113.4',
      '203.0.113.5',
      '203.0.113.6',
      '203.0.113.7',
    ]);
    expect((await post(t.app, 'whitelist-user-ip')).statusCode).toBe(401);
  });
});
