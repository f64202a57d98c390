import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameBridge } from '../../src/server/modules/game/bridge.ts';
import { createGameApp, type GameApp, ownGameLogin } from '../support/game-app.ts';
import type { GameStandIn } from '../support/game-stand-in.ts';
import { shopClient } from '../support/shop-client.ts';
import type { TestApp } from '../support/test-app.ts';
import { createItem, createPlayer } from '../support/wallet-factories.ts';

/**
 * `npm run game -- list | claim <PurKey>`, the demo's game server by hand, as a separate Node process on a
 * stand-in named by GAME_DATABASE_URL (the demo's own, beside the embedded site database, is walked in
 * tests/process/commands-beside-site.test.ts).
 */
let game: GameApp;
let stand: GameStandIn;
let t: TestApp;
let bridge: GameBridge;
beforeAll(async () => {
  game = await createGameApp();
  ({ stand, t, bridge } = game);
});
afterAll(() => game.close());

/** A player whose game login is the account's own (decision 0080): its items may go to the game. */
async function gamePlayer(balances: { rcoin?: number; milleage?: number }) {
  const player = await createPlayer(t.db, balances);
  await ownGameLogin(t.db, stand, player.user);
  return player;
}

const siteRows = (userNum: number) =>
  t.db
    .selectFrom('shop_purchases')
    .select(['pur_num', 'pur_flag', 'game_pur_key'])
    .where('user_num', '=', userNum)
    .orderBy('pur_num')
    .execute();
const history = async (auth: Record<string, string>) =>
  (await shopClient(t.app, auth).get('/api/shoppurchases?page=1')).json().purchasehistory as {
    PurFlag: number;
  }[];

function runGame(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['scripts/game.ts', ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
}

describe('npm run game (the demo’s game server by hand)', { timeout: 60_000 }, () => {
  it('lists the item bank and takes an item as the game does; the check then shows it claimed', async () => {
    const item = await createItem(t.db, { price: 10 });
    const player = await gamePlayer({ rcoin: 10 });
    await shopClient(t.app, player.auth).buy(item.product_num);
    await game.deliverAll();
    const [row] = await siteRows(player.user.user_num);
    const env = { GAME_DATABASE_URL: stand.url, GAME_PROFILE: 'md5-19' };
    const list = runGame(['list'], env);
    expect(list.status).toBe(0);
    expect(list.stdout).toContain(
      `PurKey ${row?.game_pur_key}  ${player.user.user_id}  product ${item.product_num}  price 10  PurFlag 0`,
    );
    const claim = runGame(['claim', String(row?.game_pur_key)], env);
    expect([claim.status, claim.stdout.trim()]).toEqual([
      0,
      `PurKey ${row?.game_pur_key} taken in game (PurFlag 1): the purchase history shows it claimed within a minute.`,
    ]);
    expect(runGame(['claim', String(row?.game_pur_key)], env).status).toBe(1);
    await bridge.checkClaims();
    expect((await history(player.auth))[0]?.PurFlag).toBe(1);
  });

  it('refuses a SQL Server, where the game itself marks items taken, and a bad PurKey', () => {
    const mssql = runGame(['claim', '1'], {
      GAME_DATABASE_URL: 'mssql://web:pw@127.0.0.1:1433/',
      GAME_PROFILE: 'md5-19',
    });
    expect([mssql.status, mssql.stderr.trim()]).toEqual([
      1,
      'GAME_DATABASE_URL is a SQL Server: there the game server itself marks items taken.',
    ]);
    const bad = runGame(['claim', 'x1'], { GAME_DATABASE_URL: stand.url, GAME_PROFILE: 'md5-19' });
    expect([bad.status, bad.stderr.trim()]).toEqual([1, 'Usage: npm run game -- list | claim <PurKey>']);
  });
});
