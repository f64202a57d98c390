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
