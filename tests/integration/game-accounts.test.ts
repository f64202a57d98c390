import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#shared/contracts/accounts.ts';
import { storedFormOf } from '../../src/server/modules/game/password-forms.ts';
import { createGameWorker } from '../../src/server/modules/game/worker.ts';
import { get, nextIp, post, registration } from '../support/accounts.ts';
import { adminClient, failAuditOf } from '../support/admin-client.ts';
import { createUser } from '../support/factories.ts';
import { siteBridgeTo } from '../support/game-app.ts';
import { createGameStandIn, type GameStandIn } from '../support/game-stand-in.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';

/**
 * The accounts side of the game bridge (issue 31, docs/product/game-bridge.md), on the real PostgreSQL: one
 * site database shared by two apps, `up` with its bridge on the game's stand-in and `down` with its game
 * database unreachable (an outage), so one account can live through both.
 */
let database: TestDatabase;
let stand: GameStandIn;
let mail: MailCatcher;
let up: TestApp;
let down: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  database = await createTestDatabase();
  stand = await createGameStandIn();
  const profile = stand.profile;
  up = await createTestApp({ database, mail, game: siteBridgeTo(stand.url, profile) });
  down = await createTestApp({
    database,
    game: siteBridgeTo('postgres://postgres@127.0.0.1:1/game', profile),
  });
  admin = await adminClient(up);
});
afterAll(async () => {
  await up.close();
  await down.close();
  await database.drop();
  await stand.drop();
  await mail.close();
});

const md5 = (password: string) => storedFormOf('md5-19', password);
const fresh = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

async function gameLogin(userId: string) {
  const [row] = await stand.query<{ UserNum: number; UserPass: string; UserBlock: number; hours: number }>(
    `select "UserNum", "UserPass", "UserBlock",
            round(extract(epoch from "UserBlockDate" - localtimestamp) / 3600)::int as hours
     from "RanUser"."UserInfo" where "UserID" = $1`,
    [userId],
  );
  return row;
}
const someoneElseHas = (userId: string, pass = 'theirs') =>
  stand.query(`insert into "RanUser"."UserInfo" ("UserName", "UserID", "UserPass") values ($1, $1, $2)`, [
    userId,
    pass,
  ]);
/** The game worker a minute ahead, giving up after one try: a clash it finds parks at once. */
const parkingWorker = () =>
  createGameWorker({
    db: database.db,
    game: stand.game,
    profile: stand.profile,
    now: () => new Date(Date.now() + 60_000),
    backoff: { baseMs: 1000, capMs: 1000, maxAttempts: 1 },
  });
const outboxOf = (userId: string) =>
  database.db
    .selectFrom('game_outbox')
    .selectAll()
    .where('game_user_id', '=', userId)
    .orderBy('id')
    .execute();
const account = (userId: string) =>
  database.db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
const register = (app: TestApp, payload: object) => post(app.app, 'register', payload, { ip: nextIp() });
async function signIn(app: TestApp, UserID: string, UserPass: string) {
  return (await post(app.app, 'processlogin', { UserID, UserPass }, { ip: nextIp() })).json().data;
}
async function gameStatus(userNum: number) {
  const res = await admin.call('GET', `/api/admin/players/${userNum}`);
  expect(res.status).toBe(200);
  return res.body.game;
}
const IN_STEP = { state: 'in_step', queued: 0, error: null };

