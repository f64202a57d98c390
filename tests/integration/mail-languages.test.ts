import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { insertTicket } from '../../src/server/modules/tickets/repository.ts';
import { nextIp, post, registration } from '../support/accounts.ts';
import { createSignedInUser, createUser } from '../support/factories.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { staffReplies, ticketsContext } from '../support/tickets.ts';

/**
 * Every mail in its reader's language (docs/product/languages.md, The account's language): the account's,
 * set at registration from the page's language and by the header's choice while signed in; the page's when
 * no account is there (a visitor's ticket). English mails stay word for word what they were.
 */
let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ mail, languages: ['en', 'fil'] });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const FIL = { cookie: 'lang=fil' };
const languageOf = async (userId: string) =>
  (await t.db.selectFrom('users').select('language').where('user_id', '=', userId).executeTakeFirstOrThrow())
    .language;

describe('registration', () => {
  it("keeps the page's language on the account and mails a Filipino player in Filipino", async () => {
    const body = registration();
    const res = await post(t.app, 'register', body, { ...FIL, ip: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(await languageOf(body.userId)).toBe('fil');
    const letter = await mail.last(body.userEmail, /e-mail address mo/);
    expect(letter.subject).toBe('Ran Online PH: i-verify ang e-mail address mo');
    expect(letter.text).toContain(
      `Hello ${body.userId},\n\nPaki-confirm na sa iyo ang e-mail address na ito`,
    );
    expect(letter.text).toContain('Kung hindi ikaw ang humiling nito');
    expect(letter.text).toContain('- Ang Ran Online PH team\n(Hindi binabasa ang mailbox na ito');
    expect(mail.token(letter, 'verify-email')).toMatch(/^[\w-]{20,}$/);
  });

  it('mails an English player exactly as before', async () => {
    const body = registration();
    const res = await post(t.app, 'register', body, { cookie: 'lang=en', ip: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(await languageOf(body.userId)).toBe('en');
    const letter = await mail.last(body.userEmail, /verify your e-mail address/);
    expect(letter.subject).toBe('Ran Online PH: verify your e-mail address');
    const link = /http\S+verify-email\?token=\S+/.exec(letter.text)?.[0];
    expect(letter.text).toContain(
      `Hello ${body.userId},\n\nPlease confirm that this is your e-mail address by opening this link within 48 hours:\n\n${link}\n\nA verified address lets you recover your account if you forget your password.\n\nIf you did not ask for this, you can ignore this message; nothing changes.\n\n- The Ran Online PH team\n(This mailbox is not read: please do not reply.)`,
    );
  });

  it("gives an account made without a language English (the browser's languages count)", async () => {
    const body = registration();
    await post(t.app, 'register', body, { ip: nextIp() });
    expect(await languageOf(body.userId)).toBe('en');
  });
});

describe('POST /api/language', () => {
  it("keeps a signed-in player's choice; the next mails come in it", async () => {
    const { user, token } = await createSignedInUser(t.db);
    expect(await languageOf(user.user_id)).toBe('en');
    const res = await post(t.app, 'language', { language: 'fil' }, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'fil' });
    expect(await languageOf(user.user_id)).toBe('fil');

    // Asked from a page in English: the account's language still decides.
    await post(t.app, 'findPassword', { findPWID: user.user_id, findPWEmail: user.email }, { ip: nextIp() });
    const reset = await mail.last(user.email, /bagong password/);
    expect(reset.subject).toBe('Ran Online PH: magtakda ng bagong password');
    expect(reset.text).toContain('Para magtakda ng bagong password, buksan mo ang link na ito.');
    expect(mail.token(reset, 'reset-password')).toMatch(/^[\w-]{20,}$/);

    await post(t.app, 'findUserID', { findIDEmail: user.email }, { ip: nextIp() });
    const ids = await mail.last(user.email, /User ID mo/);
    expect(ids.text).toContain(`  - ${user.user_id}`);
    expect(ids.text).toContain('Hindi kami nagpapadala ng password kahit kailan.');

    expect((await post(t.app, 'language', { language: 'en' }, { token })).statusCode).toBe(200);
    expect(await languageOf(user.user_id)).toBe('en');
  });

  it('answers bad input with 400, never 500, and changes nothing', async () => {
    const { user, token } = await createSignedInUser(t.db);
    for (const payload of [
      { language: 'de' },
      { language: 7 },
      { language: null },
      {},
      { language: 'FIL' },
    ]) {
      const res = await post(t.app, 'language', payload, { token });
      expect([payload, res.statusCode]).toEqual([payload, 400]);
    }
    expect(await languageOf(user.user_id)).toBe('en');
  });

  it('refuses a visitor (the cookie alone keeps their choice)', async () => {
    const res = await post(t.app, 'language', { language: 'fil' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.unauthenticated);
  });
});

describe('recovery and tickets', () => {
  it('an English account gets the reset mail exactly as before', async () => {
    const user = await createUser(t.db);
    await post(
      t.app,
      'findPassword',
      { findPWID: user.user_id, findPWEmail: user.email },
      { ...FIL, ip: nextIp() },
    );
    const reset = await mail.last(user.email, /set a new password/);
    const link = /http\S+reset-password\?token=\S+/.exec(reset.text)?.[0];
    expect(reset.subject).toBe('Ran Online PH: set a new password');
    expect(reset.text).toContain(
      `Hello ${user.user_id},\n\nTo set a new password, open this link. It works once, within 30 minutes:\n\n${link}\n\nAfter the change, every device signed in to your account is signed out.\n\nIf you did not ask for this, you can ignore this message; nothing changes.\n\n- The Ran Online PH team\n(This mailbox is not read: please do not reply.)`,
    );
  });

  it("writes to a visitor in the page's language, and so do the staff's answers", async () => {
    const email = `bisita${Date.now()}@example.com`;
    const res = await post(
      t.app,
      'tickets/guest',
      { email, category: 'account', subject: 'Hindi maka-login', message: 'Na-hack yata ang account ko.' },
      FIL,
    );
    expect(res.statusCode).toBe(200);
    const confirm = await mail.last(email, /support ticket mo/);
    expect(confirm.subject).toBe('Ran Online PH: i-confirm ang support ticket mo');
    expect(confirm.text).toContain('buksan mo ang link na ito sa loob ng 24 oras');
    expect(confirm.text).toContain('- Ang Ran Online PH support team');
    const opened = await post(t.app, 'tickets/guest/open', { token: mail.token(confirm, 'ticket/guest') });
    expect(opened.statusCode).toBe(200);
    const number = opened.json().ticket.number as number;

    const ctx = ticketsContext(t.db, mail.url);
    mail.follow(ctx.tasks);
    const staff = await createUser(t.db, { userType: 30 });
    await staffReplies(ctx, number, 'Na-reset na namin.', { staffUserNum: staff.user_num });
    const answer = await mail.last(email, /sinagot ng support/);
    expect(answer.subject).toBe(`Ran Online PH: sinagot ng support ang ticket #${number} mo`);
    expect(answer.text).toContain(
      `Sinagot ng support team namin ang ticket #${number} mo, "Hindi maka-login".`,
    );
    ctx.mailer.close();
  });

  it("answers a player's ticket in the account's language, English exactly as before", async () => {
    const fil = await createUser(t.db);
    await t.db.updateTable('users').set({ language: 'fil' }).where('user_num', '=', fil.user_num).execute();
    const en = await createUser(t.db);
    const ctx = ticketsContext(t.db, mail.url);
    mail.follow(ctx.tasks);
    const staff = await createUser(t.db, { userType: 30 });
    const numbers: number[] = [];
    for (const owner of [fil, en]) {
      const number = await insertTicket(t.db, {
        userNum: owner.user_num,
        guestEmail: null,
        category: 'account',
        subject: 'Lost item',
        chaNum: null,
      });
      numbers.push(number);
      await staffReplies(ctx, number, 'Done.', { staffUserNum: staff.user_num });
    }
    const [filNumber, enNumber] = numbers;
    expect((await mail.last(fil.email, /ticket/)).subject).toBe(
      `Ran Online PH: sinagot ng support ang ticket #${filNumber} mo`,
    );
    const english = await mail.last(en.email, /ticket/);
    expect(english.subject).toBe(`Ran Online PH: support answered your ticket #${enNumber}`);
    expect(english.text).toContain(
      `Hello,\n\nOur support team answered your ticket #${enNumber}, "Lost item".\n\nRead the answer and reply here:\n\nhttp://localhost:3000/checkticket/${enNumber}\n\n- The Ran Online PH support team\n(This mailbox is not read: please answer on the site, not by e-mail.)`,
    );
    ctx.mailer.close();
  });
});

describe('while only English is offered', () => {
  it('refuses Filipino with 400 and registers in English whatever the cookie says', async () => {
    const english = await createTestApp({ mail, languages: ['en'] });
    try {
      const { token } = await createSignedInUser(english.db);
      expect((await post(english.app, 'language', { language: 'fil' }, { token })).statusCode).toBe(400);
      const body = registration();
      await post(english.app, 'register', body, { ...FIL, ip: nextIp() });
      const row = await english.db
        .selectFrom('users')
        .select('language')
        .where('user_id', '=', body.userId)
        .executeTakeFirstOrThrow();
      expect(row.language).toBe('en');
      expect((await mail.last(body.userEmail, /verify/)).subject).toBe(
        'Ran Online PH: verify your e-mail address',
      );
    } finally {
      await english.close();
    }
  });
});
