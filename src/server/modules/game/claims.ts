import type { Db } from '../../db/database.ts';
import type { GameSession } from './game-database.ts';
import { readPurchases } from './game-repository.ts';
import type { GameProfile } from './settings.ts';
import { ping } from './statements.ts';

/**
 * The claims check: the game flips PurFlag 0 -> 1 when the player takes an item from the item bank, and
 * tells nobody. The bridge asks, every CLAIMS_EVERY_MS, about each delivered item the site still shows as
 * waiting, and the site marks those taken as claimed. The site's side of it (which items, marking them)
 * is the purchases module's (purchases/game-items.ts), handed to the bridge as a ClaimWatch.
 */

/** At most this long between a claim in game and "claimed" on the purchase history (the issue: a minute). */
export const CLAIMS_EVERY_MS = 30_000;
/** Site rows read per page; the game is asked about them MAX_CLAIM_KEYS at a time (game-repository.ts). */
const PAGE = 500;

export interface ClaimWatch {
  /** PurKeys of delivered items the site shows as waiting, above `after`, ascending, at most `limit`. */
  waiting(db: Db, after: number, limit: number): Promise<number[]>;
  /** The player took these in game: the site shows them claimed (only those still waiting). Answers how many changed. */
  claimed(db: Db, purKeys: number[]): Promise<number>;
}

export interface ClaimsReport {
  asked: number;
  claimed: number;
}

/** One pass over every waiting delivered item. Throws GameUnreachableError when the game cannot be reached. */
export async function checkClaims(
  db: Db,
  game: GameSession,
  profile: GameProfile,
  watch: ClaimWatch,
): Promise<ClaimsReport> {
  const report: ClaimsReport = { asked: 0, claimed: 0 };
  // Asked every time, items or not: /api/health and the console learn from it whether the game answers.
  await game.run(ping());
  let after = 0;
  for (;;) {
    const keys = await watch.waiting(db, after, PAGE);
    if (keys.length === 0) return report;
    report.asked += keys.length;
    const states = await readPurchases(game, profile, keys);
    const taken = states.filter((state) => state.purFlag === 1).map((state) => state.purKey);
    if (taken.length > 0) report.claimed += await watch.claimed(db, taken);
    after = keys[keys.length - 1] as number;
    if (keys.length < PAGE) return report;
  }
}
