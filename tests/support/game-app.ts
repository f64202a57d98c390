import type { CacheBus } from '../../src/server/db/cache-bus.ts';
import type { Db } from '../../src/server/db/database.ts';
import { openSiteBridge } from '../../src/server/game-bridge.ts';
import type { GameBridge } from '../../src/server/modules/game/bridge.ts';
import type { GameProfile } from '../../src/server/modules/game/settings.ts';
import type { RunReport } from '../../src/server/modules/game/worker.ts';
import { createGameStandIn, type GameStandIn } from './game-stand-in.ts';
import { unlimitedRateStore } from './shop-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface GameApp {
  stand: GameStandIn;
  t: TestApp;
  /** The app's bridge (app.game), on the stand-in, with the purchases' settlers and claims watch as main.ts wires them. */
  bridge: GameBridge;
  /** Runs the bridge's worker until nothing is left to deliver now. */
  deliverAll(): Promise<RunReport>;
  close(): Promise<void>;
}

/**
 * Makes the account own a game login of its name on the stand-in, as a legacy sign-in or a linking at
 * sign-in leaves it (users.game_user_num; docs/decisions/0080-game-login-ownership.md): its characters
 * attach and its items may go to the game. Answers the login's UserNum.
 */
export async function ownGameLogin(
  db: Db,
  stand: GameStandIn,
  user: { user_num: number; user_id: string },
): Promise<number> {
  const [login] = await stand.query<{ UserNum: number }>(
    `insert into "RanUser"."UserInfo" ("UserName", "UserID", "UserPass") values ($1, $1, 'x')
     on conflict ("UserID") do update set "UserName" = excluded."UserName" returning "UserNum"`,
    [user.user_id],
  );
  if (!login) throw new Error('no login');
  await db
    .updateTable('users')
    .set({ game_user_num: login.UserNum })
    .where('user_num', '=', user.user_num)
    .execute();
  return login.UserNum;
}

/**
 * The site's create_login for `userId` as the worker leaves it: answered by the game (delivered), parked
 * as taken by someone else, or still waiting. Not due for an hour, so a worker run of the same test leaves
 * a waiting one where it is.
 */
export async function createLoginRow(
  db: Db,
  userId: string,
  state: 'delivered' | 'parked' | 'waiting',
): Promise<void> {
  await db
    .insertInto('game_outbox')
    .values({
      kind: 'create_login',
      game_user_id: userId,
      payload: JSON.stringify({ userName: userId, email: `${userId}@example.com` }),
      delivered_at: state === 'delivered' ? new Date() : null,
      parked_at: state === 'parked' ? new Date() : null,
      last_error:
        state === 'parked' ? `The game login ${userId} already exists and belongs to someone else` : null,
      next_attempt_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
}

/**
 * createTestApp's `game`: the site's own bridge (main.ts's, with every module's settlers and claims) to the
 * game database at `url` (a stand-in, or a closed port for a game that is down). Its timers never start.
 */
export const siteBridgeTo =
  (url: string, profile: GameProfile) =>
  (db: Db, bus: CacheBus): GameBridge =>
    openSiteBridge(db, { url, dialect: 'postgres', profile }, () => {}, bus);

/**
 * The site with the game bridge on: the real app on a migrated database of its own, and the game's
 * stand-in in another. Its timers are not started: a test runs the worker and the claims check by hand.
 * `now` is the app's clock (the character services' cooldowns), for a test that moves time.
 */
export async function createGameApp(options: { now?: () => Date } = {}): Promise<GameApp> {
  const stand = await createGameStandIn();
  const made: { bridge?: GameBridge } = {};
  const t = await createTestApp({
    rateStore: unlimitedRateStore,
    ...(options.now && { now: options.now }),
    game: (db, bus) => {
      made.bridge = siteBridgeTo(stand.url, stand.profile)(db, bus);
      return made.bridge;
    },
  });
  const opened = made.bridge;
  if (!opened) throw new Error('The test app did not open its game bridge');
  return {
    stand,
    t,
    bridge: opened,
    async deliverAll() {
      const total: RunReport = { delivered: 0, failed: 0, parked: 0, unreachable: false };
      for (;;) {
        const report = await opened.worker.runOnce();
        total.delivered += report.delivered;
        total.failed += report.failed;
        total.parked += report.parked;
        total.unreachable ||= report.unreachable;
        if (report.delivered === 0 || report.unreachable) return total;
      }
    },
    async close() {
      await t.close();
      await stand.drop();
    },
  };
}
