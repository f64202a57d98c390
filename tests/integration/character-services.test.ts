import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { characterSettlers } from '../../src/server/modules/characters/game-settle.ts';
import type { GameBridge } from '../../src/server/modules/game/bridge.ts';
import { createGameWorker } from '../../src/server/modules/game/worker.ts';
import { mapId } from '../../src/shared/character-services.ts';
import {
  createCharacter,
  freshName,
  gameLoginOf,
  gameOnlyCharacter,
  gameRowOf,
  offerServices,
} from '../support/characters.ts';
import { createGameApp, type GameApp, siteBridgeTo } from '../support/game-app.ts';
import type { GameStandIn } from '../support/game-stand-in.ts';
import { shopClient } from '../support/shop-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createPlayer, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

/**
 * Character services end to end on the real PostgreSQL (docs/product/character-services.md): the site over
 * HTTP, the game's stand-in in a database of its own, the worker run by hand. The app's clock is this
 * file's, so a cooldown passes by moving it.
 */
let game: GameApp;
let stand: GameStandIn;
let t: TestApp;
let bridge: GameBridge;
let clock = Date.parse('2026-12-01T04:00:00Z');
const now = () => new Date(clock);

beforeAll(async () => {
  game = await createGameApp({ now });
  ({ stand, t, bridge } = game);
});
beforeEach(async () => {
  await offerServices(t.db, {
    unstuck_enabled: true,
    unstuck_price: 100,
    unstuck_currency: 'rcoin',
    unstuck_cooldown_minutes: 60,
    school_enabled: true,
    school_price: 300,
    school_currency: 'milleage',
    school_cooldown_minutes: 60,
    school_min_level: 30,
    rename_enabled: true,
    rename_price: 1000,
    rename_currency: 'rcoin',
    rename_cooldown_minutes: 60,
  });
});
afterEach(async () => {
  await expectMoneyInvariant(t.db);
});
afterAll(() => game.close());

type Player = Awaited<ReturnType<typeof createPlayer>>;

const order = (player: Player, chaNum: number, service: string, body?: object) =>
  shopClient(t.app, player.auth).post(`/api/characters/${chaNum}/${service}`, body);
const servicesOf = async (player: Player) => {
  const res = await shopClient(t.app, player.auth).get('/api/characters/services');
  expect(res.statusCode).toBe(200);
  return res.json();
};
const ordersOf = (userNum: number) =>
  t.db.selectFrom('character_orders').selectAll().where('user_num', '=', userNum).orderBy('id').execute();
const outboxOf = (userId: string) =>
  t.db.selectFrom('game_outbox').selectAll().where('game_user_id', '=', userId).orderBy('id').execute();
const siteCopyOf = (chaNum: number) =>
  t.db
    .selectFrom('characters')
    .select(['cha_name', 'cha_school'])
    .where('cha_num', '=', chaNum)
    .executeTakeFirstOrThrow();
const ledgerOf = (userNum: number) =>
  t.db
    .selectFrom('wallet_ledger')
    .select(['source', 'currency', 'amount', 'reference'])
    .where('user_num', '=', userNum)
    .where('reference', 'like', 'character_order:%')
    .orderBy('id')
    .execute();
const setOnline = (chaNum: number, online: 0 | 1) =>
  stand.query(`update "RanGame1"."ChaInfo" set "ChaOnline" = $2 where "ChaNum" = $1`, [chaNum, online]);

/** The sample data's start points (the settings' defaults): SG [0,0] gate 0, MP [4,0] gate 0, PHX [7,0] gate 0. */
const START = [
  { map: 0, gate: 0 },
  { map: 4, gate: 0 },
  { map: 7, gate: 0 },
];

