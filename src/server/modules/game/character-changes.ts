import type { Db } from '../../db/database.ts';
import { type GameBridge, inOutage } from './bridge.ts';
import * as game from './character-game.ts';
import { GameUnreachableError } from './game-database.ts';
import { enqueue } from './repository.ts';
import type { CharacterChange } from './statements.ts';

/**
 * What the characters module uses of the bridge (docs/product/character-services.md): the characters'
 * live state for the account page and an order's quick checks, and an order's change queued in the
 * order's own transaction. The characters module settles what the game answers (characters/game-settle.ts).
 */

export type { GameCharacter } from './character-game.ts';
export type { CharacterChange, StartPoint } from './statements.ts';

/** Runs a read on the game, or answers null when the game cannot be reached (or is known to be down). */
async function whenAnswering<T>(bridge: GameBridge, read: () => Promise<T>): Promise<T | null> {
  if (inOutage(bridge)) return null;
  try {
    return await read();
  } catch (error) {
    if (error instanceof GameUnreachableError) return null;
    throw error;
  }
}

/** The login's characters as the game holds them now; null when the game does not answer. */
export function liveCharacters(bridge: GameBridge, userId: string) {
  return whenAnswering(bridge, () => game.loginCharacters(bridge.database, bridge.profile, userId));
}

/** One of the login's characters now: 'missing' when the game has no such character of the login's. */
export async function liveCharacter(bridge: GameBridge, userId: string, chaNum: number) {
  const found = await whenAnswering(bridge, async () => ({
    character: await game.loginCharacter(bridge.database, bridge.profile, userId, chaNum),
  }));
  if (found === null) return null;
  return found.character ?? 'missing';
}

/** Whether another character has the name in game (deleted ones too); null when the game does not answer. */
export function nameTakenInGame(bridge: GameBridge, name: string, chaNum: number) {
  return whenAnswering(bridge, () => game.nameTaken(bridge.database, bridge.profile, name, chaNum));
}

/** Queues an order's change for the login, in the order's transaction; answers the outbox row's id. */
export async function queueCharacterChange(
  trx: Db,
  gameUserId: string,
  order: { orderId: number; chaNum: number; change: CharacterChange },
): Promise<number> {
  const { id } = await enqueue(trx, { kind: 'character_service', gameUserId, payload: { ...order } });
  return id;
}

/** Asks the worker to deliver now rather than at its next poll (a player waits on the answer). */
export function deliverSoon(bridge: GameBridge): void {
  bridge.worker.wake();
}

export type { Settlers } from './worker.ts';
