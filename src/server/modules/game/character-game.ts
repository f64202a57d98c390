import type { RefusalReason } from '#shared/character-services.ts';
import { isSchoolId } from '#shared/schools.ts';
import type { GameDatabase, GameSession } from './game-database.ts';
import type { GameProfile } from './settings.ts';
import * as statements from './statements.ts';

/**
 * The game side of character services (docs/product/character-services.md): the characters' live state,
 * and each change made once per delivery key, the way deliverItemsOnce makes a delivery (decision 0061).
 */

export interface GameCharacter {
  chaNum: number;
  name: string;
  school: number;
  level: number;
  online: boolean;
  deleted: boolean;
  inGuild: boolean;
}

function characterOf(row: Record<string, unknown>): GameCharacter {
  return {
    chaNum: Number(row.ChaNum),
    name: String(row.ChaName).trimEnd(),
    school: Number(row.ChaSchool),
    level: Number(row.ChaLevel),
    online: Number(row.ChaOnline) !== 0,
    deleted: Number(row.ChaDeleted) !== 0,
    inGuild: row.GuNum != null && Number(row.GuNum) !== 0,
  };
}

export async function loginCharacters(
  game: GameSession,
  profile: GameProfile,
  userId: string,
): Promise<GameCharacter[]> {
  const { rows } = await game.run(statements.loginCharacters(game.dialect, profile, userId));
  return rows.map(characterOf);
}

export async function loginCharacter(
  game: GameSession,
  profile: GameProfile,
  userId: string,
  chaNum: number,
): Promise<GameCharacter | null> {
  const { rows } = await game.run(statements.loginCharacter(game.dialect, profile, userId, chaNum));
  return rows[0] ? characterOf(rows[0]) : null;
}

export async function nameTaken(
  game: GameSession,
  profile: GameProfile,
  name: string,
  chaNum: number,
): Promise<boolean> {
  const { rows } = await game.run(statements.characterNameTaken(game.dialect, profile, name, chaNum));
  return Number(rows[0]?.Taken) === 1;
}

export type ChangeOutcome = { outcome: 'done' } | { outcome: 'refused'; reason: RefusalReason };

interface Target {
  userId: string;
  chaNum: number;
}

/**
 * Why the conditional update changed nothing, read in its transaction. A character that is offline again
 * and meets every condition was online at the moment of the update and has left since: 'online'.
 */
async function refusalOf(
  session: GameSession,
  profile: GameProfile,
  target: Target,
  change: statements.CharacterChange,
): Promise<RefusalReason> {
  const character = await loginCharacter(session, profile, target.userId, target.chaNum);
  if (!character || character.deleted) return 'gone';
  if (character.online) return 'online';
  // Unstuck's update only moves a character of school 0, 1 or 2 (statements.ts, applyCharacterChange): any
  // other school has no start point, and saying "in the game" would send the player to log out for nothing.
  if (change.service === 'unstuck' && !isSchoolId(character.school)) return 'school_unknown';
  if (change.service === 'school') {
    if (character.inGuild) return 'in_guild';
    if (character.level < change.minLevel) return 'level';
    if (character.school === change.school) return 'same_school';
  }
  if (change.service === 'rename' && (await nameTaken(session, profile, change.name, target.chaNum)))
    return 'name_taken';
  return 'online';
}

/** A unique index refused the write (SQL Server 2601/2627, PostgreSQL 23505): for a rename, a name taken meanwhile. */
function uniqueViolation(error: unknown): boolean {
  const { code, number } = (error ?? {}) as { code?: unknown; number?: unknown };
  return code === '23505' || number === 2601 || number === 2627;
}

/**
 * Makes one order's change exactly once: in one game transaction, the ledger is read for the delivery key
 * (under a key-range lock on SQL Server); if it is there, the change was made by an earlier run whose site
 * transaction did not commit, and it is only reported. Else the conditional update runs, and when it
 * changed the character, its ledger row goes in with it. A refusal writes nothing: a later run of the same
 * key asks the game afresh, and only the answer the site commits counts.
 */
export async function changeCharacterOnce(
  game: GameDatabase,
  profile: GameProfile,
  deliveryKey: string,
  target: Target,
  change: statements.CharacterChange,
): Promise<ChangeOutcome> {
  try {
    return await game.transaction(async (session) => {
      const done = await session.run(statements.findDelivery(session.dialect, profile, deliveryKey));
      if (done.rows.length > 0) return { outcome: 'done' };
      const changed = await session.run(
        statements.applyCharacterChange(session.dialect, profile, target, change),
      );
      if (changed.rowCount === 1) {
        await session.run(statements.markDelivery(session.dialect, profile, deliveryKey));
        return { outcome: 'done' };
      }
      return { outcome: 'refused', reason: await refusalOf(session, profile, target, change) };
    });
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    // Another run of this key made the change first (its ledger row is there: the ledger's primary key
    // refused ours), or, for a rename, another character took the name meanwhile (the stand-in's unique
    // index on ChaName; SQL Server's range lock makes the rename wait and then refuse instead).
    const done = await game.run(statements.findDelivery(game.dialect, profile, deliveryKey));
    if (done.rows.length > 0) return { outcome: 'done' };
    if (change.service === 'rename') return { outcome: 'refused', reason: 'name_taken' };
    throw error;
  }
}