describe('each service, done', () => {
  it('unstuck: paid now, queued with the order; the game moves the character to its school’s start point', async () => {
    await offerServices(t.db, { start_phx_main: 7, start_phx_sub: 2, start_phx_gate: 5 });
    const player = await createPlayer(t.db, { rcoin: 500 });
    const hero = await createCharacter(t.db, stand, player.user, { school: 2, startMap: 21, startGate: 3 });

    const res = await order(player, hero.chaNum, 'unstuck');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your order is with the game: it is carried out in a moment, while the character is offline.',
      order: { chaNum: hero.chaNum, chaName: hero.name, service: 'unstuck', status: 'waiting', price: 100 },
      userPoints: 400,
    });
    const [queued] = await outboxOf(player.user.user_id);
    expect(queued).toMatchObject({
      kind: 'character_service',
      payload: {
        orderId: res.json().order.id,
        chaNum: hero.chaNum,
        change: {
          service: 'unstuck',
          starts: [START[0], START[1], { map: mapId(7, 2), gate: 5 }],
        },
      },
    });
    // Nothing has reached the game yet.
    expect(await gameRowOf(stand, hero.chaNum)).toMatchObject({ ChaStartMap: 21, ChaPosX: 512.5 });

    expect(await game.deliverAll()).toMatchObject({ delivered: 1, failed: 0 });
    expect(await gameRowOf(stand, hero.chaNum)).toMatchObject({
      ChaSchool: 2,
      ChaStartMap: 7 | (2 << 16),
      ChaStartGate: 5,
      ChaPosX: 0,
      ChaPosY: 0,
      ChaPosZ: 0,
    });
    const [done] = await ordersOf(player.user.user_num);
    expect(done).toMatchObject({ status: 'done', reason: null });
    expect(done?.settled_at).toBeInstanceOf(Date);
    expect(await ledgerOf(player.user.user_num)).toEqual([
      { source: 'purchase', currency: 'rcoin', amount: -100, reference: `character_order:${done?.id}` },
    ]);
    const state = await servicesOf(player);
    expect(state.orders[0]).toMatchObject({ id: done?.id, status: 'done' });
  });

  it('change school: the new school and its start point in game, and on the site before the next sync', async () => {
    const player = await createPlayer(t.db, { milleage: 1000 });
    const hero = await createCharacter(t.db, stand, player.user, { school: 0, level: 30 });
    const res = await order(player, hero.chaNum, 'school', { school: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ order: { newSchool: 1, currency: 'milleage' }, userPoints2: 700 });
    await game.deliverAll();
    expect(await gameRowOf(stand, hero.chaNum)).toMatchObject({
      ChaSchool: 1,
      ChaStartMap: 4,
      ChaStartGate: 0,
      ChaPosX: 0,
    });
    expect(await siteCopyOf(hero.chaNum)).toEqual({ cha_name: hero.name, cha_school: 1 });
    const state = await servicesOf(player);
    expect(state.characters).toEqual([expect.objectContaining({ chaNum: hero.chaNum, school: 1 })]);
  });

  it('rename: the game’s name, the site’s copy at once, the old name in the history', async () => {
    const player = await createPlayer(t.db, { rcoin: 1000 });
    const hero = await createCharacter(t.db, stand, player.user);
    const name = freshName('New');
    const res = await order(player, hero.chaNum, 'rename', { name });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ order: { newName: name, chaName: hero.name }, userPoints: 0 });
    await game.deliverAll();
    expect((await gameRowOf(stand, hero.chaNum)).ChaName).toBe(name);
    expect((await siteCopyOf(hero.chaNum)).cha_name).toBe(name);
    const history = await t.db
      .selectFrom('character_name_history')
      .select(['old_name', 'new_name', 'order_id'])
      .where('cha_num', '=', hero.chaNum)
      .execute();
    expect(history).toEqual([{ old_name: hero.name, new_name: name, order_id: res.json().order.id }]);
    // The account's own list (GET /api/me) shows it too.
    const me = await shopClient(t.app, player.auth).get('/api/me');
    expect(me.json().user.characters.map((c: { ChaName: string }) => c.ChaName)).toEqual([name]);
  });

  it('a free service books nothing in the ledger', async () => {
    await offerServices(t.db, { unstuck_price: 0 });
    const player = await createPlayer(t.db);
    const hero = await createCharacter(t.db, stand, player.user);
    const res = await order(player, hero.chaNum, 'unstuck');
    expect(res.json()).toMatchObject({ order: { price: 0, currency: null }, userPoints: 0 });
    await game.deliverAll();
    expect((await ordersOf(player.user.user_num))[0]?.status).toBe('done');
    expect(await walletOf(t.db, player.user.user_num)).toEqual({ rcoin: 0, milleage: 0, ledgerRows: 0 });
  });
});

