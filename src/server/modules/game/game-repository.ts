import type { GameDatabase, GameSession } from './game-database.ts';
import type { GameProfile } from './settings.ts';
import * as statements from './statements.ts';

/**
 * The bridge's reads and writes on the game's database, each one statement of statements.ts (the game
 * side's only SQL) or one game-side transaction of several. The site's own tables are in repository.ts.
 */

export interface GameLogin {
  userNum: number;
  userId: string;
  storedPassword: string;
  userType: number;
  available: boolean;
  blocked: boolean;
  blockedUntil: Date | null;
}

export async function findLogin(
  game: GameSession,
  profile: GameProfile,
  userId: string,
): Promise<GameLogin | null> {
  const { rows } = await game.run(statements.findLogin(game.dialect, profile, userId));
  const row = rows[0];
  if (!row) return null;
  return {
    userNum: Number(row.UserNum),
    userId: String(row.UserID).trimEnd(),
    storedPassword: String(row.UserPass ?? ''),
    userType: Number(row.UserType),
    available: Number(row.UserAvailable ?? 1) === 1,
    blocked: Number(row.UserBlock ?? 0) !== 0,
    blockedUntil: row.UserBlockDate instanceof Date ? row.UserBlockDate : null,
  };
}

/** A delivery whose game login belongs to someone else: parked, never forced (docs/product/game-bridge.md). */
class GameConflictError extends Error {
  override name = 'GameConflictError';
}

/**
 * Creates the login once per delivery key: the ledger row goes in with it, in one game transaction, so a
 * retry after the site lost its bookkeeping finds the ledger and stops, while a login the key did not
 * create (a name already taken in game) is a conflict.
 */
export async function createLoginOnce(
  game: GameDatabase,
  profile: GameProfile,
  deliveryKey: string,
  login: statements.NewLogin,
): Promise<'created' | 'already'> {
  return game.transaction(async (session) => {
    const done = await session.run(statements.findDelivery(session.dialect, profile, deliveryKey));
    if (done.rows.length > 0) return 'already';
    const created = await session.run(statements.createLogin(session.dialect, profile, login));
    if (created.rowCount !== 1)
      throw new GameConflictError(
        `The game login ${login.userId} already exists and belongs to someone else: the site does not take it over`,
      );
    await session.run(statements.markDelivery(session.dialect, profile, deliveryKey));
    return 'created';
  });
}

export async function setPassword(
  game: GameSession,
  profile: GameProfile,
  userId: string,
  storedPassword: string,
): Promise<boolean> {
  const { rowCount } = await game.run(statements.setPassword(game.dialect, profile, userId, storedPassword));
  return rowCount > 0;
}

/** Sets or lifts a ban; the same write twice leaves the same state, so no ledger row is needed. */
export async function setBan(
  game: GameSession,
  profile: GameProfile,
  userId: string,
  ban: Parameters<typeof statements.setBan>[3],
): Promise<boolean> {
  const { rowCount } = await game.run(statements.setBan(game.dialect, profile, userId, ban));
  return rowCount > 0;
}

export interface DeliveredItem {
  productNum: number;
  price: number;
}

/**
 * Puts a delivery's items in the player's item bank exactly once: in one game transaction, the ledger is
 * read (with a lock on SQL Server) and, if the key is new, each item is inserted with its ledger row. A
 * second worker racing on the same key fails on the ledger's primary key and its insert rolls back.
 * Answers the PurKeys in item order, whether inserted now or found from an earlier run.
 */
export async function deliverItemsOnce(
  game: GameDatabase,
  profile: GameProfile,
  deliveryKey: string,
  userId: string,
  items: readonly DeliveredItem[],
): Promise<number[]> {
  return game.transaction(async (session) => {
    const done = await session.run(statements.findDelivery(session.dialect, profile, deliveryKey));
    if (done.rows.length > 0) return done.rows.map((row) => Number(row.PurKey));
    const purKeys: number[] = [];
    for (const [seq, item] of items.entries()) {
      const { rows } = await session.run(
        statements.insertPurchase(session.dialect, profile, { deliveryKey, seq, userId, ...item }),
      );
      purKeys.push(Number(rows[0]?.PurKey));
    }
    return purKeys;
  });
}

