import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTicket } from '../../src/server/modules/tickets/repository.ts';
import { TICKET_MESSAGES as M, TICKET_LIMITS } from '../../src/shared/contracts/tickets.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
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

type Auth = Record<string, string>;
const valid = { category: 'payment', subject: 'Top-up not credited', message: 'I paid 100 PHP by GCash.' };

function call(method: 'GET' | 'POST', url: string, auth: Auth = {}, payload?: object) {
  return t.app.inject({ method, url: `/api/${url}`, headers: { ...AJAX, ...auth }, payload });
}
const createTicket = (auth: Auth, body: object) => call('POST', 'tickets', auth, body);

async function ticketCount(userNum: number): Promise<number> {
  const row = await t.db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_num', '=', userNum)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function newTicket(auth: Auth, body: object = valid): Promise<number> {
  const res = await createTicket(auth, body);
  expect(res.statusCode).toBe(200);
  return res.json().number as number;
}

describe('POST /api/tickets: validation', () => {
  const long = (n: number) => 'x'.repeat(n);
  const cases: Array<[string, object, string, string]> = [
    ['no category', { ...valid, category: undefined }, 'category', M.categoryRequired],
    ['an unknown category', { ...valid, category: 'refund' }, 'category', M.categoryRequired],
    ['an empty subject', { ...valid, subject: '   ' }, 'subject', M.subjectRequired],
    ['no subject', { ...valid, subject: undefined }, 'subject', M.subjectRequired],
    [
      'a subject too long',
      { ...valid, subject: long(TICKET_LIMITS.subjectMax + 1) },
      'subject',
      M.subjectTooLong,
    ],
    ['an empty message', { ...valid, message: '' }, 'message', M.messageRequired],
    [
      'a message too long',
      { ...valid, message: long(TICKET_LIMITS.messageMax + 1) },
      'message',
      M.messageTooLong,
    ],
    ['four screenshots', { ...valid, screenshots: [1, 2, 3, 4] }, 'screenshots', M.screenshotsTooMany],
    ['a character that is not a number', { ...valid, character: 'abc' }, 'character', M.characterInvalid],
  ];
  for (const [what, body, field, message] of cases) {
    it(`refuses ${what}: "${message}", and stores nothing`, async () => {
      const player = await createSignedInUser(t.db);
      const res = await createTicket(player.auth, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
      expect(await ticketCount(player.user.user_num)).toBe(0);
    });
  }

  it('accepts a subject and message of exactly the longest length', async () => {
    const player = await createSignedInUser(t.db);
    const body = {
      ...valid,
      subject: long(TICKET_LIMITS.subjectMax),
      message: long(TICKET_LIMITS.messageMax),
    };
    await newTicket(player.auth, body);
    expect(await ticketCount(player.user.user_num)).toBe(1);
  });

  it("refuses another player's character", async () => {
    const player = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const cha = await t.db
      .insertInto('characters')
      .values({
        user_num: other.user.user_num,
        cha_name: `Other${other.user.user_num}`,
        cha_level: 10,
        cha_class: 1,
        cha_school: 0,
      })
      .returning('cha_num')
      .executeTakeFirstOrThrow();
    const res = await createTicket(player.auth, { ...valid, character: cha.cha_num });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.character).toBe(M.characterInvalid);
    expect(await ticketCount(player.user.user_num)).toBe(0);
  });

  it('refuses a screenshot id that is not the player’s own pending upload, and stores nothing', async () => {
    const player = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const theirs = (await uploadScreenshot(t, await patternedPng(320, 200, 1), other.auth)).json()
      .id as number;
    for (const id of [theirs, 999_999]) {
      const res = await createTicket(player.auth, { ...valid, screenshots: [id] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.screenshots).toBe(M.screenshotMissing);
    }
    expect(await ticketCount(player.user.user_num)).toBe(0);
  });

  it('needs a signed-in player', async () => {
    const res = await createTicket({}, valid);
    expect(res.statusCode).toBe(401);
  });

  it('counts new tickets per player: the sixth within an hour is 429', async () => {
    const player = await createSignedInUser(t.db);
    for (let i = 0; i < 5; i += 1) await newTicket(player.auth);
    const res = await createTicket(player.auth, valid);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MESSAGES.tooManyRequests);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ticketCount(player.user.user_num)).toBe(5);
  });
});

