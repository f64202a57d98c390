import { notBlocked } from '../../db/bans.ts';
import type { Db } from '../../db/database.ts';
import type { SessionUser } from '../../session.ts';

export async function insertSession(
  db: Db,
  row: {
    tokenHash: string;
    userNum: number;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
    /** Set when the sign-in proved the second factor (the step-up window starts then). */
    factorVerifiedAt: Date | null;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: row.tokenHash,
      user_num: row.userNum,
      expires_at: row.expiresAt,
      ip: row.ip,
      user_agent: row.userAgent,
      factor_verified_at: row.factorVerifiedAt,
    })
    .execute();
}

/** The idle clock is advanced at most this often: a write per request would cost every signed-in call. */
const SESSION_TOUCH_INTERVAL_SECONDS = 60;

/**
 * Finds a live session and slides its idle window. A session is live while it is not revoked, not past its
 * absolute expiry, idle for less than `idleSeconds`, and its user is not blocked. The idle clock is written
 * only when it is more than a minute old, so most requests cost one indexed read.
 */
export async function touchLiveSession(
  db: Db,
  tokenHash: string,
  idleSeconds: number,
): Promise<SessionUser | null> {
  const now = Date.now();
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_num', 'sessions.user_num')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date(now))
    .where('sessions.last_seen_at', '>', new Date(now - idleSeconds * 1000))
    .where(notBlocked(new Date(now)))
    .select([
      'users.user_num',
      'users.user_id',
      'users.user_type',
      'users.details_needed_at',
      'sessions.last_seen_at',
    ])
    .executeTakeFirst();
  if (!row) return null;
  if (row.last_seen_at.getTime() < now - SESSION_TOUCH_INTERVAL_SECONDS * 1000) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now) })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }
  const user: SessionUser = { userNum: row.user_num, userId: row.user_id, userType: row.user_type };
  if (row.details_needed_at) user.detailsNeeded = true;
  return user;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Every session of the user but `keepHash` (null: all of them). */
export async function revokeAllSessions(db: Db, userNum: number, keepHash: string | null): Promise<void> {
  let revoke = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_num', '=', userNum)
    .where('revoked_at', 'is', null);
  if (keepHash !== null) revoke = revoke.where('token_hash', '<>', keepHash);
  await revoke.execute();
}
