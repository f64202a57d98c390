import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/db/embedded.ts';
import { nextIp, post as postAs, registration } from '../support/accounts.ts';
import { auditMark, auditRows } from '../support/admin-client.ts';
import { createSignedInUser } from '../support/factories.ts';
import {
  type CaughtMail,
  decodeWords,
  type MailCatcher,
  startMailCatcher,
  startRefusingSmtp,
} from '../support/mail-catcher.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Every mail is named after the console's site name, sent from MAIL_FROM's address; the console's test mail
 * reports what the mail server answered (docs/product/site-settings.md, Mail). Real SMTP servers on loopback:
 * one that accepts (the mail catcher), ones that refuse AUTH or every recipient, and a port nobody listens on.
 */
const MAIL_FROM = 'Old Brand <mailer@ran.example>';
let mail: MailCatcher;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ mail, config: { MAIL_FROM, PUBLIC_URL: 'https://ran.example' } });
  admin = await createSignedInUser(t.db, { userType: 11 });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

/** Renames the site as the console's form does. */
async function rename(siteName: string) {
  const headers = { ...AJAX, ...admin.auth };
  const { version } = (await t.app.inject({ url: '/api/admin/site', headers })).json();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/site',
    headers,
    payload: { siteName, supportChatUrl: null, forumUrl: null, version },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The From header as a mail program reads it: exactly one mailbox, its name's encoded words decoded. */
function sender(letter: CaughtMail) {
  const parsed = addressparser(letter.fromHeader, { flatten: true });
  expect(parsed, letter.fromHeader).toHaveLength(1);
  return { name: decodeWords(parsed[0]?.name ?? ''), address: parsed[0]?.address };
}

function expectBranded(letter: CaughtMail, site: string, signOff: string) {
  expect(sender(letter)).toEqual({ name: site, address: 'mailer@ran.example' });
  expect(letter.subject.startsWith(`${site}: `), letter.subject).toBe(true);
  expect(letter.text).toContain(`- The ${site} ${signOff}\n(This mailbox is not read`);
  expect(letter.text).not.toContain('Ran Online PH');
  expect(letter.text).not.toContain('Old Brand');
}

const testMail = (auth: Record<string, string>, app = t.app, payload?: object) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/site/test-mail',
    headers: { ...AJAX, ...auth },
    ...(payload && { payload }),
  });