describe('refused before any money moves', () => {
  /** The order is refused with this status and message; nothing was written anywhere. */
  async function expectRefused(
    player: Player,
    chaNum: number,
    service: string,
    body: object | undefined,
    status: number,
    message: string,
  ) {
    const before = await walletOf(t.db, player.user.user_num);
    const res = await order(player, chaNum, service, body);
    expect([res.statusCode, res.json().message]).toEqual([status, message]);
    expect(await walletOf(t.db, player.user.user_num)).toEqual(before);
    expect(await ordersOf(player.user.user_num)).toEqual([]);
    expect(await outboxOf(player.user.user_id)).toEqual([]);
    return res.json();
  }

  it('a character in game: leave the game first', async () => {
    const player = await createPlayer(t.db, { rcoin: 5000, milleage: 5000 });
    const hero = await createCharacter(t.db, stand, player.user, { online: true });
    const message = `Leave the game first: ${hero.name} is online.`;
    await expectRefused(player, hero.chaNum, 'unstuck', undefined, 409, message);
    await expectRefused(player, hero.chaNum, 'school', { school: 2 }, 409, message);
    await expectRefused(player, hero.chaNum, 'rename', { name: freshName() }, 409, message);
    const state = await servicesOf(player);
    expect(state.characters[0]).toMatchObject({
      online: true,
      services: { unstuck: { reason: 'online', message }, rename: { reason: 'online' } },
    });
  });

  it('change school: in a guild, below the level, or the same school', async () => {
    const player = await createPlayer(t.db, { milleage: 5000 });
    const guilded = await createCharacter(t.db, stand, player.user, { guild: 7 });
    const young = await createCharacter(t.db, stand, player.user, { level: 29, guild: null });
    await expectRefused(
      player,
      guilded.chaNum,
      'school',
      { school: 1 },
      409,
      `${guilded.name} must leave its guild first.`,
    );
    await expectRefused(
      player,
      young.chaNum,
      'school',
      { school: 1 },
      409,
      `${young.name} must be level 30 or higher.`,
    );
    await expectRefused(
      player,
      young.chaNum,
      'school',
      { school: 0 },
      409,
      `${young.name} must be level 30 or higher.`,
    );
    await offerServices(t.db, { school_min_level: 1 });
    await expectRefused(
      player,
      young.chaNum,
      'school',
      { school: 0 },
      409,
      `${young.name} is already in Sacred Gate.`,
    );
    const state = await servicesOf(player);
    const byNum = new Map(state.characters.map((c: { chaNum: number }) => [c.chaNum, c]));
    expect(byNum.get(guilded.chaNum)).toMatchObject({
      inGuild: true,
      services: { school: { reason: 'in_guild' } },
    });
    expect(byNum.get(young.chaNum)).toMatchObject({ inGuild: false, services: { school: null } });
  });

  it('rename: a name any character has, deleted ones and other cases included, and the same name', async () => {
    const player = await createPlayer(t.db, { rcoin: 5000 });
    const hero = await createCharacter(t.db, stand, player.user);
    const other = await gameLoginOf(stand, `other${hero.chaNum}`);
    const deletedName = await gameOnlyCharacter(stand, other, 900_000 + hero.chaNum, { deleted: true });
    const livingName = await gameOnlyCharacter(stand, other, 910_000 + hero.chaNum);
    for (const name of [deletedName, livingName, livingName.toUpperCase()])
      await expectRefused(
        player,
        hero.chaNum,
        'rename',
        { name },
        409,
        `The name ${name} is taken. Choose another.`,
      );
    const same = await expectRefused(
      player,
      hero.chaNum,
      'rename',
      { name: hero.name },
      400,
      'That is already the character’s name.',
    );
    expect(same.errors).toEqual({ name: 'That is already the character’s name.' });
  });

  it('a name against the game’s rules: 400 with the rule, per field', async () => {
    const player = await createPlayer(t.db, { rcoin: 5000 });
    const hero = await createCharacter(t.db, stand, player.user);
    const cases: [string, string][] = [
      ['abc', 'A name needs at least 4 characters.'],
      ['abcdefghijklmnopq', 'A name has at most 16 characters.'],
      ['two words', 'A name cannot contain spaces.'],
      ['semi;colon', 'A name cannot contain ;.'],
      ['bra[ket', 'A name cannot contain [.'],
      ["it's", "A name cannot contain '."],
      ['back\\slash', 'A name cannot contain \\.'],
      ['Ñandú1234', 'Use only English letters, digits and - _ = /.'],
      ['tab\tname', 'A name cannot contain spaces.'],
    ];
    for (const [name, message] of cases) {
      const res = await order(player, hero.chaNum, 'rename', { name });
      expect([res.statusCode, res.json().code, res.json().errors], name).toEqual([
        400,
        'invalid_input',
        { name: message },
      ]);
    }
    expect((await order(player, hero.chaNum, 'rename', {})).json().errors).toEqual({
      name: 'Type the new name.',
    });
    expect((await order(player, hero.chaNum, 'school', { school: 3 })).json().errors).toEqual({
      school: 'Choose a school.',
    });
    expect(await ordersOf(player.user.user_num)).toEqual([]);
  });

  it('a service the operator turned off', async () => {
    await offerServices(t.db, { rename_enabled: false });
    const player = await createPlayer(t.db, { rcoin: 5000 });
    const hero = await createCharacter(t.db, stand, player.user);
    await expectRefused(
      player,
      hero.chaNum,
      'rename',
      { name: freshName() },
      409,
      'Rename is not offered at the moment.',
    );
    expect((await servicesOf(player)).characters[0].services.rename).toMatchObject({ reason: 'off' });
  });

  it('not enough balance: 402, nothing queued', async () => {
    const player = await createPlayer(t.db, { rcoin: 99, milleage: 5000 });
    const hero = await createCharacter(t.db, stand, player.user);
    await expectRefused(
      player,
      hero.chaNum,
      'unstuck',
      undefined,
      402,
      'Not enough R-Coin for this purchase.',
    );
  });

  it('a character not on the account: 404, whoever has it', async () => {
    const player = await createPlayer(t.db, { rcoin: 5000 });
    const stranger = await createPlayer(t.db);
    const theirs = await createCharacter(t.db, stand, stranger.user);
    await expectRefused(
      player,
      theirs.chaNum,
      'unstuck',
      undefined,
      404,
      'There is no such character on your account.',
    );
    await expectRefused(
      player,
      2_000_000_000,
      'unstuck',
      undefined,
      404,
      'There is no such character on your account.',
    );
  });

  it('the cooldown: a second order waits until it has passed; a refused order does not count', async () => {
    const player = await createPlayer(t.db, { rcoin: 5000 });
    const hero = await createCharacter(t.db, stand, player.user);
    expect((await order(player, hero.chaNum, 'unstuck')).statusCode).toBe(200);
    await game.deliverAll();
    clock += 20 * 60_000;
    await expectRefusedAfterOne(player, hero.chaNum, `Unstuck can be used for ${hero.name} again in 40 min.`);
    const state = await servicesOf(player);
    expect(state.characters[0].services.unstuck).toEqual({
      reason: 'cooldown',
      message: `Unstuck can be used for ${hero.name} again in 40 min.`,
      until: new Date(clock + 40 * 60_000).toISOString(),
    });
    // Another service of the same character has its own cooldown.
    expect((await order(player, hero.chaNum, 'rename', { name: freshName() })).statusCode).toBe(200);
    await game.deliverAll();
    clock += 40 * 60_000;
    expect((await order(player, hero.chaNum, 'unstuck')).statusCode).toBe(200);
    // This one the game refuses (the player logs in first): the refund gives the cooldown back too.
    await setOnline(hero.chaNum, 1);
    await game.deliverAll();
    await setOnline(hero.chaNum, 0);
    expect((await ordersOf(player.user.user_num)).map((o) => [o.service, o.status])).toEqual([
      ['unstuck', 'done'],
      ['rename', 'done'],
      ['unstuck', 'refused'],
    ]);
    expect((await order(player, hero.chaNum, 'unstuck')).statusCode).toBe(200);
    await game.deliverAll();
  });

  /** Like expectRefused, for a character that already has orders: their count does not change. */
  async function expectRefusedAfterOne(player: Player, chaNum: number, message: string) {
    const before = [
      await walletOf(t.db, player.user.user_num),
      (await ordersOf(player.user.user_num)).length,
    ];
    const res = await order(player, chaNum, 'unstuck');
    expect([res.statusCode, res.json().message]).toEqual([409, message]);
    expect([
      await walletOf(t.db, player.user.user_num),
      (await ordersOf(player.user.user_num)).length,
    ]).toEqual(before);
  }

  it('without the game bridge the services are not offered', async () => {
    const plain = await createTestApp({ database: t.database });
    const player = await createPlayer(t.db, { rcoin: 5000 });
    const hero = await createCharacter(t.db, stand, player.user);
    const notOffered =
      'Character services are not offered on this site: it is not connected to the game server.';
    for (const res of [
      await shopClient(plain.app, player.auth).get('/api/characters/services'),
      await shopClient(plain.app, player.auth).post(`/api/characters/${hero.chaNum}/unstuck`),
    ])
      expect([res.statusCode, res.json()]).toEqual([404, { code: 'not_found', message: notOffered }]);
    expect(await ordersOf(player.user.user_num)).toEqual([]);
    await plain.close();
  });
});

