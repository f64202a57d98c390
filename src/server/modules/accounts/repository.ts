import { sql } from 'kysely';
import type { Language } from '#shared/languages.ts';
import { notBlocked } from '../../db/bans.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/tables/accounts.ts';

/** All account SQL. Every function takes `db`, which may be a transaction. */

/** The language of the account's mails (users.language), or null when there is no such account. */
export async function accountLanguage(db: Db, userNum: number): Promise<Language | null> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('user_num', '=', userNum)
    .executeTakeFirst();
  return row?.language ?? null;
}

/** Keeps the player's language choice on the account (the header's choice while signed in). */
export async function setAccountLanguage(db: Db, userNum: number, language: Language): Promise<void> {
  await db.updateTable('users').set({ language }).where('user_num', '=', userNum).execute();
}

export async function findUserByUserId(db: Db, userId: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(user_id)`, '=', userId.toLowerCase())
    .executeTakeFirst();
}

export async function findUserByNum(db: Db, userNum: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('user_num', '=', userNum).executeTakeFirst();
}

/** The unblocked accounts registered to `email` (compared case-insensitively), with the address as stored. */
export async function accountsByEmail(
  db: Db,
  email: string,
): Promise<{ userId: string; email: string; language: Language }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'email', 'language'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where(notBlocked(new Date()))
    .orderBy('user_num')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, email: r.email, language: r.language }));
}

export interface NewUser {
  userId: string;
  passwordHash: string;
  secretAnswerHash: string;
  secretQuestion: number;
  email: string;
  nameFirst: string;
  nameLast: string;
  gender: string;
  country: string;
  /** The page's language at registration: the language of the account's mails. */
  language: Language;
}

/** Inserts a player; returns null when the user id is taken (the unique index decides, race-free). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | null> {
  const row = await db
    .insertInto('users')
    .values({
      user_id: user.userId,
      password_hash: user.passwordHash,
      secret_answer_hash: user.secretAnswerHash,
      secret_question: user.secretQuestion,
      email: user.email,
      name_first: user.nameFirst,
      name_last: user.nameLast,
      phone_number: '',
      gender: user.gender,
      country: user.country,
      language: user.language,
      email_verified_at: null,
    })
    .onConflict((oc) => oc.expression(sql`lower(user_id)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

// ---------------------------------------------------------------- the game's copy (modules/game/logins.ts)

/** The game's copy of the password is behind the site's since `at` (set in the change's transaction). */
export async function markGamePasswordPending(db: Db, userNum: number, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ game_password_pending_at: at })
    .where('user_num', '=', userNum)
    .execute();
}

/**
 * The game's copy is written: cleared only if no newer change marked it since `at` (that change's own write
 * clears its mark, or the next sign-in does).
 */
export async function clearGamePasswordPending(db: Db, userNum: number, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ game_password_pending_at: null })
    .where('user_num', '=', userNum)
    .where('game_password_pending_at', '=', at)
    .execute();
}

/**
 * The site's account of a login that existed only in the game (a legacy sign-in): the game's spelling of the
 * name, the site's own hash of the password just checked, the game's UserNum, and nothing yet of what the
 * game does not keep (e-mail, secret question: details_needed_at until the player gives them; an empty
 * secret answer hash matches no answer). Null when the name has an account already (the unique index decides).
 */
