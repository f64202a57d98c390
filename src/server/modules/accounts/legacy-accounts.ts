import type { z } from 'zod';
import { type completeAccountRequestSchema, ACCOUNT_MESSAGES as M } from '#shared/contracts/accounts.ts';
import type { UserRow } from '../../db/tables/accounts.ts';
import { conflict } from '../../http-error.ts';
import { hashSecret, verifySecret } from '../../security/passwords.ts';
import { checkLegacyLogin, linkableLogin, settleLinkedLogin } from '../game/logins.ts';
import { type AccountsContext, normalizeAnswer, type RequestMeta } from './context.ts';
import { sendVerification } from './email-links.ts';
import { completeDetails, findUserByUserId, insertLegacyUser, linkGameUserNum } from './repository.ts';
import type { SessionUser } from './sessions.ts';

/**
 * The server's existing players (docs/product/game-bridge.md, "Existing players"): a login that exists only in
 * the game signs in on the site with its game ID and password. The game's stored form is checked once; the
 * site then keeps its own argon2id hash and the game's UserNum, and the account gives what the site needs
 * before anything else (the auth hook refuses its other routes: plugins/auth.ts, `completing`).
 */

/**
 * The site's account for a sign-in whose name has none: made from the game's login when the password
 * matches its stored form. 'refused' when it matches but the game itself refuses the login (banned, not
 * available); null otherwise, answered as any wrong password.
 */
export async function accountFromGame(
  ctx: AccountsContext,
  input: { UserID: string; UserPass: string },
): Promise<UserRow | 'refused' | null> {
  if (!ctx.game) return null;
  const now = ctx.now();
  const legacy = await checkLegacyLogin(ctx.game, input.UserID, input.UserPass, now);
  if (!legacy) return null;
  if (legacy.refused) return 'refused';
  const passwordHash = await hashSecret(input.UserPass);
  const row = await insertLegacyUser(ctx.db, {
    userId: legacy.userId,
    passwordHash,
    gameUserNum: legacy.userNum,
    at: now,
  });
  if (row) return row;
  // A second sign-in brought the login over at the same moment: its account is this one.
  const made = await findUserByUserId(ctx.db, legacy.userId);
  return made && (await verifySecret(input.UserPass, made.password_hash)) ? made : null;
}

/**
 * A site account that does not own the game login of its name (one from before the bridge, or one whose
 * create_login found the name taken) signing in with the right site password: when the game's login of
 * that name stores the same password, the player has proved it is theirs, and the account takes it over
 * (game_user_num; decision 0080): its characters attach at the sync's next pass, items and services reach
 * it, and the account's own parked create_login is answered. Anything else leaves the account as it was;
 * the sign-in goes on either way. Answers the account's row as it now stands.
 */
export async function linkGameLogin(ctx: AccountsContext, row: UserRow, password: string): Promise<UserRow> {
  if (!ctx.game) return row;
  const account = { userId: row.user_id, gameUserNum: row.game_user_num };
  const gameUserNum = await linkableLogin(ctx.db, ctx.game, account, password);
  if (gameUserNum === null) return row;
  const linked = await ctx.db.transaction().execute(async (trx) => {
    const updated = await linkGameUserNum(trx, row.user_num, gameUserNum);
    if (updated) await settleLinkedLogin(trx, row.user_id, ctx.now());
    return updated;
  });
  return linked ?? row;
}

/** The e-mail, secret question and the rest registration asks for, given once; the verification mail follows. */
export async function completeAccount(
  ctx: AccountsContext,
  user: SessionUser,
  input: z.output<typeof completeAccountRequestSchema>,
  meta: RequestMeta,
): Promise<string> {
  if (!user.detailsNeeded) throw conflict(M.detailsAlreadyComplete);
  const done = await completeDetails(ctx.db, user.userNum, {
    email: input.userEmail,
    secretQuestion: input.secretQuestion,
    secretAnswerHash: await hashSecret(normalizeAnswer(input.secretAnswer)),
    nameFirst: input.userFirstName,
    nameLast: input.userLastName,
    gender: input.gender,
    country: input.country,
    // Like a registration: the page's language becomes the account's.
    language: meta.language,
  });
  if (!done) throw conflict(M.detailsAlreadyComplete);
  // The session cache remembers the account as incomplete for up to a second: forget it now.
  ctx.sessions.forgetUser(user.userNum);
  sendVerification(ctx, meta, { userNum: user.userNum, userId: user.userId, email: input.userEmail });
  return M.detailsSaved;
}