describe('the game refuses: refunded with the reason', () => {
  it('online, in a guild, a name taken, the character gone: each refunded once, nothing changed in game', async () => {
    await offerServices(t.db, { school_min_level: 1 });
    const player = await createPlayer(t.db, { rcoin: 5000, milleage: 5000 });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createCharacter(t.db, stand, player.user)));
    if (!a || !b || !c || !d) throw new Error('characters');
    const wanted = freshName('Want');
    expect((await order(player, a.chaNum, 'unstuck')).statusCode).toBe(200);
    expect((await order(player, b.chaNum, 'school', { school: 2 })).statusCode).toBe(200);
    expect((await order(player, c.chaNum, 'rename', { name: wanted })).statusCode).toBe(200);
    expect((await order(player, d.chaNum, 'unstuck')).statusCode).toBe(200);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 3800, milleage: 4700 });
    // Before the worker runs: a logs in, b joins a guild, someone else takes the name, d is deleted.
    await setOnline(a.chaNum, 1);
    await stand.query(`update "RanGame1"."ChaInfo" set "GuNum" = 12 where "ChaNum" = $1`, [b.chaNum]);
    await gameOnlyCharacter(stand, await gameLoginOf(stand, `taker${c.chaNum}`), 920_000 + c.chaNum, {
      name: wanted,
    });
    await stand.query(`update "RanGame1"."ChaInfo" set "ChaDeleted" = 1 where "ChaNum" = $1`, [d.chaNum]);

    expect(await game.deliverAll()).toMatchObject({ delivered: 4, failed: 0 });
    expect((await ordersOf(player.user.user_num)).map((o) => [o.cha_num, o.status, o.reason])).toEqual([
      [a.chaNum, 'refused', 'online'],
      [b.chaNum, 'refused', 'in_guild'],
      [c.chaNum, 'refused', 'name_taken'],
      [d.chaNum, 'refused', 'gone'],
    ]);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 5000, milleage: 5000 });
    expect((await ledgerOf(player.user.user_num)).filter((r) => r.source === 'refund')).toHaveLength(4);
    expect(await gameRowOf(stand, a.chaNum)).toMatchObject({ ChaStartMap: 21, ChaPosX: 512.5 });
    expect(await gameRowOf(stand, b.chaNum)).toMatchObject({ ChaSchool: 0 });
    expect((await gameRowOf(stand, c.chaNum)).ChaName).toBe(c.name);
    expect((await siteCopyOf(c.chaNum)).cha_name).toBe(c.name);
    // The player's list says what happened.
    const state = await servicesOf(player);
    expect(state.orders.map((o: { status: string; reason: string }) => [o.status, o.reason])).toEqual([
      ['refused', 'gone'],
      ['refused', 'name_taken'],
      ['refused', 'in_guild'],
      ['refused', 'online'],
    ]);
    expect(
      state.characters.find((x: { chaNum: number }) => x.chaNum === d.chaNum).services.unstuck,
    ).toMatchObject({
      reason: 'gone',
    });
  });

  it('a school the game holds outside 0–2: the unstuck is refused with that reason, not "in the game"', async () => {
    const player = await createPlayer(t.db, { rcoin: 100 });
    const hero = await createCharacter(t.db, stand, player.user);
    expect((await order(player, hero.chaNum, 'unstuck')).statusCode).toBe(200);
    // Before the worker runs, the game stores a school the site has no start point for.
    await stand.query(`update "RanGame1"."ChaInfo" set "ChaSchool" = 7 where "ChaNum" = $1`, [hero.chaNum]);
    expect(await game.deliverAll()).toMatchObject({ delivered: 1, failed: 0 });
    expect((await ordersOf(player.user.user_num))[0]).toMatchObject({
      status: 'refused',
      reason: 'school_unknown',
    });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 100 });
    expect(await gameRowOf(stand, hero.chaNum)).toMatchObject({ ChaSchool: 7, ChaStartMap: 21 });
    expect((await servicesOf(player)).orders[0]).toMatchObject({
      status: 'refused',
      reason: 'school_unknown',
    });
  });

  it('the refund is announced: the wallet the page reads shows it at once', async () => {
    const player = await createPlayer(t.db, { rcoin: 100 });
    const hero = await createCharacter(t.db, stand, player.user);
    const client = shopClient(t.app, player.auth);
    await order(player, hero.chaNum, 'unstuck');
    expect((await client.get('/api/wallet')).json()).toEqual({ userPoints: 0, userPoints2: 0 });
    await setOnline(hero.chaNum, 1);
    await game.deliverAll();
    expect((await client.get('/api/wallet')).json()).toEqual({ userPoints: 100, userPoints2: 0 });
  });
});