describe('a player’s tickets', () => {
  it('creates a ticket with a character and a screenshot, lists it and shows its thread', async () => {
    const player = await createSignedInUser(t.db);
    const cha = await t.db
      .insertInto('characters')
      .values({
        user_num: player.user.user_num,
        cha_name: `Hero${player.user.user_num}`,
        cha_level: 50,
        cha_class: 1,
        cha_school: 0,
      })
      .returning(['cha_num', 'cha_name'])
      .executeTakeFirstOrThrow();
    const shot = (await uploadScreenshot(t, await patternedPng(320, 200, 2), player.auth)).json();
    const res = await createTicket(player.auth, { ...valid, character: cha.cha_num, screenshots: [shot.id] });
    expect(res.statusCode).toBe(200);
    const { number, message } = res.json();
    expect(number).toBeGreaterThan(100_000);
    expect(message).toBe(`Your ticket has been submitted. Your ticket number is #${number}.`);

    const list = (await call('GET', 'tickets', player.auth)).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      number,
      subject: valid.subject,
      category: 'payment',
      status: 'open',
      unread: false,
    });

    const thread = (await call('GET', `tickets/${number}`, player.auth)).json();
    expect(thread.ticket).toMatchObject({
      number,
      character: cha.cha_name,
      canReply: true,
      reopenUntil: null,
    });
    expect(thread.messages).toHaveLength(1);
    expect(thread.messages[0]).toMatchObject({
      author: 'player',
      authorName: player.user.user_id,
      body: valid.message,
    });
    expect(thread.messages[0].attachments).toEqual([
      { id: shot.id, url: shot.url, thumbnailUrl: shot.thumbnailUrl, width: shot.width, height: shot.height },
    ]);
  });

  it('lists newest first, ten a page', async () => {
    const player = await createSignedInUser(t.db);
    const numbers: number[] = [];
    // Inserted directly: the creation limit (5 an hour) is tested above.
    for (let i = 0; i < 12; i += 1) {
      numbers.push(
        await insertTicket(t.db, {
          userNum: player.user.user_num,
          guestEmail: null,
          category: 'bug',
          subject: `Bug ${i}`,
          chaNum: null,
        }),
      );
    }
    const first = (await call('GET', 'tickets?page=1', player.auth)).json();
    expect(first.data.map((r: { number: number }) => r.number)).toEqual(numbers.toReversed().slice(0, 10));
    expect(first).toMatchObject({ total: 12, last_page: 2 });
    const second = (await call('GET', 'tickets?page=2', player.auth)).json();
    expect(second.data.map((r: { number: number }) => r.number)).toEqual(numbers.toReversed().slice(10));
  });

  it("answers 404 for another player's ticket on every route, exactly as for one that does not exist", async () => {
    const owner = await createSignedInUser(t.db);
    const stranger = await createSignedInUser(t.db);
    const number = await newTicket(owner.auth);
    const tries = [
      () => call('GET', `tickets/${number}`, stranger.auth),
      () => call('POST', `tickets/${number}/replies`, stranger.auth, { message: 'let me in' }),
      () => call('POST', `tickets/${number}/reopen`, stranger.auth),
    ];
    for (const attempt of tries) {
      const res = await attempt();
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: M.notFound });
    }
    const missing = await call('GET', 'tickets/2000000000', stranger.auth);
    expect(missing.json()).toEqual({ code: 'not_found', message: M.notFound });
    const thread = (await call('GET', `tickets/${number}`, owner.auth)).json();
    expect(thread.messages).toHaveLength(1);
  });

  it('validates replies with the same messages', async () => {
    const player = await createSignedInUser(t.db);
    const number = await newTicket(player.auth);
    const empty = await call('POST', `tickets/${number}/replies`, player.auth, { message: ' ' });
    expect(empty.json().errors.message).toBe(M.messageRequired);
    const long = await call('POST', `tickets/${number}/replies`, player.auth, { message: 'y'.repeat(4001) });
    expect(long.json().errors.message).toBe(M.messageTooLong);
  });
});