export async function insertLegacyUser(
  db: Db,
  user: { userId: string; passwordHash: string; gameUserNum: number; at: Date },
): Promise<UserRow | null> {
  const row = await db
    .insertInto('users')
    .values({
      user_id: user.userId,
      password_hash: user.passwordHash,
      secret_answer_hash: '',
      // The column allows 1 to 6 only; with no answer hash no question can be answered until chosen.
      secret_question: 1,
      email: '',
      name_first: '',
      name_last: '',
      phone_number: '',
      gender: '',
      country: '',
      email_verified_at: null,
      game_user_num: user.gameUserNum,
      details_needed_at: user.at,
    })
    .onConflict((oc) => oc.expression(sql`lower(user_id)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Makes the game login `gameUserNum` the account's (a sign-in proved it with the game's password): only an
 * account that has none yet. The updated row, or null when another sign-in linked it first.
 */
export async function linkGameUserNum(db: Db, userNum: number, gameUserNum: number): Promise<UserRow | null> {
  const row = await db
    .updateTable('users')
    .set({ game_user_num: gameUserNum })
    .where('user_num', '=', userNum)
    .where('game_user_num', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** What registration asks for, given once by an account a legacy sign-in created; false if already given. */
export async function completeDetails(
  db: Db,
  userNum: number,
  details: {
    email: string;
    secretQuestion: number;
    secretAnswerHash: string;
    nameFirst: string;
    nameLast: string;
    gender: string;
    country: string;
    language: Language;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      email: details.email,
      secret_question: details.secretQuestion,
      secret_answer_hash: details.secretAnswerHash,
      name_first: details.nameFirst,
      name_last: details.nameLast,
      gender: details.gender,
      country: details.country,
      language: details.language,
      details_needed_at: null,
    })
    .where('user_num', '=', userNum)
    .where('details_needed_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateUserDetails(
  db: Db,
  userNum: number,
  details: { email: string; nameFirst: string; nameLast: string; phone: string; emailChanged: boolean },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      email: details.email,
      name_first: details.nameFirst,
      name_last: details.nameLast,
      phone_number: details.phone,
      ...(details.emailChanged ? { email_verified_at: null } : {}),
    })
    .where('user_num', '=', userNum)
    .execute();
}

export async function setPasswordHash(db: Db, userNum: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('user_num', '=', userNum).execute();
}

/** Marks the address verified, but only if the account still uses the address the link was sent to. */
export async function markEmailVerified(db: Db, userNum: number, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: new Date() })
    .where('user_num', '=', userNum)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function charactersOf(db: Db, userNum: number) {
  return db
    .selectFrom('characters')
    .select([
      'cha_num',
      'cha_name',
      'cha_level',
      'cha_class',
      'cha_school',
      'cha_reborn',
      'guild_name',
      'cha_online',
    ])
    .where('user_num', '=', userNum)
    .orderBy('cha_level', 'desc')
    .orderBy('cha_num')
    .execute();
}

// ---------------------------------------------------------------- e-mail link tokens

export async function insertAccountToken(
  db: Db,
  row: { tokenHash: string; userNum: number; purpose: 'verify' | 'reset'; email: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: row.tokenHash,
      user_num: row.userNum,
      purpose: row.purpose,
      email: row.email,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** Uses a live token exactly once (the conditional update makes a second use impossible, even in a race). */
export async function consumeAccountToken(
  db: Db,
  tokenHash: string,
  purpose: 'verify' | 'reset',
): Promise<{ userNum: number; email: string } | null> {
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_num', 'email'])
    .executeTakeFirst();
  return row ? { userNum: row.user_num, email: row.email } : null;
}

/** Voids every unused token of one purpose (a newer link, or a finished reset, replaces older ones). */
export async function voidAccountTokens(db: Db, userNum: number, purpose: 'verify' | 'reset'): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: new Date() })
    .where('user_num', '=', userNum)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

// ---------------------------------------------------------------- secret answer proof and whitelist

export async function markSecretVerified(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ secret_verified_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function secretVerifiedSince(db: Db, tokenHash: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .where('secret_verified_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

const WHITELIST_KEEP = 5;

/** Records (or refreshes) an address; a player keeps their newest few addresses only. */
export async function whitelistIp(db: Db, userNum: number, ip: string): Promise<void> {
  await db
    .insertInto('ip_whitelist')
    .values({ user_num: userNum, ip })
    .onConflict((oc) => oc.columns(['user_num', 'ip']).doUpdateSet({ updated_at: new Date() }))
    .execute();
  await db
    .deleteFrom('ip_whitelist')
    .where('user_num', '=', userNum)
    .where(
      'ip',
      'not in',
      db
        .selectFrom('ip_whitelist')
        .select('ip')
        .where('user_num', '=', userNum)
        .orderBy('updated_at', 'desc')
        .limit(WHITELIST_KEEP),
    )
    .execute();
}
