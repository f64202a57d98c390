import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCharacterSync } from '../../src/server/modules/game/sync.ts';
import { freshName, gameOnlyCharacter, gameRowOf, offerServices } from '../support/characters.ts';
import { createGameApp, type GameApp, ownGameLogin } from '../support/game-app.ts';
import { shopClient } from '../support/shop-client.ts';
import { createPlayer, expectMoneyInvariant, walletOf } from '../support/wallet-factories.ts';

/**
 * Character services after a real sync pass (docs/decisions/0080-game-login-ownership.md): a site account
 * from before the bridge that shares its name with a stranger's game login does not get the stranger's
 * characters, so it cannot rename them or change their school. A file of its own: the sync's full pass
 * reads every character of its stand-in, and the other files' characters are not theirs to resync.
 */
let game: GameApp;

beforeAll(async () => {
  game = await createGameApp();
  await offerServices(game.t.db, {
    rename_enabled: true,
    rename_price: 1000,
    rename_currency: 'rcoin',
    school_enabled: true,
    school_price: 300,
    school_currency: 'rcoin',
    school_min_level: 1,
  });
});
afterAll(async () => {
  await expectMoneyInvariant(game.t.db);
  await game.close();
});

const fullPass = () =>
  createCharacterSync({
    db: game.t.db,
    game: game.bridge.database,
    profile: game.stand.profile,
  }).runFullPass();
const ownerOf = (chaNum: number) =>
  game.t.db.selectFrom('characters').select('user_num').where('cha_num', '=', chaNum).executeTakeFirst();

describe('a namesake of a stranger’s game login', () => {
  it('gets none of the stranger’s characters from the sync, and cannot order a service on one', async () => {
    const { t, stand } = game;
    const name = freshName('Kid');
    // The stranger's login exists only in game; the site account of the same name predates the bridge.
    const [login] = await stand.query<{ UserNum: number }>(
      `insert into "RanUser"."UserInfo" ("UserName", "UserID", "UserPass") values ($1, $1, 'theirs') returning "UserNum"`,
      [name],
    );
    const theirs = 700_001;
    const theirName = await gameOnlyCharacter(stand, login!.UserNum, theirs, { level: 90 });
    const namesake = await createPlayer(t.db, { rcoin: 5000 }, { userId: name.toLowerCase() });
    // An owner beside it, so the pass is seen to attach what is owned.
    const owner = await createPlayer(t.db, { rcoin: 5000 });
    const ownNum = await ownGameLogin(t.db, stand, owner.user);
    const own = 700_002;
    await gameOnlyCharacter(stand, ownNum, own);

    await fullPass();
    expect(await ownerOf(theirs)).toEqual({ user_num: null });
    expect(await ownerOf(own)).toEqual({ user_num: owner.user.user_num });

    const before = await walletOf(t.db, namesake.user.user_num);
    const client = shopClient(t.app, namesake.auth);
    for (const [service, body] of [
      ['rename', { name: freshName('Stolen') }],
      ['school', { school: 2 }],
    ] as const) {
      const res = await client.post(`/api/characters/${theirs}/${service}`, body);
      expect([res.statusCode, res.json().message]).toEqual([
        404,
        'There is no such character on your account.',
      ]);
    }
    expect(await walletOf(t.db, namesake.user.user_num)).toEqual(before);
    expect(
      await t.db
        .selectFrom('game_outbox')
        .select('id')
        .where('game_user_id', '=', name.toLowerCase())
        .execute(),
    ).toEqual([]);
    expect(await gameRowOf(stand, theirs)).toMatchObject({ ChaName: theirName, ChaSchool: 0 });
    // The owner's own character is its to order for.
    const mine = await shopClient(t.app, owner.auth).post(`/api/characters/${own}/school`, { school: 1 });
    expect(mine.statusCode).toBe(200);
  });
});
