import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDashboard } from '../../src/server/modules/dashboard/service.ts';
import { ADMIN_TICKET_MESSAGES as A } from '../../src/shared/contracts/admin-tickets.ts';
import { TICKET_MESSAGES as M } from '../../src/shared/contracts/tickets.ts';
import { auditMark, auditRows, failAuditOf } from '../support/admin-client.ts';
import { createSignedInUser } from '../support/factories.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { patternedPng } from '../support/png.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { uploadScreenshot } from '../support/tickets.ts';

/** The console's support desk (/api/admin/tickets...): support staff and administrators, every write audited. */
let t: TestApp;
let mail: MailCatcher;
type Auth = Record<string, string>;
type User = Awaited<ReturnType<typeof createSignedInUser>>;
let admin: User;
let support: User;
let player: User;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ mail });
  admin = await createSignedInUser(t.db, { userType: 11 });
  support = await createSignedInUser(t.db);
  await t.db
    .insertInto('staff_grants')
    .values({ user_num: support.user.user_num, role: 'support' })
    .execute();
  player = await createSignedInUser(t.db);
});
afterAll(async () => {
  await t.close();
  await mail.close();
});
let mark: number;
beforeEach(async () => {
  mark = await auditMark(t);
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload?: object) {
  const res = await t.app.inject({ method, url: `/api/${url}`, headers: { ...AJAX, ...auth }, payload });
  return { status: res.statusCode, body: res.body === '' ? null : res.json(), raw: res };
}

/** A ticket as a player makes it, through the player API. */
async function playerTicket(owner: User, subject = 'Top-up not credited', screenshots: number[] = []) {
  const res = await call('POST', 'tickets', owner.auth, {
    category: 'payment',
    subject,
    message: 'I paid 100 PHP by GCash, ref 12345.',
    screenshots,
  });
  expect(res.status).toBe(200);
  return res.body.number as number;
}

/** A ticket inserted directly, with the fields the queue's filters read. */
async function rawTicket(fields: {
  status?: 'open' | 'waiting_player' | 'waiting_staff' | 'resolved' | 'closed';
  category?: 'account' | 'payment' | 'bug';
  assignee?: number | null;
  daysIdle?: number;
  owner?: number;
}) {
  const row = await t.db
    .insertInto('tickets')
    .values({
      user_num: fields.owner ?? player.user.user_num,
      guest_email: null,
      category: fields.category ?? 'bug',
      subject: 'Queue ticket',
      cha_num: null,
      status: fields.status ?? 'open',
      assignee_user_num: fields.assignee ?? null,
      resolved_at: null,
      last_activity_at: sql<Date>`now() - make_interval(days => ${fields.daysIdle ?? 0})`,
    })
    .returning('number')
    .executeTakeFirstOrThrow();
  return row.number;
}

const ticketRow = (number: number) =>
  t.db.selectFrom('tickets').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
const messageCount = async (number: number) =>
  Number(
    (
      await t.db
        .selectFrom('ticket_messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('ticket_number', '=', number)
        .executeTakeFirstOrThrow()
    ).n,
  );
const numbers = (body: { data: { number: number }[] }) => body.data.map((r) => r.number);

describe('the queue (first: the database holds only these tickets)', () => {
  let tickets: Record<string, number>;
  beforeAll(async () => {
    tickets = {
      oldOpen: await rawTicket({ status: 'open', daysIdle: 9, category: 'payment' }),
      mineStaff: await rawTicket({ status: 'waiting_staff', daysIdle: 4, assignee: support.user.user_num }),
      adminsPlayer: await rawTicket({ status: 'waiting_player', daysIdle: 2, assignee: admin.user.user_num }),
      newOpen: await rawTicket({ status: 'open', daysIdle: 0, category: 'account' }),
      resolved: await rawTicket({ status: 'resolved', daysIdle: 20 }),
      closed: await rawTicket({ status: 'closed', daysIdle: 30 }),
    };
  });

  it('shows active tickets oldest activity first by default, with counts per status', async () => {
    const res = await call('GET', 'admin/tickets', support.auth);
    expect(res.status).toBe(200);
    expect(numbers(res.body)).toEqual([
      tickets.oldOpen,
      tickets.mineStaff,
      tickets.adminsPlayer,
      tickets.newOpen,
    ]);
    expect(res.body.counts).toEqual({ open: 2, waiting_player: 1, waiting_staff: 1, resolved: 1, closed: 1 });
    expect(res.body).toMatchObject({ page: 1, total: 4, last_page: 1 });
    expect(res.body.data[1]).toMatchObject({
      status: 'waiting_staff',
      player: { userNum: player.user.user_num, userId: player.user.user_id },
      assignee: { userNum: support.user.user_num, userId: support.user.user_id },
      guestEmail: null,
    });
  });

  it('filters by status, category, assignee, waiting on whom and age, and sorts newest first', async () => {
    const list = async (query: string, auth = support.auth) =>
      numbers((await call('GET', `admin/tickets?${query}`, auth)).body);
    expect(await list('status=all&sort=newest')).toEqual([
      tickets.newOpen,
      tickets.adminsPlayer,
      tickets.mineStaff,
      tickets.oldOpen,
      tickets.resolved,
      tickets.closed,
    ]);
    expect(await list('status=resolved')).toEqual([tickets.resolved]);
    expect(await list('category=account')).toEqual([tickets.newOpen]);
    expect(await list('assignee=mine')).toEqual([tickets.mineStaff]);
    expect(await list('assignee=mine', admin.auth)).toEqual([tickets.adminsPlayer]);
    expect(await list(`assignee=${admin.user.user_num}`)).toEqual([tickets.adminsPlayer]);
    expect(await list('assignee=unassigned')).toEqual([tickets.oldOpen, tickets.newOpen]);
    expect(await list('waiting=staff')).toEqual([tickets.oldOpen, tickets.mineStaff, tickets.newOpen]);
    expect(await list('waiting=player')).toEqual([tickets.adminsPlayer]);
    // A status that is not the waiting side's: nothing, not an error.
    expect(await list('waiting=player&status=open')).toEqual([]);
    expect(await list('olderThanDays=3')).toEqual([tickets.oldOpen, tickets.mineStaff]);
    expect(await list('olderThanDays=3&status=all')).toEqual([
      tickets.closed,
      tickets.resolved,
      tickets.oldOpen,
      tickets.mineStaff,
    ]);
  });

  it('pages 25 at a time', async () => {
    const extra = [];
    for (let i = 0; i < 25; i += 1) extra.push(await rawTicket({ status: 'closed', daysIdle: 40 + i }));
    const first = (await call('GET', 'admin/tickets?status=closed', support.auth)).body;
    expect(first).toMatchObject({ total: 26, last_page: 2, next_page: 2 });
    expect(first.data).toHaveLength(25);
    expect(first.data[0].number).toBe(extra.at(-1));
    const second = (await call('GET', 'admin/tickets?status=closed&page=2', support.auth)).body;
    expect(numbers(second)).toEqual([tickets.closed]);
  });

  it('refuses unknown filters with a message naming the field', async () => {
    const cases: [string, string, string][] = [
      ['status=pending', 'status', 'Unknown status filter.'],
      ['category=refund', 'category', 'Unknown category.'],
      ['assignee=someone', 'assignee', 'Assignee must be mine, unassigned or a user number.'],
      ['waiting=nobody', 'waiting', 'Waiting must be staff or player.'],
      ['olderThanDays=0', 'olderThanDays', 'olderThanDays must be 1 or more.'],
      ['olderThanDays=1e3', 'olderThanDays', 'olderThanDays must be a whole number written in digits.'],
      ['sort=random', 'sort', 'Sort must be oldest or newest.'],
      ['page=0', 'page', 'page must be 1 or more.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await call('GET', `admin/tickets?${query}`, support.auth);
      expect([query, res.status, res.body.errors?.[field]]).toEqual([query, 400, message]);
    }
  });

  it('lists the staff a ticket can be assigned to', async () => {
    const res = await call('GET', 'admin/tickets/staff', support.auth);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { userNum: admin.user.user_num, userId: admin.user.user_id, role: 'admin' },
        { userNum: support.user.user_num, userId: support.user.user_id, role: 'support' },
      ]),
    );
    expect(res.body.data.map((s: { userNum: number }) => s.userNum)).not.toContain(player.user.user_num);
  });

  it('fills the overview’s open tickets: those waiting for staff', async () => {
    const figures = await loadDashboard(t.db);
    expect(figures.openTickets).toBe(3);
  });
});

