import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/database.ts';
import { normalizeAnswer } from '../../src/server/modules/accounts/context.ts';
import { startSession } from '../../src/server/modules/accounts/sessions.ts';
import { hashSecret } from '../../src/server/security/passwords.ts';

export interface UserOverrides {
  userId?: string;
  password?: string;
  secretAnswer?: string;
  email?: string;
  userType?: number;
  userPoint?: number;
  userPoint2?: number;
  verified?: boolean;
  blocked?: boolean;
  secretQuestion?: number;
  nameFirst?: string;
  nameLast?: string;
}

/**
 * argon2id at production cost takes tens of milliseconds of a core, and most users a test makes share the
 * default password and answer: each distinct secret is hashed once per test file and its hash reused (the
 * salt is then shared too, which a test never looks at). Production cost stays, so the sign-in timing the
 * tests compare (a real user against the decoy hash) is what production has.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(secret: string): Promise<string> {
  let hash = hashes.get(secret);
  if (!hash) {
    hash = hashSecret(secret);
    hashes.set(secret, hash);
  }
  return hash;
}

/** A user row with known password; every call makes a new, unique one. */
export async function createUser(db: Db, overrides: UserOverrides = {}) {
  const suffix = randomBytes(4).toString('hex');
  const userId = overrides.userId ?? `user${suffix}`;
  const password = overrides.password ?? 'Correct-Horse-9';
  const secretAnswer = overrides.secretAnswer ?? 'blue';
  const row = await db
    .insertInto('users')
    .values({
      user_id: userId,
      password_hash: await hashOnce(password),
      // Stored as registration stores it (normalized), so the answer given back is checked as in real life.
      secret_answer_hash: await hashOnce(normalizeAnswer(secretAnswer)),
      secret_question: overrides.secretQuestion ?? 1,
      email: overrides.email ?? `${userId}@example.com`,
      name_first: overrides.nameFirst ?? 'Test',
      name_last: overrides.nameLast ?? 'Player',
      phone_number: '',
      gender: 'Male',
      country: 'PH',
      user_type: overrides.userType ?? 1,
      user_point: overrides.userPoint ?? 0,
      user_point2: overrides.userPoint2 ?? 0,
      email_verified_at: overrides.verified === false ? null : new Date(),
      blocked_at: overrides.blocked ? new Date() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, password, secretAnswer };
}

/** A signed-in user: the row plus a live session token and the headers a bearer client would send. */
export async function createSignedInUser(db: Db, overrides: UserOverrides = {}) {
  const user = await createUser(db, overrides);
  const token = await startSession(db, user.user_num, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}
