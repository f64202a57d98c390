import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/contracts/accounts.ts';
import { TICKET_MESSAGES as M } from '../../src/shared/contracts/tickets.ts';
import { nextIp } from '../support/accounts.ts';
import { createSignedInUser } from '../support/factories.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { patternedPng } from '../support/png.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { staffReplies, ticketsContext, uploadScreenshot } from '../support/tickets.ts';

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

function post(url: string, payload?: object, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: AJAX, payload, remoteAddress: ip });
}

let counter = 0;
function newEmail(): string {
  counter += 1;
  return `visitor${Date.now()}${counter}@example.com`;
}
const request = (email: string, subject = 'Cannot sign in') =>
  post('tickets/guest', { email, category: 'account', subject, message: 'My account was hacked.' });

async function guestTickets(email: string) {
  return t.db.selectFrom('tickets').select(['number', 'status']).where('guest_email', '=', email).execute();
}

/** Asks for a visitor ticket and returns the token of the link mailed for it. */
async function confirmToken(email: string, subject?: string): Promise<string> {
  expect((await request(email, subject)).json()).toEqual({ message: M.guestLinkSent });
  return mail.token(await mail.last(email, /confirm your support ticket/), 'ticket/guest');
}

describe('a visitor’s ticket by e-mail', () => {
  it('is made only when the mailed link is opened, once, and that link keeps showing it', async () => {
    const email = newEmail();
    const token = await confirmToken(email);
    expect(await guestTickets(email)).toEqual([]);

    const [first, second] = await Promise.all([
      post('tickets/guest/open', { token }),
      post('tickets/guest/open', { token }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const tickets = await guestTickets(email);
    expect(tickets).toHaveLength(1);
    expect(first.json().ticket.number).toBe(tickets[0]?.number);
    expect(second.json().ticket.number).toBe(tickets[0]?.number);
    expect(first.json().messages).toMatchObject([
      { author: 'player', authorName: 'You', body: 'My account was hacked.' },
    ]);
  });

  it('validates the e-mail address and the fields with the player form’s messages, storing nothing', async () => {
    const cases: Array<[object, string, string]> = [
      [{ email: '' }, 'email', ACCOUNT_MESSAGES.emailRequired],
      [{ email: 'not-an-address' }, 'email', ACCOUNT_MESSAGES.emailInvalid],
      [{ email: `${'a'.repeat(60)}@example.com` }, 'email', ACCOUNT_MESSAGES.emailTooLong],
      [{ subject: '' }, 'subject', M.subjectRequired],
      [{ message: 'z'.repeat(4001) }, 'message', M.messageTooLong],
      [{ category: 'nope' }, 'category', M.categoryRequired],
    ];
    const before = await t.db.selectFrom('ticket_guest_requests').select('token_hash').execute();
    for (const [change, field, message] of cases) {
      const body = { email: newEmail(), category: 'other', subject: 'S', message: 'M', ...change };
      const res = await post('tickets/guest', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    const after = await t.db.selectFrom('ticket_guest_requests').select('token_hash').execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses an unknown, expired or forged link with one message; the ticket number alone opens nothing', async () => {
    const email = newEmail();
    const token = await confirmToken(email);
    await t.db
      .updateTable('ticket_guest_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await post('tickets/guest/open', { token });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(M.guestLinkInvalid);
    expect(await guestTickets(email)).toEqual([]);

    const forged = await post('tickets/guest/open', { token: 'A'.repeat(43) });
    expect(forged.json()).toEqual({ code: 'not_found', message: M.guestLinkInvalid });

    const live = await confirmToken(newEmail(), 'Second');
    const number = (await post('tickets/guest/open', { token: live })).json().ticket.number as number;
    const player = await createSignedInUser(t.db);
    const byNumber = await t.app.inject({ url: `/api/tickets/${number}`, headers: player.auth });
    expect(byNumber.statusCode).toBe(404);
    const withoutToken = await post('tickets/guest/replies', { message: 'hi' });
    expect(withoutToken.statusCode).toBe(400);
  });

  it('lets the visitor reply with a screenshot through the link, and read it only with a link', async () => {
    const token = await confirmToken(newEmail());
    const number = (await post('tickets/guest/open', { token })).json().ticket.number as number;
    const shot = await uploadScreenshot(
      t,
      await patternedPng(320, 200, 7),
      {},
      `/api/tickets/guest/screenshots?token=${token}`,
    );
    expect(shot.statusCode).toBe(200);
    const reply = await post('tickets/guest/replies', {
      token,
      message: 'Here is the receipt.',
      screenshots: [shot.json().id],
    });
    expect(reply.json()).toEqual({ message: M.replied });

    const thread = (await post('tickets/guest/open', { token })).json();
    const attachment = thread.messages[1].attachments[0];
    expect(attachment.url).toContain(`/api/tickets/guest/attachments/${shot.json().id}?token=`);
    const file = await t.app.inject({ url: attachment.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const noToken = await t.app.inject({ url: `/api/tickets/guest/attachments/${shot.json().id}?token=x` });
    expect(noToken.statusCode).toBe(404);
    // Another visitor's link does not open this ticket's screenshot.
    const otherToken = await confirmToken(newEmail(), 'Other');
    await post('tickets/guest/open', { token: otherToken });
    const crossed = await t.app.inject({
      url: `/api/tickets/guest/attachments/${shot.json().id}?token=${otherToken}`,
    });
    expect(crossed.statusCode).toBe(404);
    expect(number).toBeGreaterThan(0);
  });

  it('mails a fresh link when staff reply; that link opens the same ticket', async () => {
    const email = newEmail();
    const token = await confirmToken(email);
    const number = (await post('tickets/guest/open', { token })).json().ticket.number as number;
    const staff = await createSignedInUser(t.db, { userType: 11 });
    const ctx = ticketsContext(t.db, mail.url);
    await staffReplies(ctx, number, 'Please send your receipt.', { staffUserNum: staff.user.user_num });
    await ctx.tasks.drain();
    const letter = await mail.last(email, new RegExp(`answered your ticket #${number}`));
    const fresh = mail.token(letter, 'ticket/guest');
    expect(fresh).not.toBe(token);
    const thread = (await post('tickets/guest/open', { token: fresh })).json();
    expect(thread.ticket).toMatchObject({ number, status: 'waiting_player' });
    expect(thread.messages.at(-1)).toMatchObject({
      author: 'staff',
      authorName: 'Support',
      body: 'Please send your receipt.',
    });
    ctx.mailer.close();
  });

  it('sends at most three confirmation mails an hour to one address, answering the same', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i += 1)
      expect((await request(email)).json()).toEqual({ message: M.guestLinkSent });
    expect(await mail.to(email)).toHaveLength(3);
  });

  it('limits visitor tickets per address: the eleventh within an hour is 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) {
      const res = await post(
        'tickets/guest',
        { email: newEmail(), category: 'other', subject: 'S', message: 'M' },
        ip,
      );
      expect(res.statusCode).toBe(200);
    }
    const res = await post(
      'tickets/guest',
      { email: newEmail(), category: 'other', subject: 'S', message: 'M' },
      ip,
    );
    expect(res.statusCode).toBe(429);
  });
});
