import { type GameBridge, openGameBridge } from '../../src/server/modules/game/bridge.ts';
import type { RunReport } from '../../src/server/modules/game/worker.ts';
import { itemClaims, itemSettlers } from '../../src/server/modules/purchases/game-items.ts';
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
 * The site with the game bridge on: the real app on a migrated database of its own, and the game's
 * stand-in in another. Its timers are not started: a test runs the worker and the claims check by hand.
 */
export async function createGameApp(): Promise<GameApp> {
  const stand = await createGameStandIn();
  const made: { bridge?: GameBridge } = {};
  const t = await createTestApp({
    rateStore: unlimitedRateStore,
    game: (db) => {
      made.bridge = openGameBridge(
        db,
        { url: stand.url, dialect: 'postgres', profile: stand.profile },
        () => {},
        itemSettlers,
        itemClaims,
      );
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