describe('mail after the site is renamed in the console', () => {
  beforeAll(() => rename('Ran Renamed'));

  it('registration: the verification mail', async () => {
    const body = registration();
    expect((await postAs(t.app, 'register', body, { ip: nextIp() })).statusCode).toBe(200);
    expectBranded(await mail.last(body.userEmail, /verify your e-mail address/), 'Ran Renamed', 'team');
  });

  it('recovery: the reset link and the user id mails', async () => {
    const player = await createSignedInUser(t.db);
    const { user_id: id, email } = player.user;
    await postAs(t.app, 'findPassword', { findPWID: id, findPWEmail: email }, { ip: nextIp() });
    expectBranded(await mail.last(email, /set a new password/), 'Ran Renamed', 'team');
    await postAs(t.app, 'findUserID', { findIDEmail: email }, { ip: nextIp() });
    expectBranded(await mail.last(email, /your User ID/), 'Ran Renamed', 'team');
  });

  it("a visitor's ticket: signed by the support team", async () => {
    const email = `guest-${Date.now()}@example.com`;
    const payload = { email, category: 'account', subject: 'Locked out', message: 'Please help.' };
    expect((await postAs(t.app, 'tickets/guest', payload, { ip: nextIp() })).statusCode).toBe(200);
    expectBranded(await mail.last(email, /confirm your support ticket/), 'Ran Renamed', 'support team');
  });

  it("the operator's reset link and a staff sign-in from a new browser", async () => {
    const player = await createSignedInUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${player.user.user_num}/password-reset`,
      headers: { ...AJAX, ...admin.auth },
      payload: { reason: 'Asked on Discord' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectBranded(await mail.last(player.user.email, /set a new password/), 'Ran Renamed', 'team');

    const staff = await createSignedInUser(t.db, { userType: 11 });
    const login = { UserID: staff.user.user_id, UserPass: staff.user.password };
    expect((await postAs(t.app, 'processlogin', login, { ip: nextIp() })).statusCode).toBe(200);
    expectBranded(await mail.last(staff.user.email, /new sign-in/), 'Ran Renamed', 'team');
  });

  it('keeps each text apart from the name: the subject after it, the body before the sign-off', async () => {
    const player = await createSignedInUser(t.db);
    const { user_id: id, email } = player.user;
    await postAs(t.app, 'findPassword', { findPWID: id, findPWEmail: email }, { ip: nextIp() });
    const letter = await mail.last(email, /set a new password/);
    expect(letter.subject).toBe('Ran Renamed: set a new password');
    expect(letter.text).toContain(
      'nothing changes.\n\n- The Ran Renamed team\n(This mailbox is not read: please do not reply.)',
    );
  });
});

describe('a site name a header could trip on', () => {
  // A staff member of their own: the test mails here do not count against the admin's limit.
  let staff: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    staff = await createSignedInUser(t.db, { userType: 11 });
  });

  it('with quotes, a comma and angle brackets: one mailbox, the name as typed', async () => {
    const site = 'Ran "Q", <Best> Online';
    await rename(site);
    const res = await testMail(staff.auth);
    expect(res.json().outcome, res.body).toBe('sent');
    const letter = await mail.last(staff.user.email, /test mail/);
    expect(letter.fromHeader).toBe('"Ran \\"Q\\", <Best> Online" <mailer@ran.example>');
    expectBranded(letter, site, 'team');
    expect(letter.to).toBe(staff.user.email);
  });

  it('with letters outside ASCII: encoded, and read back as typed', async () => {
    const site = 'Rân Ōnline 龍';
    await rename(site);
    expect((await testMail(staff.auth)).json().outcome).toBe('sent');
    const letter = await mail.last(staff.user.email, /test mail/);
    expect(letter.fromHeader).toMatch(/^=\?UTF-8\?[QB]\?.+\?= <mailer@ran\.example>$/);
    expectBranded(letter, site, 'team');
    await rename('Ran Renamed');
  });
});

describe('the test mail', () => {
  it("reports the server's 250 answer and the message id, and goes to the operator's own address only", async () => {
    const before = (await mail.to('victim@example.com')).length;
    const res = await testMail(admin.auth, t.app, { to: 'victim@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ outcome: 'sent', to: admin.user.email, file: null });
    expect(result.response).toMatch(/^250 /);
    expect(result.messageId).toMatch(/^<.+@ran\.example>$/);
    expect(result.message).toContain(`accepted the test mail for ${admin.user.email}`);
    expect(await mail.to('victim@example.com')).toHaveLength(before);
    const letter = await mail.last(admin.user.email, /test mail/);
    expect(letter.subject).toBe('Ran Renamed: test mail');
    expect(letter.text).toContain(`Hello ${admin.user.user_id},`);
  });

  it('writes an audit row with the address, the outcome and the answer', async () => {
    const since = await auditMark(t);
    const result = (await testMail(admin.auth)).json();
    const rows = await auditRows(t, 'mail', since);
    expect(rows).toEqual([
      {
        actor_user_num: admin.user.user_num,
        ip: '127.0.0.1',
        action: 'mail.test',
        record_id: null,
        changes: [
          { field: 'to', old: null, new: admin.user.email },
          { field: 'outcome', old: null, new: 'sent' },
          { field: 'answer', old: null, new: result.response },
        ],
      },
    ]);
  });

  it('is refused to a player, to support staff and to a visitor, and sends nothing', async () => {
    const player = await createSignedInUser(t.db);
    const support = await createSignedInUser(t.db);
    await t.db
      .insertInto('staff_grants')
      .values({ user_num: support.user.user_num, role: 'support' })
      .execute();
    const since = await auditMark(t);
    expect((await testMail(player.auth)).statusCode).toBe(403);
    expect((await testMail(support.auth)).statusCode).toBe(403);
    expect((await testMail({})).statusCode).toBe(401);
    expect(await auditRows(t, 'mail', since)).toEqual([]);
    expect(await mail.to(player.user.email)).toEqual([]);
    expect(await mail.to(support.user.email)).toEqual([]);
  });

  it('is limited per staff member (429 past the limit), without sending', async () => {
    const staff = await createSignedInUser(t.db, { userType: 11 });
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await testMail(staff.auth)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await mail.to(staff.user.email)).toHaveLength(5);
  });
});

describe('the test mail when the mail server will not take it', () => {
  /** Another instance on the same database whose SMTP_URL is `smtpUrl`. */
  async function reportFrom(smtpUrl: string) {
    const other = await createTestApp({ database: t.database, config: { SMTP_URL: smtpUrl, MAIL_FROM } });
    try {
      const since = await auditMark(t);
      const res = await testMail(admin.auth, other.app);
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await auditRows(t, 'mail', since);
      return { result: res.json(), audit: row?.changes };
    } finally {
      await other.close();
    }
  }

  it("reports a refused login with the server's 535", async () => {
    const smtp = await startRefusingSmtp('auth');
    try {
      const { result, audit } = await reportFrom(smtp.url);
      expect(result).toMatchObject({
        outcome: 'failed',
        to: admin.user.email,
        response: '535 Authentication failed',
        messageId: null,
        message: 'The mail server refused the test mail (EAUTH, at AUTH PLAIN): 535 Authentication failed',
      });
      expect(JSON.stringify(result)).not.toContain('wrong-secret');
      expect(audit).toContainEqual({ field: 'outcome', old: null, new: 'failed' });
      expect(audit).toContainEqual({ field: 'answer', old: null, new: '535 Authentication failed' });
    } finally {
      await smtp.close();
    }
  });

  it("reports a refused recipient with the server's 550", async () => {
    const smtp = await startRefusingSmtp('rcpt');
    try {
      const { result } = await reportFrom(smtp.url);
      expect(result).toMatchObject({ outcome: 'failed', response: '550 5.1.1 Mailbox unavailable' });
      expect(result.message).toBe(
        'The mail server refused the test mail (EENVELOPE, at RCPT TO): 550 5.1.1 Mailbox unavailable',
      );
    } finally {
      await smtp.close();
    }
  });

  it('reports a refused connection with the address it tried', async () => {
    const port = await freePort();
    const { result } = await reportFrom(`smtp://127.0.0.1:${port}`);
    expect(result).toMatchObject({ outcome: 'failed', response: null, messageId: null });
    expect(result.message).toBe(
      `The test mail could not be sent (ESOCKET): connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  });
});

describe('the test mail without SMTP_URL', () => {
  it('says so and names the .eml file written to DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ran-outbox-'));
    const other = await createTestApp({ database: t.database, config: { DATA_DIR: dataDir, MAIL_FROM } });
    try {
      const result = (await testMail(admin.auth, other.app)).json();
      expect(result).toMatchObject({ outcome: 'outbox', to: admin.user.email, response: null });
      expect(result.file).toMatch(/^\d+-[0-9a-f]{8}\.eml$/);
      expect(result.message).toContain(`written to the outbox folder (DATA_DIR/outbox) as ${result.file}`);
      const file = path.join(dataDir, 'outbox', result.file);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^From: Ran Renamed <mailer@ran\.example>$/m);
    } finally {
      await other.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