describe('exactly once', () => {
  it('a site that dies after the game’s change and before its own: the retry finds the ledger, no refund', async () => {
    await offerServices(t.db, { school_min_level: 1 });
    const player = await createPlayer(t.db, { milleage: 300 });
    const hero = await createCharacter(t.db, stand, player.user, { school: 0 });
    expect((await order(player, hero.chaNum, 'school', { school: 2 })).statusCode).toBe(200);
    const crashing = createGameWorker({
      db: t.db,
      game: bridge.database,
      profile: stand.profile,
      settle: characterSettlers,
      afterGameWrite: async (trx) => {
        await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
      },
    });
    await expect(crashing.runOnce()).rejects.toThrow();
    // The game changed school; the site still waits. Without the ledger a retry would find the character
    // already in Phoenix, answer "same school" and refund a change that was made.
    expect((await gameRowOf(stand, hero.chaNum)).ChaSchool).toBe(2);
    expect((await ordersOf(player.user.user_num))[0]?.status).toBe('waiting');

    expect(await game.deliverAll()).toMatchObject({ delivered: 1, failed: 0 });
    expect((await ordersOf(player.user.user_num))[0]).toMatchObject({ status: 'done', reason: null });
    expect((await outboxOf(player.user.user_id))[0]?.result).toEqual({ outcome: 'done' });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ milleage: 0 });
    expect((await siteCopyOf(hero.chaNum)).cha_school).toBe(2);
  });

  it('a second run of a settled row books nothing', async () => {
    const player = await createPlayer(t.db, { rcoin: 100 });
    const hero = await createCharacter(t.db, stand, player.user);
    await order(player, hero.chaNum, 'unstuck');
    await setOnline(hero.chaNum, 1);
    await game.deliverAll();
    const [row] = await outboxOf(player.user.user_id);
    if (!row) throw new Error('no outbox row');
    const settle = characterSettlers.character_service;
    if (!settle) throw new Error('no settler');
    await t.db
      .transaction()
      .execute((trx) => settle(trx, { ...row, attempts: 0 }, { outcome: 'refused', reason: 'online' }));
    expect(await ledgerOf(player.user.user_num)).toHaveLength(2);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 100 });
  });
});

