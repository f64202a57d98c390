import type { GameSync } from '#shared/contracts/admin-players.ts';
import type { Db } from '../../db/database.ts';
import { type GameBridge, inOutage } from './bridge.ts';
import { GameUnreachableError } from './game-database.ts';
import * as game from './game-repository.ts';
import * as site from './login-repository.ts';
import { matchesStoredForm, storedFormOf } from './password-forms.ts';
import { enqueue } from './repository.ts';

/**
 * The accounts side of the bridge, what the accounts and players modules call (docs/product/game-bridge.md,
 * decision 0061). A site account's game login has the same name (its UserID); the site owns that login when
 * its own create_login made it, or when a legacy sign-in brought the account over from the game
 * (game_user_num). Nothing here writes to a login the site does not own: a name someone else has in game
 * is never taken over, not even by a password write.
 */

/** The game login's side of an account, as the site's users row holds it. */
interface GameAccount {
  userId: string;
  /** Set for an account a legacy sign-in brought over from the game. */
  gameUserNum: number | null;
}

type NameCheck = 'free' | 'taken' | 'unreachable';

/** Whether the game already has this login; an unreachable game cannot say (the outbox parks a clash). */
export async function gameNameCheck(bridge: GameBridge, userId: string): Promise<NameCheck> {
  if (inOutage(bridge)) return 'unreachable';
  try {
    return (await game.findLogin(bridge.database, bridge.profile, userId)) ? 'taken' : 'free';
  } catch (error) {
    if (error instanceof GameUnreachableError) return 'unreachable';
    throw error;
  }
}

/** The game login of a new site account, in the registration's transaction. No password, in any form. */
export async function queueLogin(trx: Db, login: { userId: string; email: string }): Promise<void> {
  await enqueue(trx, {
    kind: 'create_login',
    gameUserId: login.userId,
    payload: { userName: login.userId, email: login.email },
  });
}

async function ownsLogin(db: Db, account: GameAccount): Promise<boolean> {
  return account.gameUserNum !== null || (await site.hasCreateLogin(db, account.userId, 'any'));
}

/**
 * A ban, its new end, or its lifting, in the console action's transaction; the worker writes UserBlock and
 * UserBlockDate (after the login's creation, if that is still queued). Nothing is queued for an account whose
 * game login the site does not own (an account from before the bridge): answers whether it was queued.
 */
export async function queueBan(
  trx: Db,
  account: GameAccount,
  ban: { blocked: boolean; until: Date | null },
): Promise<boolean> {
  if (!(await ownsLogin(trx, account))) return false;
  await enqueue(trx, {
    kind: 'set_ban',
    gameUserId: account.userId,
    payload: { blocked: ban.blocked, until: ban.blocked && ban.until ? ban.until.toISOString() : null },
  });
  return true;
}

/**
 * Writes the game's copy of a password the site has just set or checked, straight from memory (the
 * profile's stored form is computed here and kept nowhere). `deliverFirst` runs the outbox once before,
 * so a login just queued by a registration exists. Answers whether the game copy is now in step; false
 * when the game cannot be reached, the login is not there yet, or the site does not own it: the caller
 * then leaves the account marked pending, and the next sign-in tries again.
 */
export async function writeGamePassword(
  db: Db,
  bridge: GameBridge,
  account: GameAccount,
  password: string,
  options: { deliverFirst?: boolean } = {},
): Promise<boolean> {
  if (inOutage(bridge)) return false;
  try {
    // Only this login's rows: a registration does not deliver everyone else's queue while its player waits.
    if (options.deliverFirst && (await bridge.worker.runOnce(account.userId)).unreachable) return false;
    if (account.gameUserNum === null && !(await site.hasCreateLogin(db, account.userId, 'delivered')))
      return false;
    const stored = storedFormOf(bridge.profile.passwordForm, password);
    return await game.setPassword(bridge.database, bridge.profile, account.userId, stored);
  } catch {
    // Any failure leaves the copy pending: the site's own change has committed and stands, and the mark
    // the caller's transaction set says the game is behind.
    return false;
  }
}

/** A login that exists only in the game, whose stored password the typed one matched. */
interface LegacyLogin {
  userNum: number;
  /** The login as the game spells it. */
  userId: string;
  /** The game refuses it now (UserBlock with an end still ahead, or UserAvailable 0). */
  refused: boolean;
}

/**
 * A legacy sign-in's check: the game's login and its stored password form, compared once (the site keeps
 * its own argon2id hash from then on). Null for no such login, a wrong password, or an unreachable game:
 * the caller answers all of them as a wrong password.
 */
export async function checkLegacyLogin(
  bridge: GameBridge,
  userId: string,
  password: string,
  now: Date,
): Promise<LegacyLogin | null> {
  if (inOutage(bridge)) return null;
  let login: game.GameLogin | null;
  try {
    login = await game.findLogin(bridge.database, bridge.profile, userId);
  } catch (error) {
    if (error instanceof GameUnreachableError) return null;
    throw error;
  }
  if (!login || !matchesStoredForm(bridge.profile.passwordForm, password, login.storedPassword)) return null;
  const blocked = login.blocked && (login.blockedUntil === null || login.blockedUntil > now);
  return { userNum: login.userNum, userId: login.userId, refused: blocked || !login.available };
}

/**
 * A sign-in's check for an account that does not own the game login of its name (an account from before
 * the bridge, or one whose create_login found the name taken in game): that login's UserNum when its stored
 * password is the one the player has just typed on the site, the proof that the login is theirs (decision
 * 0080). Null otherwise: owned already, no such login, another password, or any failure to ask the game;
 * a sign-in never fails for the game's sake.
 */
export async function linkableLogin(
  db: Db,
  bridge: GameBridge,
  account: GameAccount,
  password: string,
): Promise<number | null> {
  if (account.gameUserNum !== null || inOutage(bridge)) return null;
  if (await site.hasCreateLogin(db, account.userId, 'delivered')) return null;
  try {
    const login = await game.findLogin(bridge.database, bridge.profile, account.userId);
    if (!login || !matchesStoredForm(bridge.profile.passwordForm, password, login.storedPassword))
      return null;
    return login.userNum;
  } catch {
    return null;
  }
}

/** In the linking's transaction: the account's own create_login, if any, is answered (the login exists). */
export async function settleLinkedLogin(trx: Db, userId: string, at: Date): Promise<void> {
  await site.settleCreateLogin(trx, userId, at);
}

/**
 * Whether an account's game copy is in step, for the console's player profile; null when no game is
 * connected. A parked row holds up everything after it, so it comes first.
 */
export async function gameSyncOf(
  db: Db,
  bridge: GameBridge | null,
  account: GameAccount & { passwordPendingAt: Date | null },
): Promise<GameSync | null> {
  if (!bridge) return null;
  const queue = await site.loginQueue(db, account.userId);
  if (queue.parked) {
    return { state: 'parked', queued: queue.waiting, error: queue.parked.error ?? queue.parked.kind };
  }
  if (queue.waiting > 0) return { state: 'waiting', queued: queue.waiting, error: null };
  if (!(await ownsLogin(db, account))) return { state: 'not_in_game', queued: 0, error: null };
  if (account.passwordPendingAt) return { state: 'password_pending', queued: 0, error: null };
  return { state: 'in_step', queued: 0, error: null };
}