describe('registration', () => {
  it('creates the game login at once, with the password in the profile’s form and nowhere on the site', async () => {
    const payload = registration();
    const res = await register(up, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.registered, status: 1, error: [] });
    expect((await gameLogin(payload.userId))?.UserPass).toBe(md5(payload.userPassword));
    const row = await account(payload.userId);
    expect(row?.game_password_pending_at).toBeNull();
    const rows = await outboxOf(payload.userId);
    expect(rows.map((r) => [r.kind, r.delivered_at !== null])).toEqual([['create_login', true]]);
    const kept = JSON.stringify({ rows, row });
    expect(kept).not.toContain(payload.userPassword);
    expect(kept).not.toContain(md5(payload.userPassword));
    expect(await gameStatus(row?.user_num ?? 0)).toEqual(IN_STEP);
  });

  it('refuses a name the game already has, as a taken name, and queues nothing', async () => {
    const userId = fresh('taken');
    await someoneElseHas(userId);
    const res = await register(up, registration({ userId }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 0,
      error: [M.userIdTaken],
      errors: { userId: M.userIdTaken },
    });
    expect(await account(userId)).toBeUndefined();
    expect(await outboxOf(userId)).toEqual([]);
    expect((await gameLogin(userId))?.UserPass).toBe('theirs');
  });

  it('works during an outage: the login follows when the game is back, its password at the first sign-in', async () => {
    const payload = registration();
    expect((await register(down, payload)).statusCode).toBe(200);
    const row = await account(payload.userId);
    expect(row?.game_password_pending_at).toBeInstanceOf(Date);
    const num = row?.user_num ?? 0;
    expect((await outboxOf(payload.userId)).map((r) => [r.kind, r.delivered_at])).toEqual([
      ['create_login', null],
    ]);
    expect(await gameStatus(num)).toEqual({ state: 'waiting', queued: 1, error: null });
    // A sign-in before the login exists changes nothing in game and keeps the mark.
    expect((await signIn(up, payload.userId, payload.userPassword)).status).toBe(0);
    expect(await gameLogin(payload.userId)).toBeUndefined();
    expect((await account(payload.userId))?.game_password_pending_at).toEqual(row?.game_password_pending_at);

    await up.app.game?.worker.runOnce();
    // The outbox carried no password: the login cannot be used in game yet.
    expect((await gameLogin(payload.userId))?.UserPass).toMatch(/^\*[0-9a-f]{18}$/);
    expect(await gameStatus(num)).toEqual({ state: 'password_pending', queued: 0, error: null });

    expect((await signIn(up, payload.userId, payload.userPassword)).status).toBe(0);
    expect((await gameLogin(payload.userId))?.UserPass).toBe(md5(payload.userPassword));
    expect((await account(payload.userId))?.game_password_pending_at).toBeNull();
    expect(await gameStatus(num)).toEqual(IN_STEP);
  });

  it('a clash found only by the worker parks with a plain error, and no password is written to that login', async () => {
    const payload = registration();
    expect((await register(down, payload)).statusCode).toBe(200);
    await someoneElseHas(payload.userId);
    const parking = parkingWorker();
    await parking.runOnce();
    const error = `The game login ${payload.userId} already exists and belongs to someone else: the site does not take it over`;
    const [row] = await outboxOf(payload.userId);
    expect(row).toMatchObject({ kind: 'create_login', last_error: error });
    expect(row?.parked_at).toBeInstanceOf(Date);
    const num = (await account(payload.userId))?.user_num ?? 0;
    expect(await gameStatus(num)).toEqual({ state: 'parked', queued: 1, error });
    // The site account works; the other person's game login is left alone.
    expect((await signIn(up, payload.userId, payload.userPassword)).status).toBe(0);
    expect((await gameLogin(payload.userId))?.UserPass).toBe('theirs');
  });
});

describe('passwords', () => {
  async function changePassword(app: TestApp, userId: string, from: string, to: string) {
    const { token } = await signIn(app, userId, from);
    const answer = await post(app.app, 'validate-secret-answer', { secretAnswer: 'Bantay' }, { token });
    expect(answer.json()).toMatchObject({ valid: true });
    return post(app.app, 'updatepassword', { UserPass: from, NewUserPass: to }, { token });
  }

  it('a change writes the game copy at once; with the game down it waits for the next sign-in', async () => {
    const payload = registration();
    await register(up, payload);
    const first = 'Mango-Float-22';
    expect((await changePassword(up, payload.userId, payload.userPassword, first)).statusCode).toBe(200);
    expect((await gameLogin(payload.userId))?.UserPass).toBe(md5(first));
    expect((await account(payload.userId))?.game_password_pending_at).toBeNull();

    const second = 'Halo-Halo-Cup-9';
    expect((await changePassword(down, payload.userId, first, second)).statusCode).toBe(200);
    expect((await gameLogin(payload.userId))?.UserPass).toBe(md5(first));
    const row = await account(payload.userId);
    expect(row?.game_password_pending_at).toBeInstanceOf(Date);
    expect(await gameStatus(row?.user_num ?? 0)).toMatchObject({ state: 'password_pending' });
    expect(JSON.stringify(row)).not.toContain(md5(second));

    expect((await signIn(up, payload.userId, second)).status).toBe(0);
    expect((await gameLogin(payload.userId))?.UserPass).toBe(md5(second));
    expect(await gameStatus(row?.user_num ?? 0)).toEqual(IN_STEP);
  });

  it('a reset by e-mail link writes the game copy', async () => {
    const payload = registration();
    await register(up, payload);
    await post(
      up.app,
      'findPassword',
      { findPWID: payload.userId, findPWEmail: payload.userEmail },
      { ip: nextIp() },
    );
    const token = mail.token(await mail.last(payload.userEmail, /new password/), 'reset-password');
    const res = await post(
      up.app,
      'reset-password',
      { token, newPassword: 'Sinigang-Pot-4' },
      { ip: nextIp() },
    );
    expect(res.statusCode).toBe(200);
    expect((await gameLogin(payload.userId))?.UserPass).toBe(md5('Sinigang-Pot-4'));
    expect((await account(payload.userId))?.game_password_pending_at).toBeNull();
  });
});