describe('an order while the game does not answer, and an order sent twice', () => {
  it('the page shows the site’s copy and says the game did not answer; an order is paid and waits for it', async () => {
    const down = await createTestApp({
      database: t.database,
      now,
      game: siteBridgeTo('postgres://postgres@127.0.0.1:1/game', stand.profile),
    });
    const player = await createPlayer(t.db, { rcoin: 500 });
    const hero = await createCharacter(t.db, stand, player.user, { online: true, level: 12 });
    const client = shopClient(down.app, player.auth);
    const state = (await client.get('/api/characters/services')).json();
    expect(state).toMatchObject({
      gameAnswered: false,
      characters: [{ chaNum: hero.chaNum, name: hero.name, level: 12, online: null, inGuild: null }],
    });
    // Online in game, but the site cannot know: the order is taken, and the game's update decides.
    expect(state.characters[0].services.unstuck).toBeNull();
    expect(state.characters[0].services.school).toMatchObject({ reason: 'level' });
    const res = await client.post(`/api/characters/${hero.chaNum}/unstuck`);
    expect(res.json()).toMatchObject({ order: { status: 'waiting' }, userPoints: 400 });
    await down.close();
    // The game is back (this file's bridge): it refuses, the character being online, and the price comes back.
    await game.deliverAll();
    expect((await ordersOf(player.user.user_num))[0]).toMatchObject({ status: 'refused', reason: 'online' });
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 500 });
  });

  it('the same Idempotency-Key twice: one order, one debit, the first answer again', async () => {
    await offerServices(t.db, { unstuck_cooldown_minutes: 0 });
    const player = await createPlayer(t.db, { rcoin: 500 });
    const hero = await createCharacter(t.db, stand, player.user);
    const client = shopClient(t.app, player.auth);
    const first = await client.post(`/api/characters/${hero.chaNum}/unstuck`, undefined, 'key-unstuck-1');
    const again = await client.post(`/api/characters/${hero.chaNum}/unstuck`, undefined, 'key-unstuck-1');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(player.user.user_num)).toHaveLength(1);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 400 });
    await game.deliverAll();
  });
  it('the same Idempotency-Key for another character: 422, and nothing is ordered for either', async () => {
    await offerServices(t.db, { unstuck_cooldown_minutes: 0 });
    const player = await createPlayer(t.db, { rcoin: 500 });
    const first = await createCharacter(t.db, stand, player.user);
    const second = await createCharacter(t.db, stand, player.user);
    const client = shopClient(t.app, player.auth);
    expect(
      (await client.post(`/api/characters/${first.chaNum}/unstuck`, undefined, 'key-cha')).statusCode,
    ).toBe(200);
    // The same body on another character's address is another request: replaying the first order would
    // tell the player the second character is on its way while nothing was ordered for it.
    const other = await client.post(`/api/characters/${second.chaNum}/unstuck`, undefined, 'key-cha');
    expect([other.statusCode, other.json().message]).toEqual([
      422,
      'This Idempotency-Key was already used for a different request.',
    ]);
    expect((await ordersOf(player.user.user_num)).map((o) => o.cha_num)).toEqual([first.chaNum]);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 400 });
    await game.deliverAll();
  });
});