describe('staff reply, badge, reply and reopen', () => {
  it('mails the player, shows a badge until the ticket is opened, never shows the note', async () => {
    const staff = await createSignedInUser(t.db, { userType: 11 });
    const player = await createSignedInUser(t.db);
    const number = await newTicket(player.auth);
    const ctx = ticketsContext(t.db, mail.url);
    await staffReplies(ctx, number, 'We found your payment, crediting now.', {
      staffUserNum: staff.user.user_num,
      note: 'GCash ref checked',
    });
    await ctx.tasks.drain();

    const letter = await mail.last(player.user.email, new RegExp(`answered your ticket #${number}`));
    expect(letter.text).toContain(`/checkticket/${number}`);
    expect((await call('GET', 'tickets/unread', player.auth)).json()).toEqual({ count: 1 });
    const listed = (await call('GET', 'tickets', player.auth)).json();
    expect(listed.data[0]).toMatchObject({ status: 'waiting_player', unread: true });

    const thread = (await call('GET', `tickets/${number}`, player.auth)).json();
    expect(
      thread.messages.map((m: { author: string; authorName: string; body: string }) => [
        m.author,
        m.authorName,
        m.body,
      ]),
    ).toEqual([
      ['player', player.user.user_id, valid.message],
      ['staff', 'Support', 'We found your payment, crediting now.'],
    ]);
    expect(JSON.stringify(thread)).not.toContain('GCash ref checked');
    expect((await call('GET', 'tickets/unread', player.auth)).json()).toEqual({ count: 0 });

    const reply = await call('POST', `tickets/${number}/replies`, player.auth, { message: 'Thank you!' });
    expect(reply.json()).toEqual({ message: M.replied });
    const after = (await call('GET', `tickets/${number}`, player.auth)).json();
    expect(after.ticket.status).toBe('waiting_staff');
    ctx.mailer.close();
  });

  it('refuses replies to a resolved or closed ticket; reopens a resolved one within 14 days only', async () => {
    const player = await createSignedInUser(t.db);
    const number = await newTicket(player.auth);
    const resolve = (daysAgo: number) =>
      t.db
        .updateTable('tickets')
        .set({ status: 'resolved', resolved_at: sql<Date>`now() - make_interval(days => ${daysAgo})` })
        .where('number', '=', number)
        .execute();

    await resolve(15);
    const late = await call('POST', `tickets/${number}/reopen`, player.auth);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.reopenExpired);
    const blocked = await call('POST', `tickets/${number}/replies`, player.auth, { message: 'hello?' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(M.notOpen);

    await resolve(13);
    expect((await call('GET', `tickets/${number}`, player.auth)).json().ticket.reopenUntil).not.toBeNull();
    const reopened = await call('POST', `tickets/${number}/reopen`, player.auth);
    expect(reopened.json()).toEqual({ message: M.reopened });
    const thread = (await call('GET', `tickets/${number}`, player.auth)).json();
    expect(thread.ticket).toMatchObject({ status: 'waiting_staff', canReply: true, resolvedAt: null });
    const again = await call('POST', `tickets/${number}/reopen`, player.auth);
    expect(again.json().message).toBe(M.notResolved);

    await t.db.updateTable('tickets').set({ status: 'closed' }).where('number', '=', number).execute();
    const closed = await call('POST', `tickets/${number}/replies`, player.auth, { message: 'still there?' });
    expect(closed.statusCode).toBe(409);
  });
});
