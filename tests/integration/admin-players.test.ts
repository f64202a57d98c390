import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ADJUST_CONFIRM_THRESHOLD as ADJUST_CONFIRM_THRESHOLD,
  confirmLargeMessage,
  PLAYER_ADMIN_MESSAGES as M,
} from '#shared/contracts/admin-players.ts';
import { buyNow } from '../../src/server/modules/purchases/service.ts';
import { createVouchers } from '../../src/server/modules/vouchers/service.ts';
import { nextIp, post as postAs } from '../support/accounts.ts';
import { createSignedInUser } from '../support/factories.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { shopClient, unlimitedRateStore } from '../support/shop-client.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import {
  createItem,
  createPlayer,
  expectMoneyInvariant,
  stockOf,
  walletOf,
} from '../support/wallet-factories.ts';

let t: TestApp;
let mail: MailCatcher;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let support: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ mail, rateStore: unlimitedRateStore });
  admin = await createSignedInUser(t.db, { userType: 11 });
  support = await createSignedInUser(t.db);
  await t.db
    .insertInto('staff_grants')
    .values({ user_num: support.user.user_num, role: 'support' })
    .execute();
});
afterEach(async () => {
  await expectMoneyInvariant(t.db);
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const get = (url: string, auth = admin.auth) =>
  t.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: auth });