/** The PurKey the game gave one delivered item (its ledger row), or null when that delivery is not there. */
export async function deliveredPurKey(
  game: GameSession,
  profile: GameProfile,
  deliveryKey: string,
  seq: number,
): Promise<number | null> {
  const { rows } = await game.run(statements.findDelivery(game.dialect, profile, deliveryKey));
  const row = rows.find((r) => Number(r.Seq) === seq);
  return row?.PurKey == null ? null : Number(row.PurKey);
}

export type CancelOutcome = 'cancelled' | 'claimed' | 'missing';

/**
 * The conditional update, then, when it changed nothing, why: a row already cancelled (this cancel's
 * retry) counts as cancelled; a row the player took is claimed.
 */
export async function cancelPurchase(
  game: GameSession,
  profile: GameProfile,
  userId: string,
  purKey: number,
): Promise<CancelOutcome> {
  const { rowCount } = await game.run(statements.cancelPurchase(game.dialect, profile, userId, purKey));
  if (rowCount === 1) return 'cancelled';
  const [row] = await readPurchases(game, profile, [purKey]);
  if (!row) return 'missing';
  if (row.purFlag === profile.cancelledPurFlag) return 'cancelled';
  return row.purFlag === 0 ? 'missing' : 'claimed';
}

export interface PurchaseState {
  purKey: number;
  purFlag: number;
  changedAt: Date | null;
}

export async function readPurchases(
  game: GameSession,
  profile: GameProfile,
  purKeys: readonly number[],
): Promise<PurchaseState[]> {
  const states: PurchaseState[] = [];
  for (let i = 0; i < purKeys.length; i += statements.MAX_CLAIM_KEYS) {
    const slice = purKeys.slice(i, i + statements.MAX_CLAIM_KEYS);
    const { rows } = await game.run(statements.readPurchases(game.dialect, profile, slice));
    for (const row of rows)
      states.push({
        purKey: Number(row.PurKey),
        purFlag: Number(row.PurFlag),
        changedAt: row.PurChgDate instanceof Date ? row.PurChgDate : null,
      });
  }
  return states;
}

// ------------------------------------------------------------------ characters (the sync)

/** A character as the sync reads it from the game (statements.ts characterSelect). */
export interface GameCharacter {
  chaNum: number;
  name: string;
  classCode: number;
  school: number;
  level: number;
  reborn: number;
  money: number;
  online: boolean;
  deleted: boolean;
  kills: number;
  deaths: number;
  /** The owner's login, or null when the game has no login for the character's UserNum. */
  userId: string | null;
  /** That login's UserNum (null with it): a site account owns the character only through this login. */
  userNum: number | null;
  isGm: boolean;
  guildName: string | null;
}

const int = (value: unknown) => {
  const n = Math.trunc(Number(value ?? 0));
  return Number.isFinite(n) ? n : 0;
};
/** char columns come back padded on SQL Server. */
const text = (value: unknown) => (value == null ? null : String(value).trimEnd());

function toCharacter(row: Record<string, unknown>, profile: GameProfile): GameCharacter {
  return {
    chaNum: int(row.ChaNum),
    name: text(row.ChaName) ?? '',
    classCode: int(row.ChaClass),
    school: int(row.ChaSchool),
    level: int(row.ChaLevel),
    reborn: int(row.ChaReborn),
    money: int(row.ChaMoney),
    online: int(row.ChaOnline) === 1,
    deleted: int(row.ChaDeleted) !== 0,
    kills: int(row.Kills),
    deaths: int(row.Deaths),
    userId: text(row.UserID),
    userNum: row.UserNum == null ? null : int(row.UserNum),
    isGm: row.UserType != null && int(row.UserType) >= profile.gmUserType,
    guildName: text(row.GuName) || null,
  };
}

export async function readCharacters(
  game: GameSession,
  profile: GameProfile,
  statement: statements.Statement,
): Promise<GameCharacter[]> {
  const { rows } = await game.run(statement);
  return rows.map((row) => toCharacter(row, profile));
}

export async function recentlyDeletedCharacters(
  game: GameSession,
  profile: GameProfile,
  minutes: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await game.run(
    statements.recentlyDeletedCharacters(game.dialect, profile, minutes, limit),
  );
  return rows.map((row) => int(row.ChaNum));
}

/** Characters the game marks as online now (statements.countPlayersOnline). */
export async function countPlayersOnline(game: GameSession, profile: GameProfile): Promise<number> {
  const { rows } = await game.run(statements.countPlayersOnline(game.dialect, profile));
  return Number(rows[0]?.online ?? 0);
}
