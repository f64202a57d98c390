import {
  type FindPasswordRequest,
  type FindUserIdRequest,
  ACCOUNT_MESSAGES as M,
} from '#shared/contracts/accounts.ts';
import { isBlocked } from '../../db/bans.ts';
import { badRequest } from '../../http-error.ts';
import { RATE_RULES } from '../../rate-rules.ts';
import { hashSecret } from '../../security/passwords.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { resetMail, userIdsMail } from './account-mails.ts';
import type { AccountsContext, RequestMeta } from './context.ts';
import { createLink } from './email-links.ts';
import { syncGamePassword } from './game-password.ts';
import { knownOnlyFrom } from './known-login-repository.ts';
import { passwordProblem } from './password-policy.ts';
import {
  accountsByEmail,
  consumeAccountToken,
  findUserByNum,
  findUserByUserId,
  markEmailVerified,
  markGamePasswordPending,
  setPasswordHash,
  voidAccountTokens,
} from './repository.ts';
import { endAllSessions } from './sessions.ts';

/**
 * Find ID and find password never say whether an account matched: the lookup and the mail happen after
 * the response, so every request gets the same answer in the same time. Neither ever sends a password.
 * Only the caller's own address can be refused (429); the per-account limit is a silent mail budget, so a
 * stranger's requests can never make the owner's request fail.
 */
export async function findUserId(ctx: AccountsContext, input: FindUserIdRequest, meta: RequestMeta) {
  const email = input.findIDEmail.toLowerCase();
  await ctx.limiter.consume(RATE_RULES.recoveryAddress, meta.ip);
  ctx.tasks.run('find user id', async () => {
    const accounts = await accountsByEmail(ctx.db, email);
    if (accounts.length === 0) return;
    if (!(await ctx.limiter.allow(RATE_RULES.recoveryMail, `email:${email}`))) return;
    // To the address as stored, never as typed: two spellings can compare equal here (the Kelvin sign
    // lowercases to "k") and still be different mailboxes. Spellings that differ only in case share a letter.
    const byAddress = Map.groupBy(accounts, (a) => a.email.toLowerCase());
    for (const owned of byAddress.values()) {
      const ids = owned.map((a) => a.userId);
      // The accounts' language when they share one, else the page's the request came from.
      const languages = new Set(owned.map((a) => a.language));
      const language = languages.size === 1 ? (owned[0]?.language ?? meta.language) : meta.language;
      await ctx.mailer.send(userIdsMail(owned[0]?.email ?? '', ids, language));
    }
  });
  return M.findIdSent;
}

export async function findPassword(ctx: AccountsContext, input: FindPasswordRequest, meta: RequestMeta) {
  await ctx.limiter.consume(RATE_RULES.recoveryAddress, meta.ip);
  ctx.tasks.run('find password', async () => {
    const row = await findUserByUserId(ctx.db, input.findPWID);
    if (!row || isBlocked(row, new Date()) || row.email.toLowerCase() !== input.findPWEmail.toLowerCase())
      return;
    // Past the budget the mails in the inbox still hold a valid link (see RATE_RULES.recoveryMail).
    if (!(await ctx.limiter.allow(RATE_RULES.recoveryMail, `user:${row.user_num}`))) return;
    const link = await createLink(ctx, meta, { userNum: row.user_num, email: row.email }, 'reset');
    await ctx.mailer.send(resetMail(row.email, row.user_id, link, row.language));
  });
  return M.findPwSent;
}

/**
 * Sets a new password from a reset link: the link works once, and every session is signed out. Returns the
 * device token for this browser, which is now the account's only known one.
 */
export async function resetPassword(
  ctx: AccountsContext,
  input: { token: string; newPassword: string },
  meta: RequestMeta,
): Promise<{ message: string; device: string }> {
  const device = newToken();
  await ctx.limiter.consume(RATE_RULES.resetAddress, meta.ip);
  const pendingSince = new Date();
  const account = await ctx.db.transaction().execute(async (trx) => {
    const found = await consumeAccountToken(trx, hashToken(input.token), 'reset');
    if (!found) throw badRequest(M.resetLinkInvalid);
    const row = await findUserByNum(trx, found.userNum);
    if (!row || isBlocked(row, new Date())) throw badRequest(M.resetLinkInvalid);
    // A weak password throws here, which rolls back the use of the link: the player can try again.
    const problem = passwordProblem(input.newPassword, row.user_id);
    if (problem) throw badRequest(problem, { newPassword: problem });
    await setPasswordHash(trx, row.user_num, await hashSecret(input.newPassword));
    if (ctx.game) await markGamePasswordPending(trx, row.user_num, pendingSince);
    await voidAccountTokens(trx, row.user_num, 'reset');
    // Following the link proved the player reads that mailbox.
    await markEmailVerified(trx, row.user_num, found.email);
    await endAllSessions(trx, ctx.sessions, row.user_num);
    await knownOnlyFrom(trx, row.user_num, device.hash, meta.ip);
    return row;
  });
  await syncGamePassword(ctx, account, input.newPassword, pendingSince);
  return { message: M.resetDone, device: device.token };
}