const post = (url: string, payload: object, auth: Record<string, string> = admin.auth, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/${url}`,
    headers: { ...AJAX, ...auth, ...headers },
    payload,
  });

async function auditRows(userNum: number, action?: string) {
  let query = t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'user')
    .where('record_id', '=', String(userNum));
  if (action) query = query.where('action', '=', action);
  return query.orderBy('id').execute();
}

const userRow = (userNum: number) =>
  t.db.selectFrom('users').selectAll().where('user_num', '=', userNum).executeTakeFirstOrThrow();

describe('GET /api/admin/players (search)', () => {
  it('finds an account by user ID prefix, e-mail, name, character name, address and number', async () => {
    const stamp = Date.now().toString(36);
    const player = await createSignedInUser(t.db, {
      userId: `Zed${stamp}`,
      email: `Zed.${stamp}@Example.com`,
      nameFirst: `Quill${stamp}`,
      nameLast: `Marsh${stamp}`,
    });
    await t.db
      .insertInto('characters')
      .values({
        user_num: player.user.user_num,
        cha_name: `Blade${stamp}`,
        cha_class: 1,
        cha_school: 0,
        cha_level: 1,
      })
      .execute();
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    await t.db.updateTable('sessions').set({ ip }).where('user_num', '=', player.user.user_num).execute();
    const terms = [
      `zed${stamp}`.slice(0, 6),
      `zed.${stamp}@example.com`,
      `quill${stamp}`,
      `marsh${stamp}`,
      `Quill${stamp} Mar`,
      `blade${stamp.slice(0, 3)}`,
      ip,
      String(player.user.user_num),
    ];
    for (const term of terms) {
      const res = await get(`players?search=${encodeURIComponent(term)}`);
      expect([term, res.statusCode]).toEqual([term, 200]);
      const nums = res.json().data.map((p: { userNum: number }) => p.userNum);
      expect([term, nums]).toEqual([term, expect.arrayContaining([player.user.user_num])]);
    }
    const hit = (await get(`players?search=${encodeURIComponent(`zed.${stamp}@example.com`)}`)).json();
    expect(hit.data[0]).toMatchObject({
      userId: `Zed${stamp}`,
      name: `Quill${stamp} Marsh${stamp}`,
      blocked: null,
    });
    expect(JSON.stringify(hit)).not.toMatch(/argon2|password|secret/i);
  });

  it('treats like wildcards as text and an empty search as nothing', async () => {
    expect((await get('players?search=%25')).json().data).toEqual([]);
    expect((await get('players?search=_')).json().data).toEqual([]);
    expect((await get('players?search=')).json()).toMatchObject({ data: [], total: 0 });
    expect((await get(`players?search=${'x'.repeat(61)}`)).statusCode).toBe(400);
  });

  it('is open to support staff, refused to players', async () => {
    const player = await createSignedInUser(t.db);
    expect((await get('players?search=a', support.auth)).statusCode).toBe(200);
    expect((await get('players?search=a', player.auth)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/players/:userNum (profile and lists)', () => {
  it('shows account data without secrets, characters, balances, sessions and known addresses', async () => {
    const player = await createPlayer(t.db, { rcoin: 500, milleage: 20 });
    const num = player.user.user_num;
    await t.db
      .insertInto('characters')
      .values({ user_num: num, cha_name: `Hero${num}`, cha_class: 2, cha_school: 1, cha_level: 90 })
      .execute();
    await t.db
      .insertInto('known_logins')
      .values({ user_num: num, kind: 'address', value: '192.0.2.7' })
      .execute();
    const res = await get(`players/${num}`, support.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.account).toMatchObject({ userNum: num, userId: player.user.user_id, blocked: null });
    expect(body.balances).toEqual({ rcoin: 500, milleage: 20 });
    expect(body.characters).toEqual([
      { chaNum: expect.any(Number), name: `Hero${num}`, level: 90, class: 2, school: 1 },
    ]);
    expect(body.sessions).toEqual([
      expect.objectContaining({ ip: '127.0.0.1', userAgent: 'vitest', live: true }),
    ]);
    expect(body.knownAddresses).toEqual([{ ip: '192.0.2.7', lastSuccessAt: expect.any(String) }]);
    // No game database connected: no game status (tests/integration/game-accounts.test.ts has the rest).
    expect(body.game).toBeNull();
    const text = JSON.stringify(body);
    expect(text).not.toContain(player.user.password_hash);
    expect(text).not.toContain(player.user.secret_answer_hash);
    expect(text).not.toMatch(/argon2|secret/i);
  });

  it('answers 404 for an unknown account and 400 for a bad number', async () => {
    expect((await get('players/999999')).statusCode).toBe(404);
    expect((await get('players/999999/ledger')).statusCode).toBe(404);
    expect((await get('players/abc')).statusCode).toBe(400);
  });

  it('pages the ledger, exports it as CSV, lists purchases with status and redemptions', async () => {
    const player = await createPlayer(t.db, { rcoin: 1000 });
    const num = player.user.user_num;
    const item = await createItem(t.db, { price: 10 });
    const shop = shopClient(t.app, player.auth);
    for (let i = 0; i < 21; i++) expect((await shop.buy(item.product_num)).statusCode).toBe(200);
    const [code] = await createVouchers(t.db, { count: 1, value: 50, currency: 'milleage', batch: 'gift' });
    expect((await shop.redeem(code ?? '')).statusCode).toBe(200);

    const first = (await get(`players/${num}/ledger`)).json();
    expect(first).toMatchObject({ page: 1, total: 23, last_page: 2 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({
      source: 'voucher',
      currency: 'milleage',
      amount: 50,
      balanceAfter: 50,
    });
    const second = (await get(`players/${num}/ledger?page=2`)).json();
    expect(second.data.map((r: { source: string }) => r.source)).toEqual(['purchase', 'purchase', 'admin']);

    const csv = await get(`players/${num}/ledger.csv`, support.auth);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`ledger-${num}.csv`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,time_utc,currency,amount,balance_after,source,reference');
    expect(lines).toHaveLength(24);
    expect(lines[1]).toMatch(/,rcoin,1000,1000,admin,/);
    expect(lines[2]).toMatch(/,rcoin,-10,990,purchase,order:/);

    const purchases = (await get(`players/${num}/purchases`)).json();
    expect(purchases).toMatchObject({ total: 21, last_page: 2 });
    expect(purchases.data[0]).toMatchObject({
      itemName: item.item_name,
      price: 10,
      currency: 'rcoin',
      flag: 0,
    });
    const redemptions = (await get(`players/${num}/redemptions`)).json();
    expect(redemptions.data).toEqual([
      { at: expect.any(String), code, value: 50, currency: 'milleage', batch: 'gift' },
    ]);
  });
});

describe('POST /api/admin/players/:userNum/balance', () => {
  it('credits and debits through the ledger with source admin and an audit row with before and after', async () => {
    const player = await createPlayer(t.db, { rcoin: 100 });
    const num = player.user.user_num;
    const credit = await post(`players/${num}/balance`, {
      currency: 'rcoin',
      amount: 250,
      reason: 'Lost item',
    });
    expect(credit.statusCode).toBe(200);
    expect(credit.json().balances).toEqual({ rcoin: 350, milleage: 0 });
    const debit = await post(`players/${num}/balance`, {
      currency: 'rcoin',
      amount: -50,
      reason: 'Duplicate',
    });
    expect(debit.json().balances.rcoin).toBe(300);
    const ledger = await t.db
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('user_num', '=', num)
      .where('reference', 'like', 'admin:%')
      .orderBy('id')
      .execute();
    expect(ledger.map((r) => [r.source, r.amount, r.balance_after])).toEqual([
      ['admin', 250, 350],
      ['admin', -50, 300],
    ]);
    const audit = await auditRows(num, 'player.adjust_balance');
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actor_user_num: admin.user.user_num, ip: '127.0.0.1' });
    expect(audit[0]?.changes).toEqual([
      { field: 'user_point', old: 100, new: 350 },
      { field: 'ledger_reference', old: null, new: ledger[0]?.reference },
      { field: 'reason', old: null, new: 'Lost item' },
    ]);
    // The player sees it at once.
    expect((await shopClient(t.app, player.auth).get('/api/wallet')).json()).toEqual({
      userPoints: 300,
      userPoints2: 0,
    });
  });

  it('never goes below zero: 400 with the balance, nothing booked, no audit row', async () => {
    const player = await createPlayer(t.db, { milleage: 30 });
    const num = player.user.user_num;
    const res = await post(`players/${num}/balance`, {
      currency: 'milleage',
      amount: -31,
      reason: 'Too much',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(M.belowZero);
    expect(res.json().message).toContain('30 Milleage');
    expect(await walletOf(t.db, num)).toEqual({ rcoin: 0, milleage: 30, ledgerRows: 1 });
    expect(await auditRows(num)).toEqual([]);
  });

  it('names the limit a refused adjustment broke', async () => {
    const player = await createPlayer(t.db, { rcoin: 5 });
    const num = player.user.user_num;
    const refusal = async (amount: number) => {
      const res = await post(`players/${num}/balance`, {
        currency: 'rcoin',
        amount,
        reason: 'Typo',
        confirm: true,
      });
      expect(res.statusCode, String(amount)).toBe(400);
      return res.json().message as string;
    };
    // Past the per-adjustment limit, either way: that limit is named, not a balance cap the debit never reached.
    expect(await refusal(-2_000_000_000)).toBe('An adjustment can be at most 1,000,000,000 either way.');
    expect(await refusal(1_000_000_001)).toBe('An adjustment can be at most 1,000,000,000 either way.');
    // Within it, a debit the balance does not cover names the floor; a credit past the cap names the cap.
    expect(await refusal(-1_000_000_000)).toBe('The balance cannot go below zero. The player has 5 R-Coin.');
    expect(await refusal(1_000_000_000)).toBe(
      'A balance cannot go above 1,000,000,000. The player has 5 R-Coin.',
    );
    expect(await walletOf(t.db, num)).toEqual({ rcoin: 5, milleage: 0, ledgerRows: 1 });
    expect(await auditRows(num)).toEqual([]);
  });

  it('asks for a confirmation above the threshold', async () => {
    const player = await createPlayer(t.db);
    const num = player.user.user_num;
    const amount = ADJUST_CONFIRM_THRESHOLD + 1;
    const unconfirmed = await post(`players/${num}/balance`, {
      currency: 'rcoin',
      amount,
      reason: 'Event prize',
    });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({
      code: 'confirmation_required',
      message: confirmLargeMessage(ADJUST_CONFIRM_THRESHOLD),
    });
    expect((await walletOf(t.db, num)).rcoin).toBe(0);
    const atThreshold = await post(`players/${num}/balance`, {
      currency: 'rcoin',
      amount: ADJUST_CONFIRM_THRESHOLD,
      reason: 'Event prize',
    });
    expect(atThreshold.statusCode).toBe(200);
    const confirmed = await post(`players/${num}/balance`, {
      currency: 'rcoin',
      amount,
      reason: 'Event prize',
      confirm: true,
    });
    expect(confirmed.json().balances.rcoin).toBe(ADJUST_CONFIRM_THRESHOLD * 2 + 1);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const player = await createPlayer(t.db, { rcoin: 5 });
    const num = player.user.user_num;
    const bodies = [
      { currency: 'rcoin', amount: 5 },
      { currency: 'rcoin', amount: 5, reason: '   ' },
      { currency: 'rcoin', amount: 5, reason: 'x'.repeat(201) },
      { currency: 'gold', amount: 5, reason: 'ok' },
      { currency: 'rcoin', amount: 0, reason: 'ok' },
      { currency: 'rcoin', amount: 1.5, reason: 'ok' },
      { currency: 'rcoin', amount: '5', reason: 'ok' },
      { currency: 'rcoin', amount: 2_000_000_000, reason: 'ok', confirm: true },
      { currency: 'rcoin', amount: 5, reason: 'ok', extra: 1 },
    ];
    for (const body of bodies) {
      const res = await post(`players/${num}/balance`, body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
    }
    expect(
      (await post('players/999999/balance', { currency: 'rcoin', amount: 5, reason: 'ok' })).statusCode,
    ).toBe(404);
    expect(await walletOf(t.db, num)).toEqual({ rcoin: 5, milleage: 0, ledgerRows: 1 });
    expect(await auditRows(num)).toEqual([]);
  });

  it('honours an Idempotency-Key: a retry is answered from the first attempt, booked once', async () => {
    const player = await createPlayer(t.db);
    const num = player.user.user_num;
    const body = { currency: 'rcoin', amount: 70, reason: 'Refund by hand' };
    const key = { 'idempotency-key': `adjust-${num}` };
    const [a, b] = [
      await post(`players/${num}/balance`, body, admin.auth, key),
      await post(`players/${num}/balance`, body, admin.auth, key),
    ];
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json()).toEqual(a.json());
    expect(await walletOf(t.db, num)).toEqual({ rcoin: 70, milleage: 0, ledgerRows: 1 });
    expect(await auditRows(num, 'player.adjust_balance')).toHaveLength(1);
  });

  it('refuses an Idempotency-Key used for another player (422): the second player is not told it was paid', async () => {
    const first = await createPlayer(t.db);
    const second = await createPlayer(t.db);
    const body = { currency: 'rcoin', amount: 70, reason: 'Refund by hand' };
    const key = { 'idempotency-key': `adjust-two-${first.user.user_num}` };
    expect((await post(`players/${first.user.user_num}/balance`, body, admin.auth, key)).statusCode).toBe(
      200,
    );
    const other = await post(`players/${second.user.user_num}/balance`, body, admin.auth, key);
    expect([other.statusCode, other.json().message]).toEqual([
      422,
      'This Idempotency-Key was already used for a different request.',
    ]);
    expect((await walletOf(t.db, first.user.user_num)).rcoin).toBe(70);
    expect((await walletOf(t.db, second.user.user_num)).rcoin).toBe(0);
  });

  it('is refused to support staff (403), changing nothing', async () => {
    const player = await createPlayer(t.db);
    const res = await post(
      `players/${player.user.user_num}/balance`,
      { currency: 'rcoin', amount: 5, reason: 'ok' },
      support.auth,
    );
    expect(res.statusCode).toBe(403);
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(0);
  });
});

describe('bans', () => {
  it('a ban ends the open session at once, refuses sign-in, and an unban lets the player back', async () => {
    const player = await createPlayer(t.db, { rcoin: 100 });
    const num = player.user.user_num;
    const item = await createItem(t.db, { price: 10 });
    const shop = shopClient(t.app, player.auth);
    expect((await shop.get('/api/wallet')).statusCode).toBe(200);

    const ban = await post(`players/${num}/ban`, { reason: 'Botting' });
    expect(ban.statusCode).toBe(200);
    expect((await shop.get('/api/wallet')).statusCode).toBe(401);
    expect((await shop.buy(item.product_num)).statusCode).toBe(401);
    const login = await postAs(
      t.app,
      'processlogin',
      { UserID: player.user.user_id, UserPass: player.user.password },
      { ip: nextIp() },
    );
    expect(login.json().data).toMatchObject({ token: null, status: expect.any(Number) });
    expect(login.json().data.user).toBeNull();

    const row = await userRow(num);
    expect(row).toMatchObject({ block_reason: 'Botting', blocked_until: null });
    const [audit] = await auditRows(num, 'player.ban');
    expect(audit?.changes).toEqual([
      { field: 'blocked_at', old: null, new: row.blocked_at?.toISOString() },
      { field: 'block_reason', old: null, new: 'Botting' },
      { field: 'live_sessions', old: 1, new: 0 },
      { field: 'reason', old: null, new: 'Botting' },
    ]);
    const profile = (await get(`players/${num}`)).json();
    expect(profile.account.blocked).toMatchObject({ until: null, reason: 'Botting' });
    expect(profile.sessions[0].live).toBe(false);

    const unban = await post(`players/${num}/unban`, { reason: 'Appeal accepted' });
    expect(unban.statusCode).toBe(200);
    expect(await userRow(num)).toMatchObject({ blocked_at: null, blocked_until: null, block_reason: null });
    const again = await postAs(
      t.app,
      'processlogin',
      { UserID: player.user.user_id, UserPass: player.user.password },
      { ip: nextIp() },
    );
    expect(again.json().data.token).toEqual(expect.any(String));
    expect((await post(`players/${num}/unban`, { reason: 'twice' })).statusCode).toBe(409);
    expect(await auditRows(num, 'player.unban')).toHaveLength(1);
  });

  it('an order already past the session check when the ban commits is refused, and charges nothing', async () => {
    const player = await createPlayer(t.db, { rcoin: 100 });
    const num = player.user.user_num;
    const item = await createItem(t.db, { price: 10 });
    expect((await post(`players/${num}/ban`, { reason: 'Chargeback' })).statusCode).toBe(200);
    // The service as the buy route calls it once its session check has passed.
    const refused = await buyNow(t.db, t.app.balances, num, {
      productNum: item.product_num,
      quantity: 1,
    }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ statusCode: 403 });
    expect(await walletOf(t.db, num)).toEqual({ rcoin: 100, milleage: 0, ledgerRows: 1 });
  });

  it('a ban with an end stops counting once the end has passed', async () => {
    const player = await createSignedInUser(t.db);
    const num = player.user.user_num;
    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await post(`players/${num}/ban`, { reason: 'Cooling off', until })).statusCode).toBe(200);
    expect((await get(`players/${num}`)).json().account.blocked).toMatchObject({
      until,
      reason: 'Cooling off',
    });
    // The end passes (moved into the past directly: the rule compares with the current time).
    await t.db
      .updateTable('users')
      .set({ blocked_until: new Date(Date.now() - 1000) })
      .where('user_num', '=', num)
      .execute();
    const login = await postAs(
      t.app,
      'processlogin',
      { UserID: player.user.user_id, UserPass: player.user.password },
      { ip: nextIp() },
    );
    expect(login.json().data.token).toEqual(expect.any(String));
    expect((await get(`players/${num}`)).json().account.blocked).toBeNull();
  });

  it('refuses an end in the past, a missing reason and support staff, changing nothing', async () => {
    const player = await createSignedInUser(t.db);
    const num = player.user.user_num;
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await post(`players/${num}/ban`, { reason: 'x', until: past })).statusCode).toBe(400);
    expect((await post(`players/${num}/ban`, { reason: 'x', until: 'tomorrow' })).statusCode).toBe(400);
    expect((await post(`players/${num}/ban`, {})).statusCode).toBe(400);
    expect((await post(`players/${num}/ban`, { reason: 'x' }, support.auth)).statusCode).toBe(403);
    expect((await userRow(num)).blocked_at).toBeNull();
    expect((await shopClient(t.app, player.auth).get('/api/wallet')).statusCode).toBe(200);
    expect(await auditRows(num)).toEqual([]);
  });
});

describe('account actions', () => {
  it('signs out everywhere', async () => {
    const player = await createSignedInUser(t.db);
    const num = player.user.user_num;
    const res = await post(`players/${num}/sign-out`, { reason: 'Shared password' });
    expect(res.statusCode).toBe(200);
    expect((await shopClient(t.app, player.auth).get('/api/wallet')).statusCode).toBe(401);
    const [audit] = await auditRows(num, 'player.sign_out');
    expect(audit?.changes).toEqual([
      { field: 'live_sessions', old: 1, new: 0 },
      { field: 'reason', old: null, new: 'Shared password' },
    ]);
  });

  it('mails a working password-reset link', async () => {
    const player = await createSignedInUser(t.db);
    const num = player.user.user_num;
    const res = await post(`players/${num}/password-reset`, { reason: 'Asked on Discord' });
    expect(res.statusCode).toBe(200);
    const letter = await mail.last(player.user.email, /new password/);
    const token = mail.token(letter, 'reset-password');
    const reset = await postAs(
      t.app,
      'reset-password',
      { token, newPassword: 'Another-Horse-42' },
      { ip: nextIp() },
    );
    expect(reset.statusCode).toBe(200);
    const [audit] = await auditRows(num, 'player.password_reset');
    expect(audit?.changes).toEqual([
      { field: 'reset_link_to', old: null, new: player.user.email },
      { field: 'reason', old: null, new: 'Asked on Discord' },
    ]);
  });

  it('marks the e-mail verified once', async () => {
    const player = await createSignedInUser(t.db, { verified: false });
    const num = player.user.user_num;
    expect((await post(`players/${num}/verify-email`, { reason: 'Checked by ticket' })).statusCode).toBe(200);
    expect((await userRow(num)).email_verified_at).not.toBeNull();
    expect((await post(`players/${num}/verify-email`, { reason: 'again' })).statusCode).toBe(409);
    expect(await auditRows(num, 'player.verify_email')).toHaveLength(1);
  });

  it('changes the user type (administrators only, never their own)', async () => {
    const player = await createSignedInUser(t.db);
    const num = player.user.user_num;
    expect(
      (await post(`players/${num}/user-type`, { userType: 3, reason: 'x' }, support.auth)).statusCode,
    ).toBe(403);
    expect((await post(`players/${num}/user-type`, { userType: 100, reason: 'x' })).statusCode).toBe(400);
    const res = await post(`players/${num}/user-type`, { userType: 3, reason: 'Tester' });
    expect(res.statusCode).toBe(200);
    expect((await userRow(num)).user_type).toBe(3);
    const [audit] = await auditRows(num, 'player.user_type');
    expect(audit?.changes).toEqual([
      { field: 'user_type', old: 1, new: 3 },
      { field: 'reason', old: null, new: 'Tester' },
    ]);
    const own = await post(`players/${admin.user.user_num}/user-type`, { userType: 1, reason: 'oops' });
    expect(own.statusCode).toBe(400);
  });

  it('cancels a waiting item-bank row with its refund, once', async () => {
    const player = await createPlayer(t.db, { rcoin: 100 });
    const num = player.user.user_num;
    const item = await createItem(t.db, { price: 40, stock: 5 });
    expect((await shopClient(t.app, player.auth).buy(item.product_num)).statusCode).toBe(200);
    const purchase = await t.db
      .selectFrom('shop_purchases')
      .select('pur_num')
      .where('user_num', '=', num)
      .executeTakeFirstOrThrow();
    const url = `players/${num}/purchases/${purchase.pur_num}/cancel`;
    const res = await post(url, { reason: 'Wrong item' });
    expect(res.statusCode).toBe(200);
    expect(res.json().balances.rcoin).toBe(100);
    expect((await post(url, { reason: 'again' })).statusCode).toBe(409);
    expect((await post(`players/${num}/purchases/999999/cancel`, { reason: 'x' })).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'player.cancel_purchase')
      .where('record_id', '=', String(purchase.pur_num))
      .execute();
    expect(audit).toHaveLength(1);
    expect(await stockOf(t.db, item.product_num)).toBe(5);
  });

  it('support staff can read but not act (403 on every action)', async () => {
    const player = await createSignedInUser(t.db);
    const num = player.user.user_num;
    for (const action of ['ban', 'unban', 'sign-out', 'password-reset', 'verify-email']) {
      const res = await post(`players/${num}/${action}`, { reason: 'x' }, support.auth);
      expect([action, res.statusCode]).toEqual([action, 403]);
    }
    expect(await auditRows(num)).toEqual([]);
  });

  it('a failing write leaves no audit row (one transaction)', async () => {
    const player = await createSignedInUser(t.db);
    const num = player.user.user_num;
    // Refuse any audit insert for this account: the ban must roll back with it.
    await sql`create function refuse_audit_${sql.raw(String(num))}() returns trigger language plpgsql as $$
      begin if new.record_id = ${sql.lit(String(num))} then raise exception 'refused'; end if; return new; end $$`.execute(
      t.db,
    );
    await sql`create trigger refuse_audit_${sql.raw(String(num))} before insert on audit_log
      for each row execute function refuse_audit_${sql.raw(String(num))}()`.execute(t.db);
    try {
      const res = await post(`players/${num}/ban`, { reason: 'x' });
      expect(res.statusCode).toBe(500);
      expect((await userRow(num)).blocked_at).toBeNull();
      expect((await shopClient(t.app, player.auth).get('/api/wallet')).statusCode).toBe(200);
    } finally {
      await sql`drop trigger refuse_audit_${sql.raw(String(num))} on audit_log`.execute(t.db);
    }
  });
});

describe('the migration 20261123_2020_player_admin', () => {
  it('serves every search key from an index', async () => {
    const plans = await t.db.transaction().execute(async (trx) => {
      // Tiny test tables would be read whole anyway; forbid that to see whether an index can serve.
      await sql`set local enable_seqscan = off`.execute(trx);
      const explain = async (query: string) =>
        (await sql.raw<{ 'QUERY PLAN': string }>(`explain ${query}`).execute(trx)).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      return Promise.all([
        explain(
          "select user_num from users where lower(user_id) like 'abc%' order by lower(user_id) limit 101",
        ),
        explain("select user_num from users where lower(email) = 'a@b.c' limit 101"),
        explain(
          "select user_num from users where lower(name_first) like 'ana%' order by lower(name_first) limit 101",
        ),
        explain(
          "select user_num from users where lower(name_last) like 'rey%' order by lower(name_last) limit 101",
        ),
        explain(
          "select user_num from users where lower(name_first || ' ' || name_last) like 'ana r%' order by lower(name_first || ' ' || name_last) limit 101",
        ),
        explain(
          "select user_num from characters where lower(cha_name) like 'bla%' and user_num is not null order by lower(cha_name) limit 101",
        ),
        explain("select distinct user_num from sessions where ip = '1.2.3.4' limit 101"),
        explain(
          "select distinct user_num from known_logins where kind = 'address' and value = '1.2.3.4' limit 101",
        ),
      ]);
    });
    const indexes = [
      // Where the database's collation is C, the sign-in's own index on lower(user_id) serves a prefix as
      // well, and the planner may take either.
      /users_user_id_(prefix|lower)/,
      'users_email_lower',
      'users_name_first_prefix',
      'users_name_last_prefix',
      'users_full_name_prefix',
      'characters_name_prefix',
      'sessions_ip',
      'known_logins_address',
    ];
    // Each key is served by its own index, with the prefix as an index condition (not a filter on a walk).
    for (const [i, plan] of plans.entries()) {
      expect(plan).toMatch(indexes[i]!);
      expect(plan).not.toContain('Seq Scan');
    }
  });

  it('goes down and up again', async () => {
    const migration = await import('../../src/server/db/migrations/20261123_2020_player_admin.ts');
    const db = t.db as unknown as Kysely<unknown>;
    await migration.down(db);
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_name = 'users' and column_name in ('blocked_until', 'block_reason')`.execute(t.db);
    expect(columns.rows).toEqual([]);
    await migration.up(db);
    const again = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_name = 'users' and column_name in ('blocked_until', 'block_reason')`.execute(t.db);
    expect(again.rows).toHaveLength(2);
  });
});