describe('concurrent orders', () => {
  it('two orders for one character at once: one passes the cooldown, the other is refused; one debit', async () => {
    for (let round = 0; round < 5; round++) {
      const player = await createPlayer(t.db, { rcoin: 1000 });
      const hero = await createCharacter(t.db, stand, player.user);
      const answers = await Promise.all([
        order(player, hero.chaNum, 'unstuck'),
        order(player, hero.chaNum, 'unstuck'),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await ordersOf(player.user.user_num)).toHaveLength(1);
      expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 900 });
    }
    await game.deliverAll();
  });

  it('orders for several characters at once spend no more than the balance', async () => {
    const player = await createPlayer(t.db, { rcoin: 350 });
    const heroes = await Promise.all(
      Array.from({ length: 6 }, () => createCharacter(t.db, stand, player.user)),
    );
    const answers = await Promise.all(heroes.map((h) => order(player, h.chaNum, 'unstuck')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 402, 402, 402]);
    expect(await walletOf(t.db, player.user.user_num)).toMatchObject({ rcoin: 50 });
    await game.deliverAll();
    expect((await ordersOf(player.user.user_num)).map((o) => o.status)).toEqual(['done', 'done', 'done']);
  });
});

/**
 * The price the player confirmed (docs/product/character-services.md, An order): the dialog sends the price
 * and currency it showed; when the operator changed them since, the order is refused before any money moves
 * and the answer names the new price.
 */
