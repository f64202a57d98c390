import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/shared/contracts/admin.ts';
import { adminClient } from '../support/admin-client.ts';
import { createCharacter, freshName } from '../support/characters.ts';
import { createSignedInUser } from '../support/factories.ts';
import { createGameApp, type GameApp } from '../support/game-app.ts';
import type { GameStandIn } from '../support/game-stand-in.ts';
import { shopClient } from '../support/shop-client.ts';
import { AJAX, type TestApp } from '../support/test-app.ts';
import { createPlayer, expectMoneyInvariant } from '../support/wallet-factories.ts';

/**
 * The console's side of character services (docs/product/character-services.md, Console): the settings
 * (administrators, versioned, audited), the orders list (whoever reads players), and each order in the
 * audit log, placed by its player and settled by the site.
 */
let game: GameApp;
let stand: GameStandIn;
let t: TestApp;
let call: Awaited<ReturnType<typeof adminClient>>['call'];

beforeAll(async () => {
  game = await createGameApp();
  ({ stand, t } = game);
  ({ call } = await adminClient(t));
});
afterEach(async () => {
  await expectMoneyInvariant(t.db);
});
afterAll(() => game.close());

const SAVE = {
  unstuck: { enabled: true, price: 0, currency: 'rcoin', cooldownMinutes: 30 },
  school: { enabled: true, price: 250, currency: 'milleage', cooldownMinutes: 10_080, minLevel: 60 },
  rename: { enabled: true, price: 1500, currency: 'rcoin', cooldownMinutes: 1440 },
  starts: [
    { mapMain: 0, mapSub: 0, gate: 1 },
    { mapMain: 4, mapSub: 1, gate: 0 },
    { mapMain: 7, mapSub: 0, gate: 2 },
  ],
};

describe('settings', () => {
  it('starts with every service off and the sample data’s start points', async () => {
    const res = await call('GET', '/api/admin/character-services');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      unstuck: { enabled: false, price: 0, currency: 'rcoin', cooldownMinutes: 60 },
      school: { enabled: false, minLevel: 1 },
      rename: { enabled: false },
      starts: [
        { mapMain: 0, mapSub: 0, gate: 0 },
        { mapMain: 4, mapSub: 0, gate: 0 },
        { mapMain: 7, mapSub: 0, gate: 0 },
      ],
      version: 1,
    });
  });

  it('a save from the loaded version: the players’ offers follow, one audit row; a stale save is refused', async () => {
    const saved = await call('PUT', '/api/admin/character-services', { ...SAVE, version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...SAVE, version: 2 });
    const player = await createPlayer(t.db);
    await createCharacter(t.db, stand, player.user);
    const offers = (await shopClient(t.app, player.auth).get('/api/characters/services')).json().offers;
    expect(offers).toEqual([
      { service: 'unstuck', enabled: true, price: 0, currency: 'rcoin', cooldownMinutes: 30, minLevel: null },
      {
        service: 'school',
        enabled: true,
        price: 250,
        currency: 'milleage',
        cooldownMinutes: 10_080,
        minLevel: 60,
      },
      {
        service: 'rename',
        enabled: true,
        price: 1500,
        currency: 'rcoin',
        cooldownMinutes: 1440,
        minLevel: null,
      },
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_kind', 'record_id', 'changes'])
      .where('record_type', '=', 'character_services')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'character_services.settings.update',
      actor_kind: 'staff',
      record_id: null,
    });
    expect(audit[0]?.changes).toContainEqual({ field: 'rename_price', old: 0, new: 1500 });
    expect(audit[0]?.changes).toContainEqual({ field: 'start_mp_sub', old: 0, new: 1 });

    const stale = await call('PUT', '/api/admin/character-services', { ...SAVE, version: 1 });
    expect([stale.status, stale.body.code]).toEqual([409, 'stale_edit']);
  });

  it('refuses values out of bounds, field by field, and changes nothing', async () => {
    const before = (await call('GET', '/api/admin/character-services')).body;
    const bad = await call('PUT', '/api/admin/character-services', {
      ...SAVE,
      unstuck: { ...SAVE.unstuck, price: -1 },
      rename: { ...SAVE.rename, cooldownMinutes: 600_000 },
      school: { ...SAVE.school, minLevel: 0 },
      starts: [SAVE.starts[0], { mapMain: 4, mapSub: 40_000, gate: 0 }, SAVE.starts[2]],
      version: before.version,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'unstuck.price': 'The price must be a whole number from 0 (free) to 10,000,000.',
      'rename.cooldownMinutes': 'The cooldown must be from 0 to 525,600 minutes (a year).',
      'school.minLevel': 'The minimum level must be a whole number from 1 to 1000.',
      'starts.1.mapSub': 'The map’s SubID must be a whole number from 0 to 32767.',
    });
    expect((await call('GET', '/api/admin/character-services')).body).toEqual(before);
  });

  it('is for administrators: support staff and players are refused', async () => {
    const support = await createSignedInUser(t.db);
    await t.db
      .insertInto('staff_grants')
      .values({ user_num: support.user.user_num, role: 'support' })
      .execute();
    const player = await createSignedInUser(t.db);
    for (const who of [support, player]) {
      const res = await t.app.inject({
        url: '/api/admin/character-services',
        headers: { ...who.auth, ...AJAX },
      });
      expect(res.statusCode).toBe(403);
    }
    const orders = await t.app.inject({
      url: '/api/admin/character-orders',
      headers: { ...support.auth, ...AJAX },
    });
    expect(orders.statusCode).toBe(200);
  });
});

