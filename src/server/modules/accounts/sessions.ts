import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import type { SessionUser } from '../../session.ts';
import { insertSession, revokeAllSessions, revokeSession, touchLiveSession } from './session-repository.ts';

/** Session policy (docs/ARCHITECTURE.md, Data): idle expiry slides with use, absolute expiry never moves. */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;

export async function startSession(
  db: Db,
  userNum: number,
  meta: { ip: string | null; userAgent: string | null },
): Promise<string> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000);
  await insertSession(db, { tokenHash: hash, userNum, expiresAt, ...meta });
  return token;
}

export function resolveSession(db: Db, token: string): Promise<SessionUser | null> {
  return touchLiveSession(db, hashToken(token), SESSION_IDLE_SECONDS);
}

export function endSession(db: Db, token: string): Promise<void> {
  return revokeSession(db, hashToken(token));
}

export function endAllSessions(db: Db, userNum: number): Promise<void> {
  return revokeAllSessions(db, userNum);
}

export type { SessionUser };
