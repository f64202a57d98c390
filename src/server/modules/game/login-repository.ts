import type { Db } from '../../db/database.ts';

/** The outbox as one game login sees it (modules/game/logins.ts): the site's side, all its Kysely code. */

/** Whether the site has a create_login for this login, delivered or still to go (a login the site owns). */
export async function hasLoginRow(db: Db, gameUserId: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_outbox')
    .select('id')
    .where('kind', '=', 'create_login')
    .where('game_user_id', '=', gameUserId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the game has answered the site's create_login for this login (created now, or found created). */
export async function loginDelivered(db: Db, gameUserId: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_outbox')
    .select('id')
    .where('kind', '=', 'create_login')
    .where('game_user_id', '=', gameUserId)
    .where('delivered_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the site's create_login for this login can still make it: one the game has answered, or one
 * waiting to go (the game down, or a retry ahead). A parked one (a name taken in game) is neither.
 */
export async function loginMadeOrComing(db: Db, gameUserId: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_outbox')
    .select('id')
    .where('kind', '=', 'create_login')
    .where('game_user_id', '=', gameUserId)
    .where((eb) => eb.or([eb('delivered_at', 'is not', null), eb('parked_at', 'is', null)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

interface LoginQueue {
  /** Rows still to deliver for the login, parked ones included. */
  waiting: number;
  /** The oldest parked row's kind and error, which holds up the rest. */
  parked: { kind: string; error: string | null } | null;
}

export async function loginQueue(db: Db, gameUserId: string): Promise<LoginQueue> {
  const rows = await db
    .selectFrom('game_outbox')
    .select(['kind', 'parked_at', 'last_error'])
    .where('game_user_id', '=', gameUserId)
    .where('delivered_at', 'is', null)
    .orderBy('id')
    .execute();
  const parked = rows.find((row) => row.parked_at !== null);
  return {
    waiting: rows.length,
    parked: parked ? { kind: parked.kind, error: parked.last_error } : null,
  };
}

/**
 * The site's create_login for a login a sign-in has just linked to its account (logins.ts, linkableLogin):
 * the login exists and is the account's, so the row is answered rather than left to park (a name taken in
 * game) and hold up the login's later rows.
 */
export async function settleCreateLogin(trx: Db, gameUserId: string, at: Date): Promise<void> {
  await trx
    .updateTable('game_outbox')
    .set({
      delivered_at: at,
      parked_at: null,
      last_error: null,
      result: JSON.stringify({ outcome: 'linked' }),
    })
    .where('kind', '=', 'create_login')
    .where('game_user_id', '=', gameUserId)
    .where('delivered_at', 'is', null)
    .execute();
}
