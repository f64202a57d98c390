import type { Db } from './db/database.ts';
import { type GameBridge, openGameBridge } from './modules/game/bridge.ts';
import type { GameBridgeSettings } from './modules/game/settings.ts';
import { itemClaims, itemSettlers } from './modules/purchases/game-items.ts';

/**
 * The game bridge as the site runs it: with what each module records when the game has done its work (the
 * settlers) and the claims it watches. main.ts opens it so, and so do the tests, so a test's bridge is the
 * site's.
 */
export function openSiteBridge(
  db: Db,
  settings: GameBridgeSettings,
  log: (line: string) => void,
): GameBridge {
  return openGameBridge(db, settings, log, itemSettlers, itemClaims);
}
