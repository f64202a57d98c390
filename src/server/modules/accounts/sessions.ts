import { announceForgottenKeys, type CacheBus } from '../../db/cache-bus.ts';
import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import type { SessionUser } from '../../session.ts';
import { createSessionCache, type SessionCache, sessionNotices } from './session-cache.ts';
import { insertSession, revokeAllSessions, revokeSession, touchLiveSession } from './session-repository.ts';

/** Session policy (docs/ARCHITECTURE.md, Data): idle expiry slides with use, absolute expiry never moves. */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;

export async function startSession(
  db: Db,
  userNum: number,
  meta: { ip: string | null; userAgent: string | null; factorVerifiedAt?: Date | null },
): Promise<string> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000);
  await insertSession(db, { tokenHash: hash, userNum, expiresAt, factorVerifiedAt: null, ...meta });
  return token;
}

/**
 * The session lookup an app uses for every signed-in request: a live session's user, remembered by this app
 * while its cache bus tells it of revocations elsewhere, else for up to a second (session-cache.ts). `now` is
 * injectable for tests.
 */
export function sessionResolver(db: Db, options: { now?: () => number; bus?: CacheBus } = {}): SessionCache {
  return createSessionCache((tokenHash) => touchLiveSession(db, tokenHash, SESSION_IDLE_SECONDS), options);
}

/**
 * Ending sessions also tells the app's session cache, which tells every instance on the cache bus; null
 * where there is no app in the process (a command run beside the site), which then sends the bus's notice
 * itself, in the revoking transaction, so the instances hear it when it commits.
 */
type Sessions = Pick<SessionCache, 'forgetToken' | 'forgetUser'> | null;

export async function endSession(db: Db, sessions: Sessions, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await revokeSession(db, tokenHash);
  if (sessions) sessions.forgetToken(tokenHash);
  else await announceForgottenKeys(db, 'session', sessionNotices({ tokenHash }));
}

/**
 * Inside a caller's transaction too: the cache keeps refusing to remember the user's sessions for as long as it keeps a lookup.
 * `keep` is the token of a session that stays (the caller's own, when its change should end only the others).
 */
export async function endAllSessions(
  db: Db,
  sessions: Sessions,
  userNum: number,
  keep?: string,
): Promise<void> {
  await revokeAllSessions(db, userNum, keep === undefined ? null : hashToken(keep));
  // Without an app (a command beside the site), the notice goes out with the revocation's commit.
  if (sessions) sessions.forgetUser(userNum);
  else await announceForgottenKeys(db, 'session', sessionNotices({ userNum }));
}

export type { SessionCache, SessionUser };