describe('one ticket: thread, notes, replies', () => {
  it('shows the whole thread with the player’s screenshot through the staff route', async () => {
    const owner = await createSignedInUser(t.db);
    const shot = (await uploadScreenshot(t, await patternedPng(320, 200, 3), owner.auth)).json();
    const number = await playerTicket(owner, 'Paid but not credited', [shot.id]);
    const res = await call('GET', `admin/tickets/${number}`, support.auth);
    expect(res.status).toBe(200);
    expect(res.body.ticket).toMatchObject({
      number,
      subject: 'Paid but not credited',
      category: 'payment',
      status: 'open',
      player: { userNum: owner.user.user_num, userId: owner.user.user_id },
      assignee: null,
      playerUnread: false,
    });
    const [first] = res.body.messages;
    expect(first).toMatchObject({ author: 'player', authorName: owner.user.user_id, internal: false });
    const image = first.attachments[0];
    expect(image.url).toBe(`/api/admin/tickets/attachments/${shot.id}`);
    const file = await t.app.inject({ url: image.url, headers: support.auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('no-store');
    const thumb = await t.app.inject({ url: image.thumbnailUrl, headers: admin.auth });
    expect(thumb.statusCode).toBe(200);
    // Not for players, not even the ticket's own (they have their own route), and not anonymously.
    expect((await t.app.inject({ url: image.url, headers: owner.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: image.url })).statusCode).toBe(401);
    expect((await call('GET', 'admin/tickets/attachments/999999999', support.auth)).status).toBe(404);
  });

  it('answers 404 for a ticket that does not exist, on every route', async () => {
    const missing = 2_000_000_000;
    const tries = [
      call('GET', `admin/tickets/${missing}`, support.auth),
      call('POST', `admin/tickets/${missing}/replies`, support.auth, { message: 'Hello' }),
      call('POST', `admin/tickets/${missing}/notes`, support.auth, { message: 'Hello' }),
      call('PUT', `admin/tickets/${missing}/status`, support.auth, { status: 'resolved' }),
      call('PUT', `admin/tickets/${missing}/assignee`, support.auth, { assignee: null }),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: M.notFound });
    }
    const bad = await call('GET', 'admin/tickets/abc', support.auth);
    expect(bad.status).toBe(400);
  });

  it('keeps internal notes from the player: not in their thread, no mail, no badge, no activity', async () => {
    const owner = await createSignedInUser(t.db);
    const number = await playerTicket(owner);
    const before = await ticketRow(number);
    const res = await call('POST', `admin/tickets/${number}/notes`, support.auth, {
      message: 'GCash ref 12345 matches a payment on the 3rd.',
    });
    expect(res.body).toEqual({ message: A.noted });

    const staffView = (await call('GET', `admin/tickets/${number}`, admin.auth)).body;
    expect(staffView.messages.at(-1)).toMatchObject({
      author: 'staff',
      authorName: support.user.user_id,
      internal: true,
      body: 'GCash ref 12345 matches a payment on the 3rd.',
    });
    const playerView = (await call('GET', `tickets/${number}`, owner.auth)).body;
    expect(playerView.messages).toHaveLength(1);
    expect(JSON.stringify(playerView)).not.toContain('GCash ref 12345 matches');
    expect((await call('GET', 'tickets/unread', owner.auth)).body).toEqual({ count: 0 });
    const after = await ticketRow(number);
    expect(after.last_activity_at).toEqual(before.last_activity_at);
    expect(after.status).toBe('open');
    expect(await mail.to(owner.user.email)).toEqual([]);

    const rows = await auditRows(t, 'ticket', mark);
    expect(rows).toEqual([
      {
        actor_user_num: support.user.user_num,
        ip: '127.0.0.1',
        action: 'ticket.note',
        record_id: String(number),
        changes: [{ field: 'note', old: null, new: staffView.messages.at(-1).id }],
      },
    ]);
  });

  it('replies: waiting for the player by default, the e-mail, the badge and the audit row', async () => {
    const owner = await createSignedInUser(t.db);
    const number = await playerTicket(owner);
    const res = await call('POST', `admin/tickets/${number}/replies`, support.auth, {
      message: 'We found your payment and credited 100 R-Coin.\nSee https://example.com/help',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: A.replied });

    const letter = await mail.last(owner.user.email, new RegExp(`answered your ticket #${number}`));
    expect(letter.text).toContain(`/checkticket/${number}`);
    expect(letter.text).not.toContain('credited 100 R-Coin');
    expect((await call('GET', 'tickets/unread', owner.auth)).body).toEqual({ count: 1 });
    const thread = (await call('GET', `tickets/${number}`, owner.auth)).body;
    expect(thread.ticket.status).toBe('waiting_player');
    expect(thread.messages.at(-1)).toMatchObject({
      author: 'staff',
      authorName: 'Support',
      body: 'We found your payment and credited 100 R-Coin.\nSee https://example.com/help',
    });
    const staffView = (await call('GET', `admin/tickets/${number}`, support.auth)).body;
    expect(staffView.ticket.playerUnread).toBe(false); // the player has just opened it

    expect(await auditRows(t, 'ticket', mark)).toEqual([
      {
        actor_user_num: support.user.user_num,
        ip: '127.0.0.1',
        action: 'ticket.reply',
        record_id: String(number),
        changes: [
          { field: 'reply', old: null, new: staffView.messages.at(-1).id },
          { field: 'status', old: 'open', new: 'waiting_player' },
        ],
      },
    ]);
  });

  it('a reply may resolve the ticket: the player can then reopen it', async () => {
    const owner = await createSignedInUser(t.db);
    const number = await playerTicket(owner);
    await call('POST', `admin/tickets/${number}/replies`, admin.auth, {
      message: 'Done.',
      status: 'resolved',
    });
    const row = await ticketRow(number);
    expect(row.status).toBe('resolved');
    expect(row.resolved_at).not.toBeNull();
    const reopen = await call('POST', `tickets/${number}/reopen`, owner.auth);
    expect(reopen.status).toBe(200);
    expect((await ticketRow(number)).status).toBe('waiting_staff');
  });

  it('validates replies and notes with the form’s words, and stores nothing', async () => {
    const number = await playerTicket(await createSignedInUser(t.db));
    const cases: [string, object, string, string][] = [
      ['replies', { message: '  ' }, 'message', M.messageRequired],
      ['replies', {}, 'message', M.messageRequired],
      ['replies', { message: 'x'.repeat(4001) }, 'message', M.messageTooLong],
      ['replies', { message: 'Hi', status: 'pending' }, 'status', A.statusRequired],
      ['notes', { message: '' }, 'message', M.messageRequired],
      ['notes', { message: 'x'.repeat(4001) }, 'message', M.messageTooLong],
    ];
    for (const [route, body, field, message] of cases) {
      const res = await call('POST', `admin/tickets/${number}/${route}`, support.auth, body);
      expect([route, res.status, res.body.errors?.[field]]).toEqual([route, 400, message]);
    }
    // 4,000 characters of four-byte text fit the body limit.
    const longest = await call('POST', `admin/tickets/${number}/notes`, support.auth, {
      message: '😀'.repeat(2000),
    });
    expect(longest.status).toBe(200);
    expect(await messageCount(number)).toBe(2);
  });

  it('refuses a reply to a closed ticket, and rolls the reply back when its audit row fails', async () => {
    const owner = await createSignedInUser(t.db);
    const number = await playerTicket(owner);
    await call('PUT', `admin/tickets/${number}/status`, support.auth, { status: 'closed' });
    const closed = await call('POST', `admin/tickets/${number}/replies`, support.auth, { message: 'Hello' });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(A.closed);
    expect(await messageCount(number)).toBe(1);

    await call('PUT', `admin/tickets/${number}/status`, support.auth, { status: 'open' });
    const restore = await failAuditOf(t, 'ticket.reply');
    try {
      const failed = await call('POST', `admin/tickets/${number}/replies`, support.auth, {
        message: 'Hello',
      });
      expect(failed.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await messageCount(number)).toBe(1);
    const row = await ticketRow(number);
    expect([row.status, row.player_unread]).toEqual(['open', false]);
    expect(await mail.to(owner.user.email)).toEqual([]);
  });
});

describe('status and assignment', () => {
  it('changes the status with an audit row; the same status again writes nothing', async () => {
    const number = await playerTicket(await createSignedInUser(t.db));
    const res = await call('PUT', `admin/tickets/${number}/status`, support.auth, { status: 'resolved' });
    expect(res.body).toEqual({ message: A.statusChanged });
    expect((await ticketRow(number)).resolved_at).not.toBeNull();
    await call('PUT', `admin/tickets/${number}/status`, support.auth, { status: 'resolved' });
    await call('PUT', `admin/tickets/${number}/status`, admin.auth, { status: 'waiting_staff' });
    expect((await ticketRow(number)).resolved_at).toBeNull();
    const rows = await auditRows(t, 'ticket', mark);
    expect(rows.map((r) => [r.action, r.actor_user_num, r.changes])).toEqual([
      ['ticket.status', support.user.user_num, [{ field: 'status', old: 'open', new: 'resolved' }]],
      ['ticket.status', admin.user.user_num, [{ field: 'status', old: 'resolved', new: 'waiting_staff' }]],
    ]);
    const bad = await call('PUT', `admin/tickets/${number}/status`, support.auth, { status: 'done' });
    expect(bad.body.errors.status).toBe(A.statusRequired);
    const missing = await call('PUT', `admin/tickets/${number}/status`, support.auth, {});
    expect(missing.body.errors.status).toBe(A.statusRequired);
  });

  it('assigns to me, to another staff member and to nobody, never to a player; activity unchanged', async () => {
    const number = await playerTicket(await createSignedInUser(t.db));
    const before = await ticketRow(number);
    const assign = (assignee: unknown) =>
      call('PUT', `admin/tickets/${number}/assignee`, support.auth, { assignee });
    expect((await assign(support.user.user_num)).body).toEqual({ message: A.assigned });
    expect((await assign(admin.user.user_num)).status).toBe(200);
    const toPlayer = await assign(player.user.user_num);
    expect([toPlayer.status, toPlayer.body.errors?.assignee]).toEqual([400, A.notStaff]);
    const toNumber = await assign('first');
    expect([toNumber.status, toNumber.body.errors?.assignee]).toEqual([400, A.notStaff]);
    expect((await ticketRow(number)).assignee_user_num).toBe(admin.user.user_num);
    expect((await assign(null)).status).toBe(200);
    const after = await ticketRow(number);
    expect(after.assignee_user_num).toBeNull();
    expect(after.last_activity_at).toEqual(before.last_activity_at);
    const rows = await auditRows(t, 'ticket', mark);
    expect(rows.map((r) => [r.action, r.changes])).toEqual([
      ['ticket.assign', [{ field: 'assignee', old: null, new: support.user.user_num }]],
      ['ticket.assign', [{ field: 'assignee', old: support.user.user_num, new: admin.user.user_num }]],
      ['ticket.assign', [{ field: 'assignee', old: admin.user.user_num, new: null }]],
    ]);
  });
});

describe('at the same time', () => {
  it('two staff changing one ticket at once: each audit row starts from the state the other left', async () => {
    const owner = await createSignedInUser(t.db);
    const number = await playerTicket(owner);
    const [a, b] = await Promise.all([
      call('POST', `admin/tickets/${number}/replies`, support.auth, {
        message: 'First answer',
        status: 'resolved',
      }),
      call('PUT', `admin/tickets/${number}/status`, admin.auth, { status: 'closed' }),
    ]);
    const rows = await auditRows(t, 'ticket', mark);
    const statuses = rows.map((r) =>
      (r.changes as { field: string; old: unknown; new: unknown }[]).find((c) => c.field === 'status'),
    );
    if (a.status === 200) {
      // The reply went first (open -> resolved), then the close (resolved -> closed).
      expect(b.status).toBe(200);
      expect(statuses).toEqual([
        { field: 'status', old: 'open', new: 'resolved' },
        { field: 'status', old: 'resolved', new: 'closed' },
      ]);
    } else {
      // The close went first: the reply found the ticket closed and changed nothing.
      expect([a.status, a.body.message, b.status]).toEqual([409, A.closed, 200]);
      expect(statuses).toEqual([{ field: 'status', old: 'open', new: 'closed' }]);
    }
    expect((await ticketRow(number)).status).toBe('closed');
  });

  it('two replies at once are both stored, each with its audit row and its mail', async () => {
    const owner = await createSignedInUser(t.db);
    const number = await playerTicket(owner);
    const replies = await Promise.all(
      ['One', 'Two'].map((message) =>
        call('POST', `admin/tickets/${number}/replies`, support.auth, { message }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(await messageCount(number)).toBe(3);
    expect((await auditRows(t, 'ticket', mark)).map((r) => r.action)).toEqual([
      'ticket.reply',
      'ticket.reply',
    ]);
    expect(await mail.to(owner.user.email)).toHaveLength(2);
  });
});

describe("a visitor's ticket", () => {
  it('shows the confirmed address as its author, and a reply mails that address a fresh link', async () => {
    const email = `visitor${Date.now()}@example.com`;
    const number = (
      await t.db
        .insertInto('tickets')
        .values({
          user_num: null,
          guest_email: email,
          category: 'account',
          subject: 'Cannot sign in',
          cha_num: null,
          resolved_at: null,
          assignee_user_num: null,
        })
        .returning('number')
        .executeTakeFirstOrThrow()
    ).number;
    await t.db
      .insertInto('ticket_messages')
      .values({
        ticket_number: number,
        author_kind: 'player',
        author_user_num: null,
        body: 'I forgot my ID.',
      })
      .execute();
    const view = (await call('GET', `admin/tickets/${number}`, support.auth)).body;
    expect(view.ticket).toMatchObject({ player: null, guestEmail: email });
    expect(view.messages[0]).toMatchObject({ author: 'player', authorName: email });
    await call('POST', `admin/tickets/${number}/replies`, support.auth, {
      message: 'Your ID starts with ana.',
    });
    const letter = await mail.last(email, new RegExp(`ticket #${number}`));
    expect(letter.text).toMatch(/\/ticket\/guest\?token=/);
  });
});

describe('canned answers', () => {
  it('adds, lists by title, changes and deletes, each with an audit row', async () => {
    const created = await call('POST', 'admin/tickets/canned', support.auth, {
      title: ' Payment found ',
      body: 'We found your payment and credited your account.',
    });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    await call('POST', 'admin/tickets/canned', support.auth, {
      title: 'Ask for a screenshot',
      body: 'Please attach it.',
    });
    const list = (await call('GET', 'admin/tickets/canned', support.auth)).body.data;
    expect(list.map((c: { title: string }) => c.title)).toEqual(['Ask for a screenshot', 'Payment found']);

    const dup = await call('POST', 'admin/tickets/canned', admin.auth, {
      title: 'Payment found',
      body: 'Again',
    });
    expect([dup.status, dup.body.message]).toEqual([409, A.cannedTitleTaken]);
    const renameTaken = await call('PUT', `admin/tickets/canned/${id}`, admin.auth, {
      title: 'Ask for a screenshot',
      body: 'x',
      version: 1,
    });
    expect([renameTaken.status, renameTaken.body.message]).toEqual([409, A.cannedTitleTaken]);

    const changed = await call('PUT', `admin/tickets/canned/${id}`, admin.auth, {
      title: 'Payment found',
      body: 'We found your payment.',
      version: 1,
    });
    expect(changed.body).toEqual({ message: A.cannedSaved, id });
    expect((await call('DELETE', `admin/tickets/canned/${id}`, support.auth)).body).toEqual({
      message: A.cannedDeleted,
    });
    expect((await call('DELETE', `admin/tickets/canned/${id}`, support.auth)).status).toBe(404);
    expect(
      (await call('PUT', `admin/tickets/canned/${id}`, support.auth, { title: 'a', body: 'b', version: 2 }))
        .status,
    ).toBe(404);

    const rows = await auditRows(t, 'ticket_canned', mark);
    expect(rows.filter((r) => r.record_id === String(id)).map((r) => [r.action, r.changes])).toEqual([
      [
        'ticket_canned.create',
        [
          { field: 'title', old: null, new: 'Payment found' },
          { field: 'body', old: null, new: 'We found your payment and credited your account.' },
        ],
      ],
      [
        'ticket_canned.update',
        [
          {
            field: 'body',
            old: 'We found your payment and credited your account.',
            new: 'We found your payment.',
          },
        ],
      ],
      [
        'ticket_canned.delete',
        [
          { field: 'title', old: 'Payment found', new: null },
          { field: 'body', old: 'We found your payment.', new: null },
        ],
      ],
    ]);
  });

  it('validates with the form’s words', async () => {
    const cases: [object, string, string][] = [
      [{ title: ' ', body: 'x' }, 'title', A.cannedTitleRequired],
      [{ title: 'x'.repeat(81), body: 'x' }, 'title', A.cannedTitleTooLong],
      [{ title: 'x' }, 'body', M.messageRequired],
      [{ title: 'x', body: 'y'.repeat(4001) }, 'body', M.messageTooLong],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', 'admin/tickets/canned', support.auth, body);
      expect([res.status, res.body.errors?.[field]]).toEqual([400, message]);
    }
  });
});

describe('who may work tickets', () => {
  it('refuses anonymous callers (401) and players (403) on every ticket route, before reading the body', async () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', 'admin/tickets'],
      ['GET', 'admin/tickets/staff'],
      ['GET', 'admin/tickets/1'],
      ['POST', 'admin/tickets/1/replies'],
      ['POST', 'admin/tickets/1/notes'],
      ['PUT', 'admin/tickets/1/status'],
      ['PUT', 'admin/tickets/1/assignee'],
      ['GET', 'admin/tickets/attachments/1'],
      ['GET', 'admin/tickets/canned'],
      ['POST', 'admin/tickets/canned'],
      ['PUT', 'admin/tickets/canned/1'],
      ['DELETE', 'admin/tickets/canned/1'],
    ];
    for (const [method, url] of routes) {
      const anonymous = await call(method, url, {}, { message: 'x' });
      expect([url, anonymous.status]).toEqual([url, 401]);
      const asPlayer = await call(method, url, player.auth, { message: 'x' });
      expect([url, asPlayer.status, asPlayer.body.code]).toEqual([url, 403, 'forbidden']);
    }
  });
});
