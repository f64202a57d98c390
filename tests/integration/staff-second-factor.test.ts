import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#shared/contracts/accounts.ts';
import { FACTOR_MESSAGES as F, STEP_UP_MINUTES } from '#shared/contracts/second-factor.ts';
import { RATE_RULES } from '../../src/server/rate-rules.ts';
import { base32Decode, totpCode, totpStep } from '../../src/server/security/totp.ts';
import { nextIp, post } from '../support/accounts.ts';
import { auditMark, auditRows } from '../support/admin-client.ts';
import { createSignedInUser, createUser } from '../support/factories.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';

/** The app's clock: tests move it (a new 30-second step, past the step-up window) instead of waiting. */
let clock = Date.now();
const now = () => new Date(clock);
const advance = (ms: number) => {
  clock += ms;
};
const NEXT_STEP = 30_000;

let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ mail, now });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

type Auth = { authorization: string };
const call = async (auth: Auth, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: { ...auth, ...AJAX }, payload });
  return { status: res.statusCode, body: res.body === '' ? null : res.json() };
};

/** The code an authenticator app shows for `secret` at the app's clock. */
const codeFor = (secret: string) => totpCode(base32Decode(secret) as Buffer, totpStep(now()));

/** A staff member (an administrator unless told) who has turned two-step sign-in on through the API. */
async function enrolledStaff(userType = 11) {
  const staff = await createSignedInUser(t.db, { userType });
  const enrol = await call(staff.auth, 'POST', '/admin/factor/enrol');
  expect(enrol.status).toBe(200);
  const secret: string = enrol.body.secret;
  const confirmed = await call(staff.auth, 'POST', '/admin/factor/confirm', { code: codeFor(secret) });
  expect(confirmed.status).toBe(200);
  advance(NEXT_STEP);
  return { ...staff, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/**
 * Waits until `count` statements of this file's database wait for a row lock the test holds, so requests
 * sent at once meet the lock in a known order instead of by timing.
 */
const lockWaiters = (count: number) =>
  expect
    .poll(async () => {
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
      return Number(rows[0]?.n);
    })
    .toBe(count);

const passwordStep = (userId: string, password: string, ip = nextIp()) =>
  post(t.app, 'processlogin', { UserID: userId, UserPass: password }, { ip });
const codeStep = (token: string, code: string, ip = nextIp()) =>
  post(t.app, 'processlogin/factor', { token, code }, { ip });

describe('enrolment', () => {
  it('names the site as the console does in the authenticator app', async () => {
    const editor = await createSignedInUser(t.db, { userType: 11 });
    const rename = async (siteName: string) => {
      const loaded = (await call(editor.auth, 'GET', '/admin/site')).body;
      const saved = await call(editor.auth, 'PUT', '/admin/site', {
        siteName,
        supportChatUrl: loaded.supportChatUrl,
        forumUrl: loaded.forumUrl,
        version: loaded.version,
      });
      expect(saved.status).toBe(200);
      return loaded.siteName as string;
    };
    const before = await rename('Bayan Ran');
    try {
      const staff = await createSignedInUser(t.db, { userType: 11 });
      const enrol = await call(staff.auth, 'POST', '/admin/factor/enrol');
      expect(enrol.body.uri).toContain(`otpauth://totp/Bayan%20Ran%3A${staff.user.user_id}?`);
      expect(enrol.body.uri).toContain('&issuer=Bayan+Ran&');
    } finally {
      await rename(before);
    }
  });

  it('shows a secret and its otpauth address, and turns on only with a code from it', async () => {
    const audit = await auditMark(t);
    const staff = await createSignedInUser(t.db, { userType: 11 });
    const enrol = await call(staff.auth, 'POST', '/admin/factor/enrol');
    expect(enrol.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.body.uri).toBe(
      `otpauth://totp/Ran%20Online%20PH%3A${staff.user.user_id}?secret=${enrol.body.secret}&issuer=Ran+Online+PH&algorithm=SHA1&digits=6&period=30`,
    );
    const wrong = await call(staff.auth, 'POST', '/admin/factor/confirm', { code: '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { message: F.codeWrong } });
    expect((await call(staff.auth, 'GET', '/admin/factor')).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });

    const right = await call(staff.auth, 'POST', '/admin/factor/confirm', {
      code: codeFor(enrol.body.secret),
    });
    expect(right.status).toBe(200);
    expect(right.body.recoveryCodes).toHaveLength(10);
    expect(new Set(right.body.recoveryCodes).size).toBe(10);
    for (const code of right.body.recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect((await call(staff.auth, 'GET', '/admin/factor')).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // The secret is never shown again: a new set-up is refused while this one is on.
    expect((await call(staff.auth, 'POST', '/admin/factor/enrol')).status).toBe(409);
    // Stored hashed: no recovery code is in the database as it was shown.
    const stored = await t.db.selectFrom('factor_recovery_codes').select('code_hash').execute();
    const plain = right.body.recoveryCodes.map((c: string) => c.replace('-', ''));
    expect(stored.some((row) => plain.includes(row.code_hash))).toBe(false);
    expect(await auditRows(t, 'user', audit)).toEqual([
      expect.objectContaining({
        actor_user_num: staff.user.user_num,
        action: 'factor.enable',
        record_id: String(staff.user.user_num),
        changes: [{ field: 'second_factor', old: 'off', new: 'on' }],
      }),
    ]);
  });

  it('ends every other session of the account when it turns on; the one that turned it on stays', async () => {
    const staff = await createSignedInUser(t.db, { userType: 11 });
    const earlier = (await passwordStep(staff.user.user_id, staff.user.password)).json().data;
    expect(earlier.status).toBe(11);
    const other = { authorization: `Bearer ${earlier.token}` };
    expect((await call(other, 'GET', '/admin/me')).status).toBe(200);
    const enrol = await call(staff.auth, 'POST', '/admin/factor/enrol');
    const confirmed = await call(staff.auth, 'POST', '/admin/factor/confirm', {
      code: codeFor(enrol.body.secret),
    });
    expect(confirmed.status).toBe(200);
    expect((await call(other, 'GET', '/admin/me')).status).toBe(401);
    expect((await call(staff.auth, 'GET', '/admin/me')).status).toBe(200);
    advance(NEXT_STEP);
  });

  it('a set-up sent while the confirmation runs cannot turn the factor back off', async () => {
    const staff = await createSignedInUser(t.db, { userType: 11 });
    const enrol = await call(staff.auth, 'POST', '/admin/factor/enrol');
    const code = codeFor(enrol.body.secret);
    const audit = await auditMark(t);
    // The test holds the factor row: the confirmation queues for it first, then the new set-up.
    const [confirm, again] = await t.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('second_factors')
        .select('user_num')
        .where('user_num', '=', staff.user.user_num)
        .forUpdate()
        .execute();
      const confirm = call(staff.auth, 'POST', '/admin/factor/confirm', { code });
      await lockWaiters(1);
      const again = call(staff.auth, 'POST', '/admin/factor/enrol');
      await lockWaiters(2);
      return [confirm, again];
    });
    expect((await confirm).status).toBe(200);
    expect(await again).toMatchObject({ status: 409, body: { message: F.alreadyOn } });
    expect((await call(staff.auth, 'GET', '/admin/factor')).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await auditRows(t, 'user', audit)).map((r) => r.action)).toEqual(['factor.enable']);
    advance(NEXT_STEP);
  });

  it('turns off only with a current code, audited', async () => {
    const staff = await enrolledStaff();
    const audit = await auditMark(t);
    const refused = await call(staff.auth, 'POST', '/admin/factor/disable', { code: '123456' });
    expect(refused.status).toBe(400);
    expect((await call(staff.auth, 'GET', '/admin/factor')).body.enabled).toBe(true);
    const off = await call(staff.auth, 'POST', '/admin/factor/disable', { code: codeFor(staff.secret) });
    expect(off.status).toBe(200);
    expect((await call(staff.auth, 'GET', '/admin/factor')).body.enabled).toBe(false);
    expect((await auditRows(t, 'user', audit)).map((r) => r.action)).toEqual(['factor.disable']);
  });
});

describe('sign-in with a second factor', () => {
  it('asks for the code after the password, and the code step finishes the session', async () => {
    const staff = await enrolledStaff();
    const first = await passwordStep(staff.user.user_id, staff.user.password);
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data).toMatchObject({ status: 4, token: null, user: null, message: M.factorRequired });
    expect(data.factorToken).toEqual(expect.any(String));
    expect(first.headers['set-cookie']).toBeUndefined();

    const wrong = await codeStep(data.factorToken, '000000');
    expect(wrong.json().data).toMatchObject({ status: 2, token: null, message: F.codeWrong });
    const done = await codeStep(data.factorToken, codeFor(staff.secret));
    expect(done.json().data).toMatchObject({ status: 11, message: M.loginOk, token: expect.any(String) });
    const session = { authorization: `Bearer ${done.json().data.token}` };
    expect((await call(session, 'GET', '/admin/me')).status).toBe(200);
    // The token worked once.
    const again = await codeStep(data.factorToken, codeFor(staff.secret));
    expect(again.json().data).toMatchObject({ status: 2, message: F.signInExpired });
  });

  it('refuses a code already used, takes the next step’s, and lets the token expire', async () => {
    const staff = await enrolledStaff();
    const token = async () =>
      (await passwordStep(staff.user.user_id, staff.user.password)).json().data.factorToken;
    const code = codeFor(staff.secret);
    expect((await codeStep(await token(), code)).json().data.status).toBe(11);
    expect((await codeStep(await token(), code)).json().data).toMatchObject({
      status: 2,
      message: F.codeWrong,
    });
    advance(NEXT_STEP);
    expect((await codeStep(await token(), codeFor(staff.secret))).json().data.status).toBe(11);

    const waiting = await token();
    advance(5 * 60_000 + 1000);
    expect((await codeStep(waiting, codeFor(staff.secret))).json().data).toMatchObject({
      status: 2,
      message: F.signInExpired,
    });
  });

  it('takes a recovery code once only, audited', async () => {
    const staff = await enrolledStaff();
    const [code] = staff.recoveryCodes;
    const audit = await auditMark(t);
    const first = await passwordStep(staff.user.user_id, staff.user.password);
    expect((await codeStep(first.json().data.factorToken, code ?? '')).json().data.status).toBe(11);
    const second = await passwordStep(staff.user.user_id, staff.user.password);
    expect((await codeStep(second.json().data.factorToken, code ?? '')).json().data).toMatchObject({
      status: 2,
      message: F.codeWrong,
    });
    expect((await call(staff.auth, 'GET', '/admin/factor')).body.recoveryCodesLeft).toBe(9);
    expect(await auditRows(t, 'user', audit)).toEqual([
      expect.objectContaining({
        actor_user_num: staff.user.user_num,
        action: 'factor.recovery_code_used',
        changes: [{ field: 'recovery_codes_left', old: 10, new: 9 }],
      }),
    ]);
  });

  it('an expired challenge with a valid recovery code leaves the recovery code unused', async () => {
    const staff = await enrolledStaff();
    const [code] = staff.recoveryCodes;
    const { factorToken } = (await passwordStep(staff.user.user_id, staff.user.password)).json().data;
    const audit = await auditMark(t);
    // The challenge runs out while the code step is under way (the test holds its row meanwhile).
    const [step] = await t.db.transaction().execute(async (trx) => {
      const challenge = trx
        .selectFrom('factor_challenges')
        .select('user_num')
        .where('user_num', '=', staff.user.user_num);
      await challenge.forUpdate().execute();
      const step = codeStep(factorToken, code ?? '');
      await lockWaiters(1);
      await trx
        .updateTable('factor_challenges')
        .set({ expires_at: new Date(clock - 1000) })
        .where('user_num', '=', staff.user.user_num)
        .execute();
      return [step];
    });
    expect((await step).json().data).toMatchObject({ status: 2, token: null, message: F.signInExpired });
    expect((await call(staff.auth, 'GET', '/admin/factor')).body.recoveryCodesLeft).toBe(10);
    expect(await auditRows(t, 'user', audit)).toEqual([]);
    const sessions = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_num', '=', staff.user.user_num)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('counts wrong codes per account like wrong passwords', async () => {
    const staff = await enrolledStaff();
    const { factorToken } = (await passwordStep(staff.user.user_id, staff.user.password)).json().data;
    for (let i = 0; i < RATE_RULES.loginFactor.limit; i++) {
      expect((await codeStep(factorToken, '000000')).json().data.status).toBe(2);
    }
    const blocked = await codeStep(factorToken, codeFor(staff.secret));
    expect(blocked.statusCode).toBe(429);
  });
});

describe('the operator setting "require a second factor for staff"', () => {
  it('sends staff without a factor to enrolment: every other console API is refused', async () => {
    const owner = await enrolledStaff();
    const other = await createSignedInUser(t.db, { userType: 11 });
    // Refused to an administrator who has no factor of their own.
    const early = await call(other.auth, 'PUT', '/admin/staff-security', { requireStaffFactor: true });
    expect(early).toMatchObject({ status: 409, body: { message: F.enrolBeforeRequiring } });

    const audit = await auditMark(t);
    const verify = await call(owner.auth, 'POST', '/admin/factor/verify', { code: codeFor(owner.secret) });
    expect(verify.status).toBe(200);
    const on = await call(owner.auth, 'PUT', '/admin/staff-security', { requireStaffFactor: true });
    expect(on).toMatchObject({ status: 200, body: { requireStaffFactor: true } });
    expect(await auditRows(t, 'staff_security', audit)).toEqual([
      expect.objectContaining({
        actor_user_num: owner.user.user_num,
        action: 'site.staff_security',
        changes: [{ field: 'require_staff_factor', old: false, new: true }],
      }),
    ]);
    try {
      const audits = await call(other.auth, 'GET', '/admin/audit');
      expect(audits).toMatchObject({
        status: 403,
        body: { code: 'second_factor_enrolment_required', message: F.enrolmentRequired },
      });
      expect((await call(other.auth, 'GET', '/admin/me')).body).toMatchObject({ mustEnrolFactor: true });
      expect((await call(owner.auth, 'GET', '/admin/audit')).status).toBe(200);
      const enrol = await call(other.auth, 'POST', '/admin/factor/enrol');
      expect(enrol.status).toBe(200);
      const confirm = await call(other.auth, 'POST', '/admin/factor/confirm', {
        code: codeFor(enrol.body.secret),
      });
      expect(confirm.status).toBe(200);
      expect((await call(other.auth, 'GET', '/admin/audit')).status).toBe(200);
      expect((await call(other.auth, 'GET', '/admin/me')).body).toMatchObject({ mustEnrolFactor: false });
    } finally {
      await t.db.updateTable('site_settings').set({ require_staff_factor: false }).execute();
    }
  });
});

describe('the staff setting beside the site settings', () => {
  it('a stale site-settings save names who changed the settings, not who changed the staff setting', async () => {
    const editor = await createSignedInUser(t.db, { userType: 11 });
    const stale = await createSignedInUser(t.db, { userType: 11 });
    const owner = await enrolledStaff();
    const loaded = (await call(stale.auth, 'GET', '/admin/site')).body;
    const settings = {
      siteName: loaded.siteName,
      supportChatUrl: loaded.supportChatUrl,
      forumUrl: loaded.forumUrl,
    };
    const saved = await call(editor.auth, 'PUT', '/admin/site', {
      ...settings,
      siteName: 'Renamed',
      version: loaded.version,
    });
    expect(saved.status).toBe(200);
    try {
      advance(NEXT_STEP);
      await call(owner.auth, 'POST', '/admin/factor/verify', { code: codeFor(owner.secret) });
      expect(
        (await call(owner.auth, 'PUT', '/admin/staff-security', { requireStaffFactor: true })).status,
      ).toBe(200);
      const refused = await call(stale.auth, 'PUT', '/admin/site', { ...settings, version: loaded.version });
      // The stale editor has no factor and the setting is on now: enrol first, then the save is judged.
      expect(refused.body.code).toBe('second_factor_enrolment_required');
      await t.db.updateTable('site_settings').set({ require_staff_factor: false }).execute();
      const judged = await call(stale.auth, 'PUT', '/admin/site', { ...settings, version: loaded.version });
      expect(judged).toMatchObject({ status: 409, body: { code: 'stale_edit' } });
      expect(judged.body.message).toContain(`Changed by ${editor.user.user_id} at`);
    } finally {
      await t.db
        .updateTable('site_settings')
        .set({ require_staff_factor: false, site_name: loaded.siteName })
        .execute();
    }
  });
});

describe('step-up before dangerous actions', () => {
  const expired = () => advance(STEP_UP_MINUTES * 60_000 + 1000);
  const stepUp = async (staff: Awaited<ReturnType<typeof enrolledStaff>>) => {
    advance(NEXT_STEP);
    expect(
      (await call(staff.auth, 'POST', '/admin/factor/verify', { code: codeFor(staff.secret) })).status,
    ).toBe(200);
  };

  it('granting a role: refused once the window passed, done after a code', async () => {
    const admin = await enrolledStaff();
    const player = await createUser(t.db);
    const grant = () =>
      call(admin.auth, 'POST', `/admin/players/${player.user_num}/user-type`, {
        userType: 11,
        reason: 'new GM',
      });
    expired();
    expect(await grant()).toMatchObject({
      status: 403,
      body: { code: 'second_factor_required', message: F.stepUpRequired },
    });
    const row = await t.db
      .selectFrom('users')
      .select('user_type')
      .where('user_num', '=', player.user_num)
      .executeTakeFirstOrThrow();
    expect(row.user_type).toBe(1);
    await stepUp(admin);
    expect((await grant()).status).toBe(200);
  });

  it('a balance adjustment above the confirmation threshold (up to it, none)', async () => {
    const admin = await enrolledStaff();
    const player = await createUser(t.db);
    const threshold = t.app.config.ADJUST_CONFIRM_THRESHOLD;
    const adjust = (amount: number) =>
      call(admin.auth, 'POST', `/admin/players/${player.user_num}/balance`, {
        currency: 'rcoin',
        amount,
        reason: 'event prize',
        confirm: true,
      });
    expired();
    expect((await adjust(threshold)).status).toBe(200);
    expect((await adjust(threshold + 1)).body.code).toBe('second_factor_required');
    const row = await t.db
      .selectFrom('users')
      .select('user_point')
      .where('user_num', '=', player.user_num)
      .executeTakeFirstOrThrow();
    expect(row.user_point).toBe(threshold);
    await stepUp(admin);
    expect((await adjust(threshold + 1)).status).toBe(200);
  });

  it('a voucher batch and the payment settings (a top-up package, the payment methods)', async () => {
    const admin = await enrolledStaff();
    const batch = () =>
      call(admin.auth, 'POST', '/admin/voucher-batches', {
        name: 'stepup',
        value: 10,
        currency: 'rcoin',
        count: 2,
      });
    const pack = () =>
      call(admin.auth, 'POST', '/admin/payments/packages', {
        name: 'Step-up pack',
        priceCentavos: 10_000,
        rcoin: 100,
        bonusRcoin: 0,
        isActive: false,
        sortOrder: 0,
      });
    const methods = async () =>
      call(admin.auth, 'PUT', '/admin/payments/settings', {
        methods: ['qrph', 'gcash'],
        version: (await call(admin.auth, 'GET', '/admin/payments/settings')).body.version,
      });
    const offered = async () =>
      (await t.db.selectFrom('payment_settings').select('methods').executeTakeFirstOrThrow()).methods;
    const methodsBefore = await offered();
    expired();
    expect((await batch()).body.code).toBe('second_factor_required');
    expect((await pack()).body.code).toBe('second_factor_required');
    expect((await methods()).body.code).toBe('second_factor_required');
    const made = await t.db.selectFrom('voucher_batches').select('id').where('name', '=', 'stepup').execute();
    expect(made).toHaveLength(0);
    expect(await offered()).toEqual(methodsBefore);
    await stepUp(admin);
    expect((await batch()).status).toBe(200);
    expect((await pack()).status).toBe(200);
    expect((await methods()).status).toBe(200);
    expect(await offered()).toEqual(['qrph', 'gcash']);
  });

  it('an administrator resets another staff member’s factor, audited, behind a step-up', async () => {
    const admin = await enrolledStaff();
    const lost = await enrolledStaff(11);
    const reset = () =>
      call(admin.auth, 'POST', `/admin/players/${lost.user.user_num}/factor-reset`, { reason: 'lost phone' });
    expired();
    expect((await reset()).body.code).toBe('second_factor_required');
    await stepUp(admin);
    const audit = await auditMark(t);
    expect((await reset()).status).toBe(200);
    expect(await auditRows(t, 'user', audit)).toEqual([
      expect.objectContaining({
        actor_user_num: admin.user.user_num,
        action: 'factor.reset',
        record_id: String(lost.user.user_num),
      }),
    ]);
    // The account's sessions all ended with the reset.
    expect((await call(lost.auth, 'GET', '/admin/me')).status).toBe(401);
    const signIn = await passwordStep(lost.user.user_id, lost.user.password);
    expect(signIn.json().data.status).toBe(11);
    expect(
      (await call(admin.auth, 'POST', `/admin/players/${admin.user.user_num}/factor-reset`, { reason: 'x' }))
        .status,
    ).toBe(400);
  });
});

describe('resetting a set-up that was never confirmed', () => {
  it('is refused: there is no two-step sign-in to reset, and nothing changes', async () => {
    const admin = await enrolledStaff();
    const halfway = await createSignedInUser(t.db, { userType: 11 });
    expect((await call(halfway.auth, 'POST', '/admin/factor/enrol')).status).toBe(200);
    const audit = await auditMark(t);
    const reset = await call(admin.auth, 'POST', `/admin/players/${halfway.user.user_num}/factor-reset`, {
      reason: 'lost phone',
    });
    expect(reset).toMatchObject({ status: 409, body: { message: F.nothingToReset } });
    expect(await auditRows(t, 'user', audit)).toEqual([]);
    expect((await call(halfway.auth, 'GET', '/admin/me')).status).toBe(200);
    const row = await t.db
      .selectFrom('second_factors')
      .select('enabled_at')
      .where('user_num', '=', halfway.user.user_num)
      .executeTakeFirst();
    expect(row).toEqual({ enabled_at: null });
  });
});

describe('a staff sign-in from a new browser', () => {
  const deviceCookie = (res: { headers: Record<string, unknown> }) => {
    const raw = res.headers['set-cookie'];
    const all = Array.isArray(raw) ? raw : [String(raw)];
    return all.find((c: string) => c.startsWith('ran_device='))?.split(';')[0] ?? '';
  };
  const signIn = (user: { user_id: string; password: string }, cookie?: string) =>
    post(t.app, 'processlogin', { UserID: user.user_id, UserPass: user.password }, { ip: nextIp(), cookie });

  it('mails the account once per browser; a player gets no such mail', async () => {
    const staff = await createUser(t.db, { userType: 11 });
    const first = await signIn(staff);
    expect(first.json().data.status).toBe(11);
    const letters = await mail.to(staff.email);
    expect(letters.map((m) => m.subject)).toEqual(['Ran Online PH: new sign-in to your staff account']);
    expect(letters[0]?.text).toContain('Address: 198.51.100.');
    expect(letters[0]?.text).toContain('Browser: lightMyRequest');

    const device = deviceCookie(first);
    expect((await signIn(staff, device)).json().data.status).toBe(11);
    expect(await mail.to(staff.email)).toHaveLength(1);
    // Another browser is new again.
    await signIn(staff);
    expect(await mail.to(staff.email)).toHaveLength(2);

    const player = await createUser(t.db);
    expect((await signIn(player)).json().data.status).toBe(1);
    expect(await mail.to(player.email)).toHaveLength(0);
  });

  it('mails after the code step of a two-step sign-in, then knows the browser', async () => {
    const staff = await enrolledStaff();
    const { factorToken } = (await passwordStep(staff.user.user_id, staff.user.password)).json().data;
    expect(await mail.to(staff.user.email)).toHaveLength(0);
    const done = await codeStep(factorToken, codeFor(staff.secret));
    expect(await mail.to(staff.user.email)).toHaveLength(1);
    advance(NEXT_STEP);
    const cookie = deviceCookie(done);
    const again = await post(
      t.app,
      'processlogin',
      { UserID: staff.user.user_id, UserPass: staff.user.password },
      { ip: nextIp(), cookie },
    );
    const next = await post(
      t.app,
      'processlogin/factor',
      { token: again.json().data.factorToken, code: codeFor(staff.secret) },
      { cookie },
    );
    expect(next.json().data.status).toBe(11);
    expect(await mail.to(staff.user.email)).toHaveLength(1);
  });
});

describe('the step-up of balance adjustments counts the staff member’s own day', () => {
  const expired = () => advance(STEP_UP_MINUTES * 60_000 + 1000);
  const threshold = () => t.app.config.ADJUST_CONFIRM_THRESHOLD;
  const adjuster = async () => {
    const admin = await enrolledStaff();
    const adjust = (
      userNum: number,
      amount: number,
      currency: 'rcoin' | 'milleage' = 'rcoin',
      key?: string,
    ) =>
      t.app
        .inject({
          method: 'POST',
          url: `/api/admin/players/${userNum}/balance`,
          headers: { ...admin.auth, ...AJAX, ...(key ? { 'idempotency-key': key } : {}) },
          payload: { currency, amount, reason: 'event prize', confirm: true },
        })
        .then((res) => ({ status: res.statusCode, body: res.json() }));
    return { admin, adjust };
  };
  const rcoin = async (userNum: number) =>
    (
      await t.db
        .selectFrom('users')
        .select('user_point')
        .where('user_num', '=', userNum)
        .executeTakeFirstOrThrow()
    ).user_point;

  it('two pieces sent at once: one of them needs a code', async () => {
    const { adjust } = await adjuster();
    const player = await createUser(t.db);
    expired();
    const answers = await Promise.all([
      adjust(player.user_num, threshold()),
      adjust(player.user_num, threshold()),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    expect(await rcoin(player.user_num)).toBe(threshold());
  });

  // Last in the file: it moves the app's clock a day past the database's, which writes the audit rows' time
  // (a row written after the jump is already outside the app clock's 24 hours).
  it('twice the threshold in two pieces: the second needs a code; a day later the window has passed', async () => {
    const { admin, adjust } = await adjuster();
    const player = await createUser(t.db);
    const another = await createUser(t.db);
    expired();
    expect((await adjust(player.user_num, threshold())).status).toBe(200);
    // Another player or a take counts too: the total is the staff member's, either way.
    expect((await adjust(another.user_num, 1)).body.code).toBe('second_factor_required');
    expect((await adjust(player.user_num, -1)).body.code).toBe('second_factor_required');
    // Milleage is a total of its own.
    expect((await adjust(player.user_num, threshold(), 'milleage')).status).toBe(200);
    expect(await rcoin(player.user_num)).toBe(threshold());
    expect(await rcoin(another.user_num)).toBe(0);

    // The console's retry after the code, with the same Idempotency-Key: the refusal was not kept for it.
    const refused = await adjust(player.user_num, threshold(), 'rcoin', 'split-1');
    expect(refused).toMatchObject({ status: 403, body: { code: 'second_factor_required' } });
    advance(NEXT_STEP);
    const verify = await call(admin.auth, 'POST', '/admin/factor/verify', { code: codeFor(admin.secret) });
    expect(verify.status).toBe(200);
    expect((await adjust(player.user_num, threshold(), 'rcoin', 'split-1')).status).toBe(200);
    expect(await rcoin(player.user_num)).toBe(2 * threshold());

    advance(25 * 60 * 60_000);
    expect((await adjust(player.user_num, threshold())).status).toBe(200);
    expect(await rcoin(player.user_num)).toBe(3 * threshold());
  });
});