describe('the price the player confirmed', () => {
  /** Everything an order could change for this player: wallet, ledger, orders, the outbox. */
  const traceOf = async (player: Player) => ({
    wallet: await walletOf(t.db, player.user.user_num),
    ledger: await ledgerOf(player.user.user_num),
    orders: await ordersOf(player.user.user_num),
    outbox: await outboxOf(player.user.user_id),
  });
  const offerOf = async (player: Player, service: string) =>
    (await servicesOf(player)).offers.find((o: { service: string }) => o.service === service);

  it('a price raised while the dialog was open: 409 naming the new price; confirmed again, it is paid', async () => {
    const player = await createPlayer(t.db, { rcoin: 1000 });
    const hero = await createCharacter(t.db, stand, player.user);
    const seen = await offerOf(player, 'unstuck');
    expect(seen).toMatchObject({ price: 100, currency: 'rcoin' });
    // The operator raises it while the player reads the dialog.
    await offerServices(t.db, { unstuck_price: 500 });
    const before = await traceOf(player);
    const client = shopClient(t.app, player.auth);
    const body = { price: seen.price, currency: seen.currency };
    const refused = await client.post(`/api/characters/${hero.chaNum}/unstuck`, body, 'unstuck-at-100');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'price_changed',
      message: 'The price changed to 500 R-Coin. Check it and confirm again.',
    });
    expect(await traceOf(player)).toEqual(before);
    // The same key and body again: the refusal again (the key flow is unchanged), still for nothing.
    const again = await client.post(`/api/characters/${hero.chaNum}/unstuck`, body, 'unstuck-at-100');
    expect([again.statusCode, again.json().message]).toEqual([409, refused.json().message]);
    expect(await traceOf(player)).toEqual(before);
    // The page reads the offer again and the player confirms the new price.
    const now = await offerOf(player, 'unstuck');
    expect(now).toMatchObject({ price: 500, currency: 'rcoin' });
    const paid = await client.post(
      `/api/characters/${hero.chaNum}/unstuck`,
      { price: now.price, currency: now.currency },
      'unstuck-at-500',
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ order: { price: 500, currency: 'rcoin' }, userPoints: 500 });
    await game.deliverAll();
  });

  it('a currency changed (Milleage to R-Coin, same number) is a changed price too', async () => {
    const player = await createPlayer(t.db, { rcoin: 1000, milleage: 1000 });
    const hero = await createCharacter(t.db, stand, player.user, { school: 0, level: 30 });
    await offerServices(t.db, { school_currency: 'rcoin' });
    const before = await traceOf(player);
    const res = await order(player, hero.chaNum, 'school', { school: 1, price: 300, currency: 'milleage' });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'The price changed to 300 R-Coin. Check it and confirm again.',
    ]);
    expect(await traceOf(player)).toEqual(before);
  });

  it('a service made free since: refused all the same, and said so', async () => {
    const player = await createPlayer(t.db, { rcoin: 5000 });
    const hero = await createCharacter(t.db, stand, player.user);
    await offerServices(t.db, { rename_price: 0 });
    const before = await traceOf(player);
    const res = await order(player, hero.chaNum, 'rename', {
      name: freshName(),
      price: 1000,
      currency: 'rcoin',
    });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'The price changed: it is now free. Check it and confirm again.',
    ]);
    expect(await traceOf(player)).toEqual(before);
  });

  it('the same price: ordered as before, and the same key and body replay the first answer', async () => {
    const player = await createPlayer(t.db, { rcoin: 5000 });
    const hero = await createCharacter(t.db, stand, player.user);
    const client = shopClient(t.app, player.auth);
    const body = { name: freshName(), price: 1000, currency: 'rcoin' };
    const first = await client.post(`/api/characters/${hero.chaNum}/rename`, body, 'rename-same-price');
    const again = await client.post(`/api/characters/${hero.chaNum}/rename`, body, 'rename-same-price');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ order: { price: 1000, newName: body.name }, userPoints: 4000 });
    expect(await ordersOf(player.user.user_num)).toHaveLength(1);
    await game.deliverAll();
  });

  it('no price sent (an older client): the price in force is paid, as before', async () => {
    const player = await createPlayer(t.db, { rcoin: 1000 });
    const hero = await createCharacter(t.db, stand, player.user);
    await offerServices(t.db, { unstuck_price: 250 });
    const res = await order(player, hero.chaNum, 'unstuck');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ order: { price: 250 }, userPoints: 750 });
    await game.deliverAll();
  });

  it('a malformed price or currency, or another field: 400, nothing ordered', async () => {
    const player = await createPlayer(t.db, { rcoin: 1000 });
    const hero = await createCharacter(t.db, stand, player.user);
    const before = await traceOf(player);
    for (const body of [{ price: 'abc' }, { price: -1 }, { price: 1.5 }, { currency: 'gold' }, { cost: 1 }]) {
      const res = await order(player, hero.chaNum, 'unstuck', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await traceOf(player)).toEqual(before);
  });
});
