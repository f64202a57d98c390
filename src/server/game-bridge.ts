import type { CacheBus } from './db/cache-bus.ts';
import type { Db } from './db/database.ts';
import { characterSettlers } from './modules/characters/game-settle.ts';
import { type GameBridge, openGameBridge } from './modules/game/bridge.ts';
import type { GameBridgeSettings } from './modules/game/settings.ts';
import { itemClaims, itemSettlers } from './modules/purchases/game-items.ts';
import { balanceNotices } from './modules/wallet/balance-cache.ts';
import { moneyTransaction } from './modules/wallet/service.ts';

/**
 * The game bridge as the site runs it: with what each module records when the game has done its work (the
 * settlers: the purchases' items and cancels, the characters' service orders), the claims it watches, and deliveries in money transactions, so a refund a cancel's answer
 * books is announced on `bus` to every instance's balance cache. main.ts opens it so, and so do the tests,
 * so a test's bridge is the site's.
 */
export function openSiteBridge(
  db: Db,
  settings: GameBridgeSettings,
  log: (line: string) => void,
  bus: CacheBus,
): GameBridge {
  const notices = balanceNotices(bus);
  return openGameBridge(db, settings, log, {
    settle: { ...itemSettlers, ...characterSettlers },
    claims: itemClaims,
    transaction: (work) => moneyTransaction(db, notices, null, work),
  });
}
