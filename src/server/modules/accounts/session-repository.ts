import type { Db } from '../../db/database.ts';

export interface SessionUser {
  userNum: number;
  userId: string;
  userType: number;
}

export async function insertSession(
  db: Db,
  row: { tokenHash: string; userNum: number; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: row.tokenHash,
      user_num: row.userNum,
      expires_at: row.expiresAt,
      ip: row.ip,
      user_agent: row.userAgent,
    })
    .execute();
}

/**
 * Finds a live session and slides its idle window in the same statement. A session is live while it is not
 * revoked, not past its absolute expiry, idle for less than `idleSeconds`, and its user is not blocked.
 */
export async function touchLiveSession(
  db: Db,
  tokenHash: string,
  idleSeconds: number,
): Promise<SessionUser | null> {
  const row = await db
    .updateTable('sessions')
    .set({ last_seen_at: new Date() })
    .from('users')
    .whereRef('users.user_num', '=', 'sessions.user_num')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('sessions.last_seen_at', '>', new Date(Date.now() - idleSeconds * 1000))
    .where('users.blocked_at', 'is', null)
    .returning(['users.user_num', 'users.user_id', 'users.user_type'])
    .executeTakeFirst();
  return row ? { userNum: row.user_num, userId: row.user_id, userType: row.user_type } : null;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Db, userNum: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_num', '=', userNum)
    .where('revoked_at', 'is', null)
    .execute();
}
