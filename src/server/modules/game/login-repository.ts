import type { Db } from '../../db/database.ts';

/** The outbox as one game login sees it (modules/game/logins.ts): the site's side, all its Kysely code. */

/**
 * Which of the site's create_login rows for a login a question counts (a login the site owns, logins.ts):
 * - 'any': one exists, delivered or still to go, parked included (the site made or is making the login);
 * - 'delivered': the game has answered it (created now, or found created);
 * - 'made_or_coming': answered, or still able to go (waiting); a parked one (a name taken in game) is not.
 */
type CreateLoginRows = 'any' | 'delivered' | 'made_or_coming';

/** Whether the site has a create_login for this login of the kind `which` counts. */
export async function hasCreateLogin(db: Db, gameUserId: string, which: CreateLoginRows): Promise<boolean> {
  let query = db
    .selectFrom('game_outbox')
    .select('id')
    .where('kind', '=', 'create_login')
    .where('game_user_id', '=', gameUserId);
  if (which === 'delivered') query = query.where('delivered_at', 'is not', null);
  if (which === 'made_or_coming') {
    query = query.where((eb) => eb.or([eb('delivered_at', 'is not', null), eb('parked_at', 'is', null)]));
  }
  const row = await query.limit(1).executeTakeFirst();
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
