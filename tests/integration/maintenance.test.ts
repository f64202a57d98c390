import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#shared/contracts/accounts.ts';
import { serverStatusSchema } from '#shared/contracts/server-status.ts';
import { localCacheBus } from '../../src/server/db/cache-bus.ts';
import { createVouchers } from '../../src/server/modules/vouchers/service.ts';
import { nextIp, post } from '../support/accounts.ts';
import { adminClient, auditMark, auditRows } from '../support/admin-client.ts';
import { createSignedInUser, createUser } from '../support/factories.ts';
import { shopClient } from '../support/shop-client.ts';
import { AJAX, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-db.ts';
import { createItem, createPlayer, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

/**
 * Maintenance (docs/product/server-status.md, Maintenance) on the real PostgreSQL, on the app's clock,
 * which this file moves: the console's window (refused to all but administrators, checked, versioned,
 * audited), players refused sign-in and every money move with one message and nothing changed, staff
 * let through, a paid top-up's webhook still credited, a scheduled window honoured to the millisecond,
 * and the list of routes that declare it.
 */

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
// Near the real time: sessions and payment orders keep the database's own clock.
let clock = Math.floor(Date.now() / 60_000) * 60_000;
const now = () => new Date(clock);
const iso = (ms: number) => new Date(ms).toISOString();

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;

beforeAll(async () => {
  t = await createTestApp({
    config: { PAYMENT_PROVIDER: 'fake', PAYMONGO_WEBHOOK_SECRET: 'fake-secret-for-tests' },
    now,
  });
  admin = await adminClient(t);
});
afterEach(() => expectMoneyInvariant(t.db));
afterAll(() => t.close());

type Body = Record<string, unknown>;

async function consoleView(app = t) {
  const client = app === t ? admin : await adminClient(app);
  const view = await client.call('GET', '/api/admin/server-status');
  expect(view.status).toBe(200);
  return view.body as { maintenance: Body & { version: number }; shown: Body };
}

/** Saves the window as the console's form does: with the version it loaded. */
async function saveWindow(body: Body, app = t) {
  const client = app === t ? admin : await adminClient(app);
  const { maintenance } = await consoleView(app);
  return client.call('PUT', '/api/admin/server-status/maintenance', {
    ...body,
    version: maintenance.version,
  });
}

async function statusOf(app = t) {
  const res = await app.app.inject({ url: '/api/server-status' });
  expect(res.statusCode).toBe(200);
  return serverStatusSchema.parse(res.json());
}

const windowRow = () => t.db.selectFrom('server_maintenance').selectAll().executeTakeFirstOrThrow();

const refusal = (until: number) =>
  `The server is under maintenance until ${manilaText(until)} (Manila time). Please try again then.`;
/** '28 Nov 2026, 3:00 PM', written here independently of the code under test. */
function manilaText(ms: number): string {
  const d = new Date(ms + 8 * HOUR);
  const month = d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const hour = d.getUTCHours();
  const minute = String(d.getUTCMinutes()).padStart(2, '0');
  return `${d.getUTCDate()} ${month} ${d.getUTCFullYear()}, ${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

function expectRefused(res: { statusCode: number; json: () => unknown; headers: Record<string, unknown> }) {
  return {
    until(until: number) {
      expect([res.statusCode, res.json()]).toEqual([503, { code: 'maintenance', message: refusal(until) }]);
      expect(res.headers['retry-after']).toBe(String(Math.ceil((until - clock) / 1000)));
    },
  };
}

describe('the window in the console', () => {
  const put = (auth: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/server-status/maintenance',
      headers: { ...AJAX, ...auth },
      payload: payload as object,
    });

  it('is refused to anonymous callers, players and support staff, and changes nothing', async () => {
    const since = await auditMark(t);
    const before = await windowRow();
    const on = { mode: 'now', until: null, message: null, version: before.version };
    expect((await put({}, on)).statusCode).toBe(401);
    const player = await createSignedInUser(t.db);
    const asPlayer = await put(player.auth, on);
    expect([asPlayer.statusCode, asPlayer.json().code]).toEqual([403, 'forbidden']);
    const support = await createSignedInUser(t.db);
    await t.db
      .insertInto('staff_grants')
      .values({ user_num: support.user.user_num, role: 'support' })
      .execute();
    const asSupport = await put(support.auth, on);
    expect([asSupport.statusCode, asSupport.json().code]).toEqual([403, 'forbidden']);
    const read = await t.app.inject({
      url: '/api/admin/server-status',
      headers: { ...AJAX, ...support.auth },
    });
    expect(read.statusCode).toBe(403);

    expect((await statusOf()).state).toBe('online');
    expect(await windowRow()).toEqual(before);
    expect(await auditRows(t, 'server_status', since)).toEqual([]);
  });

  it('refuses what breaks the rules with a message per field, and changes nothing', async () => {
    const since = await auditMark(t);
    const before = await windowRow();
    const cases: [Body, Record<string, string>][] = [
      [{ mode: 'scheduled' }, { from: 'Give the start.', until: 'Give the end.' }],
      [
        { mode: 'scheduled', from: iso(clock + 2 * HOUR), until: iso(clock + HOUR) },
        { until: 'The end must be after the start.' },
      ],
      [{ mode: 'now', until: iso(clock - 60_000) }, { until: 'The end must be in the future.' }],
      [
        { mode: 'scheduled', from: iso(clock - 2 * HOUR), until: iso(clock - HOUR) },
        { until: 'The end must be in the future.' },
      ],
      [{ mode: 'now', until: iso(clock + 7 * DAY + 1) }, { until: 'A maintenance may last at most 7 days.' }],
      [
        { mode: 'scheduled', from: iso(clock + HOUR), until: iso(clock + HOUR + 7 * DAY + 1) },
        { until: 'A maintenance may last at most 7 days.' },
      ],
      [
        { mode: 'scheduled', from: iso(clock + 90 * DAY + 60_000), until: iso(clock + 91 * DAY) },
        { from: 'The start may be at most 90 days from now.' },
      ],
      [{ mode: 'now', message: 'x'.repeat(301) }, { message: 'The message may be at most 300 characters.' }],
      [{ mode: 'now', until: 'tomorrow' }, { until: 'The end must be a date and time.' }],
      [{ mode: 'soon' }, { mode: 'Choose off, on now or scheduled.' }],
    ];
    for (const [body, errors] of cases) {
      const res = await saveWindow(body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, 'invalid_input']);
      expect(res.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    const unversioned = await admin.call('PUT', '/api/admin/server-status/maintenance', { mode: 'now' });
    expect(unversioned.status).toBe(400);
    expect(unversioned.body.errors).toMatchObject({ version: expect.any(String) });
    expect(await windowRow()).toEqual(before);
    expect(await auditRows(t, 'server_status', since)).toEqual([]);
    expect((await statusOf()).state).toBe('online');
  });

  it('turns on at once on every instance, audited in the save, versioned, and off again', async () => {
    // A second instance on the same database, told by the same bus (NOTIFY between real instances).
    const bus = localCacheBus();
    const shared = await createTestDatabase();
    const one = await createTestApp({ database: shared, cacheBus: bus, now });
    const two = await createTestApp({ database: shared, cacheBus: bus, now });
    try {
      expect((await statusOf(one)).state).toBe('online');
      expect((await statusOf(two)).state).toBe('online');
      const operator = await adminClient(one);
      const since = await auditMark(one);
      const loaded = (await consoleView(one)).maintenance.version;
      const until = clock + 2 * HOUR;
      const body = { mode: 'now', until: iso(until), message: 'New map.', version: loaded };
      const on = await operator.call('PUT', '/api/admin/server-status/maintenance', body);
      expect(on.status).toBe(200);
      expect(on.body.maintenance).toEqual({
        phase: 'on',
        from: iso(clock),
        until: iso(until),
        message: 'New map.',
        version: loaded + 1,
      });
      // Both kept "online" for 30 s; the save clears that at once.
      for (const app of [one, two]) {
        expect(await statusOf(app)).toMatchObject({
          state: 'maintenance',
          maintenance: { until: iso(until), message: 'New map.' },
        });
      }
      expect(await auditRows(one, 'server_status', since)).toEqual([
        {
          actor_user_num: operator.admin.user.user_num,
          ip: '127.0.0.1',
          action: 'game.maintenance',
          record_id: null,
          changes: [
            { field: 'from', old: null, new: iso(clock) },
            { field: 'until', old: null, new: iso(until) },
            { field: 'message', old: null, new: 'New map.' },
          ],
        },
      ]);

      // A second operator's form, opened before the save, is refused with who and when.
      const stale = await operator.call('PUT', '/api/admin/server-status/maintenance', {
        mode: 'off',
        version: loaded,
      });
      expect([stale.status, stale.body.code]).toEqual([409, 'stale_edit']);
      expect(stale.body.message).toMatch(new RegExp(`^Changed by ${operator.admin.user.user_id} at `));

      // The same again writes nothing: "on now" keeps the start of the maintenance already on.
      clock += 60_000;
      const again = await operator.call('PUT', '/api/admin/server-status/maintenance', {
        ...body,
        version: loaded + 1,
      });
      expect([again.status, again.body.maintenance.from]).toEqual([200, iso(clock - 60_000)]);
      expect(await auditRows(one, 'server_status', since)).toHaveLength(1);

      const off = await saveWindow({ mode: 'off' }, one);
      expect(off.body.maintenance).toMatchObject({ phase: 'off', from: null, until: null, message: null });
      expect(await statusOf(two)).toMatchObject({ state: 'online', maintenance: null });
      expect((await auditRows(one, 'server_status', since)).map((r) => r.changes)).toEqual([
        expect.any(Array),
        [
          { field: 'from', old: iso(clock - 60_000), new: null },
          { field: 'until', old: iso(until), new: null },
          { field: 'message', old: 'New map.', new: null },
        ],
      ]);
    } finally {
      await one.close();
      await two.close();
      await shared.drop();
    }
  });
});

/** What a refused request must leave as it was: the player's money, orders, codes, sessions and keys. */
async function snapshot(userNum: number) {
  const count = async (
    table: 'shop_purchases' | 'payment_orders' | 'character_orders' | 'idempotency_keys',
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    wallet: await walletOf(t.db, userNum),
    purchases: await t.db
      .selectFrom('shop_purchases')
      .select(['pur_num', 'pur_flag'])
      .where('user_num', '=', userNum)
      .execute(),
    allPurchases: await count('shop_purchases'),
    topUps: await count('payment_orders'),
    characterOrders: await count('character_orders'),
    keys: await count('idempotency_keys'),
    cart: await t.db.selectFrom('shop_cart').selectAll().where('user_num', '=', userNum).execute(),
    vouchers: await t.db.selectFrom('vouchers').select(['id', 'redeemed_by']).execute(),
    sessions: await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_num', '=', userNum)
      .execute(),
  };
}

describe('while the server is under maintenance', () => {
  let until = 0;
  let player: Awaited<ReturnType<typeof createPlayer>>;
  let item: { product_num: number };
  let code = '';
  /** A top-up the player started before the maintenance, paid during it. */
  let checkout = { id: '', reference: '', rcoin: 0 };

  beforeAll(async () => {
    player = await createPlayer(t.db, { rcoin: 1000, milleage: 50 });
    item = await createItem(t.db, { price: 100 });
    const client = shopClient(t.app, player.auth);
    expect((await client.buy(item.product_num)).statusCode).toBe(200);
    expect((await client.addToCart(item.product_num)).statusCode).toBe(200);
    [code] = (await createVouchers(t.db, { value: 100, currency: 'rcoin', count: 1 })) as [string];
    const pack = await t.db.selectFrom('topup_packages').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const made = (await client.post('/api/topup/orders', { packageId: pack.id })).json();
    checkout = {
      id: /\/topup\/checkout\/(cs_fake_[0-9a-f]+)$/.exec(made.checkoutUrl)?.[1] ?? '',
      reference: made.reference,
      rcoin: pack.rcoin + pack.bonus_rcoin,
    };
    until = clock + 2 * HOUR;
    expect((await saveWindow({ mode: 'now', until: iso(until) })).status).toBe(200);
  });
  afterAll(async () => {
    expect((await saveWindow({ mode: 'off' })).status).toBe(200);
  });

  it('refuses a player every money move with the one message, and changes nothing', async () => {
    const purchase = await t.db
      .selectFrom('shop_purchases')
      .select('pur_num')
      .where('user_num', '=', player.user.user_num)
      .executeTakeFirstOrThrow();
    const before = await snapshot(player.user.user_num);
    const client = shopClient(t.app, player.auth);
    const attempts = {
      buy: await client.buy(item.product_num, 'key-buy'),
      checkout: await client.checkout(undefined, 'key-checkout'),
      cancel: await client.cancel(purchase.pur_num, 'key-cancel'),
      topUp: await client.post('/api/topup/orders', { packageId: 1 }),
      voucher: await client.redeem(code, 'key-voucher'),
      unstuck: await client.post('/api/characters/1/unstuck', undefined, 'key-unstuck'),
      school: await client.post('/api/characters/1/school', { school: 1 }),
      rename: await client.post('/api/characters/1/rename', { name: 'NewName' }),
    };
    for (const [name, res] of Object.entries(attempts)) {
      expect(res.statusCode, name).toBe(503);
      expectRefused(res).until(until);
    }
    expect(await snapshot(player.user.user_num)).toEqual(before);
  });

  it("refuses a player's sign-in once the password is right; a wrong one is answered as always", async () => {
    const user = await createUser(t.db);
    const login = (password: string, userId = user.user_id) =>
      post(t.app, 'processlogin', { UserID: userId, UserPass: password }, { ip: nextIp() });
    const before = await snapshot(user.user_num);
    const refused = await login(user.password);
    expectRefused(refused).until(until);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Wrong password, unknown account: what sign-in says outside maintenance, nothing more.
    for (const res of [await login('Wrong-Horse-9'), await login(user.password, 'nosuchplayer1')]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 2, message: M.loginFailed, token: null });
    }
    expect(await snapshot(user.user_num)).toEqual(before);
    expect(await t.db.selectFrom('known_logins').where('user_num', '=', user.user_num).execute()).toEqual([]);
  });

  it('keeps a signed-in player reading their account, wallet and history', async () => {
    const client = shopClient(t.app, player.auth);
    for (const url of [
      '/api/me',
      '/api/wallet',
      '/api/shoppurchases',
      '/api/topuphistory',
      '/api/shopcart',
    ]) {
      expect((await client.get(url)).statusCode, url).toBe(200);
    }
  });

  it('lets staff sign in and use everything, a buy included', async () => {
    const operator = await createUser(t.db, { userType: 11 });
    const support = await createUser(t.db);
    await t.db.insertInto('staff_grants').values({ user_num: support.user_num, role: 'support' }).execute();
    for (const staff of [operator, support]) {
      const res = await post(
        t.app,
        'processlogin',
        { UserID: staff.user_id, UserPass: staff.password },
        { ip: nextIp() },
      );
      expect(res.statusCode, staff.user_id).toBe(200);
      expect(res.json().data.token).toEqual(expect.any(String));
    }
    const signedIn = await createPlayer(t.db, { rcoin: 300 }, { userType: 11 });
    const buy = await shopClient(t.app, signedIn.auth).buy(item.product_num);
    expect(buy.statusCode).toBe(200);
    expect((await walletOf(t.db, signedIn.user.user_num)).rcoin).toBe(200);
    const supportPlayer = await createPlayer(t.db, { rcoin: 300 });
    await t.db
      .insertInto('staff_grants')
      .values({ user_num: supportPlayer.user.user_num, role: 'support' })
      .execute();
    expect((await shopClient(t.app, supportPlayer.auth).redeem(code)).statusCode).toBe(200);
  });

  it('credits a top-up paid during maintenance: the webhook is never refused', async () => {
    const before = (await walletOf(t.db, player.user.user_num)).rcoin;
    const paid = await shopClient(t.app, player.auth).post(`/api/payments/fake/checkouts/${checkout.id}/pay`);
    expect(paid.json().status).toBe('paid');
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(before + checkout.rcoin);
    const order = await shopClient(t.app, player.auth).get(`/api/topup/orders/${checkout.reference}`);
    expect(order.json()).toMatchObject({ status: 'paid', rcoin: checkout.rcoin });
    expect((await statusOf()).state).toBe('maintenance');
  });
});

describe('a scheduled window, on the app clock', () => {
  it('refuses from its start to its end, to the millisecond, and the header follows it', async () => {
    const player = await createPlayer(t.db, { rcoin: 1000 });
    const item = await createItem(t.db, { price: 1 });
    const buy = () => shopClient(t.app, player.auth).buy(item.product_num);
    const from = clock + HOUR;
    const until = clock + 3 * HOUR;
    const saved = await saveWindow({ mode: 'scheduled', from: iso(from), until: iso(until), message: null });
    expect(saved.body.maintenance).toMatchObject({ phase: 'scheduled', from: iso(from), until: iso(until) });

    clock = from - 1;
    expect((await buy()).statusCode).toBe(200);
    expect(await statusOf()).toMatchObject({ state: 'online', maintenance: null });

    clock = from;
    expectRefused(await buy()).until(until);
    expect(await statusOf()).toMatchObject({ state: 'maintenance', maintenance: { until: iso(until) } });
    expect((await consoleView()).maintenance.phase).toBe('on');

    clock = until - 1;
    const last = await buy();
    expectRefused(last).until(until);
    expect(last.headers['retry-after']).toBe('1');

    clock = until;
    expect((await buy()).statusCode).toBe(200);
    expect((await statusOf()).state).toBe('online');
    expect((await consoleView()).maintenance).toMatchObject({ phase: 'ended', until: iso(until) });
    expect((await walletOf(t.db, player.user.user_num)).rcoin).toBe(998);
  });

  it('without an expected end refuses without a time and without Retry-After', async () => {
    const player = await createPlayer(t.db, { rcoin: 10 });
    expect((await saveWindow({ mode: 'now' })).status).toBe(200);
    try {
      const res = await shopClient(t.app, player.auth).redeem('NO-SUCH-CODE');
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { code: 'maintenance', message: 'The server is under maintenance. Please try again later.' },
      ]);
      expect(res.headers['retry-after']).toBeUndefined();
      expect(await statusOf()).toMatchObject({
        state: 'maintenance',
        maintenance: { until: null, message: null },
      });
    } finally {
      await saveWindow({ mode: 'off' });
    }
  });
});

describe('the routes that declare it', () => {
  it('are every sign-in and every money move a player starts, and the payment webhook is not one', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { 'x-maintenance'?: string }>>;
    };
    const declared: Record<string, string> = {};
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation['x-maintenance'])
          declared[`${method.toUpperCase()} ${path}`] = operation['x-maintenance'];
      }
    }
    expect(declared).toEqual({
      'POST /api/processlogin': 'sign-in',
      'POST /api/processlogin/factor': 'sign-in',
      'POST /api/buyitem': 'refused',
      'POST /api/buycartitem': 'refused',
      'POST /api/cancelpurchase': 'refused',
      'POST /api/topup/orders': 'refused',
      'POST /api/processCoupon': 'refused',
      'POST /api/characters/{chaNum}/unstuck': 'refused',
      'POST /api/characters/{chaNum}/school': 'refused',
      'POST /api/characters/{chaNum}/rename': 'refused',
    });
    expect(doc.paths['/api/payments/paymongo/webhook']?.post).toBeDefined();
  });
});