describe('bans from the console', () => {
  it('a ban with its end and an unban reach the game through the outbox', async () => {
    const payload = registration();
    await register(up, payload);
    const num = (await account(payload.userId))?.user_num ?? 0;
    const until = new Date(Date.now() + 48 * 3600_000).toISOString();
    expect(
      (await admin.call('POST', `/api/admin/players/${num}/ban`, { reason: 'Botting', until })).status,
    ).toBe(200);
    const [, ban] = await outboxOf(payload.userId);
    expect(ban).toMatchObject({ kind: 'set_ban', payload: { blocked: true, until }, delivered_at: null });
    expect(await gameStatus(num)).toEqual({ state: 'waiting', queued: 1, error: null });
    await up.app.game?.worker.runOnce();
    expect(await gameLogin(payload.userId)).toMatchObject({ UserBlock: 1, hours: 48 });

    expect((await admin.call('POST', `/api/admin/players/${num}/unban`, { reason: 'Appeal' })).status).toBe(
      200,
    );
    expect((await outboxOf(payload.userId)).at(-1)).toMatchObject({
      kind: 'set_ban',
      payload: { blocked: false, until: null },
    });
    await up.app.game?.worker.runOnce();
    expect(await gameLogin(payload.userId)).toMatchObject({ UserBlock: 0, hours: 0 });
    expect(await gameStatus(num)).toEqual(IN_STEP);
  });

  it('the queued ban rolls back with the ban', async () => {
    const payload = registration();
    await register(up, payload);
    const num = (await account(payload.userId))?.user_num ?? 0;
    const release = await failAuditOf(up, 'player.ban');
    try {
      expect((await admin.call('POST', `/api/admin/players/${num}/ban`, { reason: 'x' })).status).toBe(500);
    } finally {
      await release();
    }
    expect((await outboxOf(payload.userId)).map((r) => r.kind)).toEqual(['create_login']);
  });

  it('an account from before the bridge has no game login of the site’s: nothing is written to the game', async () => {
    const user = await createUser(database.db);
    await someoneElseHas(user.user_id);
    expect(await gameStatus(user.user_num)).toEqual({ state: 'not_in_game', queued: 0, error: null });
    expect(
      (await admin.call('POST', `/api/admin/players/${user.user_num}/ban`, { reason: 'x' })).status,
    ).toBe(200);
    expect(await outboxOf(user.user_id)).toEqual([]);
    expect((await gameLogin(user.user_id))?.UserBlock).toBe(0);
  });
});