describe('orders in the console and the audit log', () => {
  it('lists orders with their player, filtered by status, service and player', async () => {
    const ana = await createPlayer(t.db, { rcoin: 10_000, milleage: 1000 });
    const ben = await createPlayer(t.db, { rcoin: 10_000 });
    const anaHero = await createCharacter(t.db, stand, ana.user, { level: 80 });
    const benHero = await createCharacter(t.db, stand, ben.user);
    const place = (who: typeof ana, chaNum: number, path: string, body?: object) =>
      shopClient(t.app, who.auth).post(`/api/characters/${chaNum}/${path}`, body);
    expect((await place(ana, anaHero.chaNum, 'unstuck')).statusCode).toBe(200);
    expect((await place(ana, anaHero.chaNum, 'school', { school: 1 })).statusCode).toBe(200);
    expect((await place(ben, benHero.chaNum, 'rename', { name: freshName() })).statusCode).toBe(200);
    await stand.query(`update "RanGame1"."ChaInfo" set "ChaOnline" = 1 where "ChaNum" = $1`, [
      benHero.chaNum,
    ]);
    await game.deliverAll();
    expect((await place(ana, anaHero.chaNum, 'rename', { name: freshName() })).statusCode).toBe(200);

    const list = async (query: string) => {
      const res = await call('GET', `/api/admin/character-orders?${query}`);
      expect(res.status).toBe(200);
      return res.body.orders.map((o: { userId: string; service: string; status: string }) => [
        o.userId,
        o.service,
        o.status,
      ]);
    };
    expect(await list(`player=${ana.user.user_id}`)).toEqual([
      [ana.user.user_id, 'rename', 'waiting'],
      [ana.user.user_id, 'school', 'done'],
      [ana.user.user_id, 'unstuck', 'done'],
    ]);
    expect(await list(`player=${ben.user.user_num}`)).toEqual([[ben.user.user_id, 'rename', 'refused']]);
    expect(await list(`player=${ana.user.user_id}&status=done&service=school`)).toEqual([
      [ana.user.user_id, 'school', 'done'],
    ]);
    const refused = await call(
      'GET',
      `/api/admin/character-orders?status=refused&player=${ben.user.user_id}`,
    );
    expect(refused.body).toMatchObject({
      orders: [
        { reason: 'online', price: 1500, currency: 'rcoin', outboxId: expect.any(Number), lastError: null },
      ],
      total: 1,
      page: 1,
      lastPage: 1,
    });
    const bad = await call('GET', '/api/admin/character-orders?status=lost');
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      { status: 'status must be waiting, done or refused.' },
    ]);

    // The audit log: each order placed by its player, each answer booked by the site.
    const audit = await call('GET', `/api/admin/audit?record=character_order:${refused.body.orders[0].id}`);
    const entries = audit.body.data as AuditEntry[];
    expect(entries.map((e) => [e.action, e.by, e.player?.userId ?? null, e.staff])).toEqual([
      ['character_order.refused', 'site', null, null],
      ['character_order.place', 'player', ben.user.user_id, null],
    ]);
    expect(entries[0]?.changes).toEqual([
      { field: 'status', old: 'waiting', new: 'refused' },
      { field: 'reason', old: null, new: 'online' },
    ]);
    expect(entries[1]?.changes).toContainEqual({ field: 'price', old: null, new: '1500 rcoin' });
    // The staff filter names staff only: a player's rows are not the player's "staff" actions.
    const asStaff = await call('GET', `/api/admin/audit?staff=${ben.user.user_id}`);
    expect(asStaff.body.total).toBe(0);
  });
});