describe('existing players (a login only the game has)', () => {
  const details = (userId: string) => ({
    userEmail: `${userId}@example.com`,
    secretQuestion: 2,
    secretAnswer: 'Bantay',
    gender: 'Female',
    country: 'PH',
    agreeTerms: true,
  });

  it('signs in with the game password, gets a site account, and must complete it before anything else', async () => {
    const userId = fresh('Lea');
    await someoneElseHas(userId, md5('Hunter-22-Go'));
    const gameNum = (await gameLogin(userId))?.UserNum;

    const data = await signIn(up, userId, 'Hunter-22-Go');
    expect(data).toMatchObject({
      status: 0,
      message: M.loginOk,
      user: { UserID: userId, details_needed: true },
    });
    const row = await account(userId);
    expect(row).toMatchObject({ game_user_num: gameNum, email: '', email_verified_at: null });
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(row?.details_needed_at).toBeInstanceOf(Date);
    const token = data.token as string;

    const refused = await get(up.app, 'wallet', { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_details_required', message: M.detailsNeeded });
    expect((await get(up.app, 'me', { token })).json().user).toMatchObject({ details_needed: true });

    const incomplete = await post(
      up.app,
      'complete-account',
      { ...details(userId), userEmail: '' },
      { token },
    );
    expect(incomplete.statusCode).toBe(400);
    const done = await post(up.app, 'complete-account', details(userId), { token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: M.detailsSaved });
    expect((await get(up.app, 'wallet', { token })).statusCode).toBe(200);
    expect((await get(up.app, 'me', { token })).json().user.details_needed).toBeUndefined();
    expect((await post(up.app, 'complete-account', details(userId), { token })).statusCode).toBe(409);
    expect(await mail.last(`${userId}@example.com`, /verify your e-mail/)).toBeTruthy();

    // From now on the site's own hash decides: the game's stored form is not read again.
    await stand.query(`update "RanUser"."UserInfo" set "UserPass" = 'changed' where "UserID" = $1`, [userId]);
    expect((await signIn(up, userId, 'Hunter-22-Go')).status).toBe(0);
    expect(await gameStatus(row?.user_num ?? 0)).toEqual(IN_STEP);
  });

  it('a wrong password answers exactly as an unknown name, and makes no account', async () => {
    const userId = fresh('Max');
    await someoneElseHas(userId, md5('Right-Pass-1'));
    const wrong = await post(
      up.app,
      'processlogin',
      { UserID: userId, UserPass: 'Wrong-Pass-1' },
      { ip: nextIp() },
    );
    const unknown = await post(
      up.app,
      'processlogin',
      { UserID: fresh('Nobody'), UserPass: 'Wrong-Pass-1' },
      { ip: nextIp() },
    );
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().data).toMatchObject({ status: 2, message: M.loginFailed });
    expect(await account(userId)).toBeUndefined();
    // With the game unreachable the right password cannot be checked: the same answer.
    expect(await signIn(down, userId, 'Right-Pass-1')).toMatchObject({ status: 2, message: M.loginFailed });
    expect(await account(userId)).toBeUndefined();
  });

  it('a login the game blocks is told so, and gets no account', async () => {
    const userId = fresh('Ban');
    await stand.query(
      `insert into "RanUser"."UserInfo" ("UserName", "UserID", "UserPass", "UserBlock", "UserBlockDate")
       values ($1, $1, $2, 1, localtimestamp + interval '3 days')`,
      [userId, md5('Right-Pass-1')],
    );
    expect(await signIn(up, userId, 'Right-Pass-1')).toMatchObject({ status: 3, message: M.loginBlocked });
    expect(await account(userId)).toBeUndefined();
  });
});

describe('linking a game login at sign-in (an account that does not own the login of its name)', () => {
  it('an account from before the bridge takes over its login only when the game stores the same password', async () => {
    const user = await createUser(database.db);
    await someoneElseHas(user.user_id, md5(user.password));
    const gameNum = (await gameLogin(user.user_id))?.UserNum;
    expect(await gameStatus(user.user_num)).toMatchObject({ state: 'not_in_game' });

    expect(await signIn(up, user.user_id, user.password)).toMatchObject({ message: M.loginOk });
    expect((await account(user.user_id))?.game_user_num).toBe(gameNum);
    expect(await gameStatus(user.user_num)).toEqual(IN_STEP);
    // Owned now: a ban reaches the game.
    expect(
      (await admin.call('POST', `/api/admin/players/${user.user_num}/ban`, { reason: 'x' })).status,
    ).toBe(200);
    expect(await outboxOf(user.user_id)).toMatchObject([{ kind: 'set_ban' }]);

    // Another password, no such login, or a game that cannot be reached change nothing, and sign in alike.
    const mismatch = await createUser(database.db);
    await someoneElseHas(mismatch.user_id, md5('Not-The-Same-1'));
    const missing = await createUser(database.db);
    const unreachable = await createUser(database.db);
    await someoneElseHas(unreachable.user_id, md5(unreachable.password));

    expect((await signIn(up, mismatch.user_id, mismatch.password)).message).toBe(M.loginOk);
    expect((await signIn(up, missing.user_id, missing.password)).message).toBe(M.loginOk);
    expect((await signIn(down, unreachable.user_id, unreachable.password)).message).toBe(M.loginOk);
    for (const other of [mismatch, missing, unreachable]) {
      expect((await account(other.user_id))?.game_user_num).toBeNull();
      expect(await outboxOf(other.user_id)).toEqual([]);
    }
    // A wrong site password links nothing either, even when it is the game's.
    const wrongSite = await createUser(database.db);
    await someoneElseHas(wrongSite.user_id, md5('Game-Pass-22'));
    expect((await signIn(up, wrongSite.user_id, 'Game-Pass-22')).message).toBe(M.loginFailed);
    expect((await account(wrongSite.user_id))?.game_user_num).toBeNull();
  });

  it('a registration whose login parked as taken links it with the game password, and its queue moves again', async () => {
    const payload = registration();
    expect((await register(down, payload)).statusCode).toBe(200);
    // The name was the player's own in game all along, with the same password.
    await someoneElseHas(payload.userId, md5(payload.userPassword));
    const parking = parkingWorker();
    await parking.runOnce();
    const num = (await account(payload.userId))?.user_num ?? 0;
    expect(await gameStatus(num)).toMatchObject({ state: 'parked' });

    expect((await signIn(up, payload.userId, payload.userPassword)).status).toBe(0);
    expect((await account(payload.userId))?.game_user_num).toBe((await gameLogin(payload.userId))?.UserNum);
    const [row] = await outboxOf(payload.userId);
    expect(row).toMatchObject({ kind: 'create_login', parked_at: null, result: { outcome: 'linked' } });
    expect(row?.delivered_at).toBeInstanceOf(Date);
    expect(await gameStatus(num)).toEqual(IN_STEP);
    // Nothing holds up the login's later rows: a ban goes through.
    expect((await admin.call('POST', `/api/admin/players/${num}/ban`, { reason: 'x' })).status).toBe(200);
    await parking.runOnce();
    expect((await gameLogin(payload.userId))?.UserBlock).toBe(1);
  });
});
