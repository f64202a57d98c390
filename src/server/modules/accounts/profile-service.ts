import { isIP } from 'node:net';
import type { z } from 'zod';
import {
  type AccountUser,
  ACCOUNT_MESSAGES as M,
  type updateDetailsRequestSchema,
  type updatePasswordRequestSchema,
  type ValidationResult,
} from '#shared/contracts/accounts.ts';
import type { Language } from '#shared/languages.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden, unauthorized } from '../../http-error.ts';
import { RATE_RULES } from '../../rate-rules.ts';
import { hashSecret, verifySecret } from '../../security/passwords.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { passwordChangedMail } from './account-mails.ts';
import { type AccountsContext, assertOwnAccount, normalizeAnswer, type RequestMeta } from './context.ts';
import { sendVerification } from './email-links.ts';
import { syncGamePassword } from './game-password.ts';
import { knownOnlyFrom } from './known-login-repository.ts';
import { passwordProblem } from './password-policy.ts';
import { presentUser } from './present.ts';
import {
  findUserByNum,
  markGamePasswordPending,
  markSecretVerified,
  secretVerifiedSince,
  setAccountLanguage,
  setPasswordHash,
  updateUserDetails,
  voidAccountTokens,
  whitelistIp,
} from './repository.ts';
import { endAllSessions, type SessionUser } from './sessions.ts';

/** How long a correct secret answer allows a password change in the same session. */
const SECRET_PROOF_MINUTES = 10;

async function loadSelf(ctx: AccountsContext, user: SessionUser) {
  const row = await findUserByNum(ctx.db, user.userNum);
  if (!row) throw unauthorized(M.loginFailed);
  return row;
}

export async function me(ctx: AccountsContext, user: SessionUser): Promise<AccountUser> {
  return presentUser(ctx.db, await loadSelf(ctx, user));
}

/** Checks of a password or secret answer are limited per account and per address. */
async function limitCheck(ctx: AccountsContext, kind: 'password' | 'secret', user: SessionUser, ip: string) {
  const [account, address] =
    kind === 'password'
      ? [RATE_RULES.passwordCheck, RATE_RULES.passwordCheckAddress]
      : [RATE_RULES.secretAnswer, RATE_RULES.secretAnswerAddress];
  await ctx.limiter.consume(address, ip);
  await ctx.limiter.consume(account, String(user.userNum));
}

/** A message present = valid (docs/product/api.md). Wrong passwords get 200 without one (401 signs out). */
/** An account's e-mail address, or null when it has none (the console's test mail goes there: site/test-mail.ts). */
export async function emailOf(db: Db, userNum: number): Promise<string | null> {
  return (await findUserByNum(db, userNum))?.email || null;
}

export async function validatePassword(
  ctx: AccountsContext,
  user: SessionUser,
  input: { UserNum?: number; UserID?: string; UserPass: string },
  ip: string,
): Promise<ValidationResult> {
  assertOwnAccount(user, input);
  await limitCheck(ctx, 'password', user, ip);
  const row = await loadSelf(ctx, user);
  const ok = await verifySecret(input.UserPass, row.password_hash);
  return ok ? { valid: true, message: M.passwordConfirmed } : { valid: false };
}

export async function updateDetails(
  ctx: AccountsContext,
  user: SessionUser,
  input: z.output<typeof updateDetailsRequestSchema>,
  meta: RequestMeta,
): Promise<string> {
  assertOwnAccount(user, input);
  await limitCheck(ctx, 'password', user, meta.ip);
  const row = await loadSelf(ctx, user);
  if (!(await verifySecret(input.UserPass, row.password_hash))) {
    throw badRequest(M.passwordIncorrect, { UserPass: M.passwordIncorrect });
  }
  const emailChanged = input.UserEmail.toLowerCase() !== row.email.toLowerCase();
  // One transaction: the new details and the end of every session happen together or not at all.
  await ctx.db.transaction().execute(async (trx) => {
    await updateUserDetails(trx, user.userNum, {
      email: input.UserEmail,
      nameFirst: input.NameFirst,
      nameLast: input.NameLast,
      phone: input.PhoneNumber,
      emailChanged,
    });
    if (emailChanged) await voidAccountTokens(trx, user.userNum, 'reset');
    await endAllSessions(trx, ctx.sessions, user.userNum);
  });
  if (emailChanged) {
    sendVerification(ctx, meta, { userNum: row.user_num, userId: row.user_id, email: input.UserEmail });
  }
  return M.detailsUpdated;
}

export async function validateSecretAnswer(
  ctx: AccountsContext,
  user: SessionUser,
  sessionToken: string,
  input: { UserNum?: number; UserID?: string; secretAnswer: string },
  ip: string,
): Promise<ValidationResult> {
  assertOwnAccount(user, input);
  await limitCheck(ctx, 'secret', user, ip);
  const row = await loadSelf(ctx, user);
  if (!(await verifySecret(normalizeAnswer(input.secretAnswer), row.secret_answer_hash)))
    return { valid: false };
  await markSecretVerified(ctx.db, hashToken(sessionToken));
  return { valid: true, message: M.secretAnswerConfirmed };
}

/** Needs the current password and a correct secret answer in this session; ends every session after. */
export async function updatePassword(
  ctx: AccountsContext,
  user: SessionUser,
  sessionToken: string,
  input: z.output<typeof updatePasswordRequestSchema>,
  ip: string,
): Promise<{ message: string; device: string }> {
  assertOwnAccount(user, input);
  const since = new Date(Date.now() - SECRET_PROOF_MINUTES * 60_000);
  if (!(await secretVerifiedSince(ctx.db, hashToken(sessionToken), since))) {
    throw forbidden(M.secretAnswerNeeded);
  }
  await limitCheck(ctx, 'password', user, ip);
  const row = await loadSelf(ctx, user);
  if (!(await verifySecret(input.UserPass, row.password_hash))) {
    throw badRequest(M.currentPasswordWrong, { UserPass: M.currentPasswordWrong });
  }
  const problem = passwordProblem(input.NewUserPass, row.user_id);
  if (problem) throw badRequest(problem, { NewUserPass: problem });
  if (input.NewUserPass === input.UserPass) throw badRequest(M.samePassword, { NewUserPass: M.samePassword });
  const newHash = await hashSecret(input.NewUserPass);
  const device = newToken();
  const pendingSince = new Date();
  // One transaction: a crash can never leave the new password with the old sessions still alive, nor the
  // game's copy behind without the account saying so.
  await ctx.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, row.user_num, newHash);
    if (ctx.game) await markGamePasswordPending(trx, row.user_num, pendingSince);
    await voidAccountTokens(trx, row.user_num, 'reset');
    await endAllSessions(trx, ctx.sessions, row.user_num);
    await knownOnlyFrom(trx, row.user_num, device.hash, ip);
  });
  await syncGamePassword(ctx, row, input.NewUserPass, pendingSince);
  ctx.tasks.run('password changed mail', () =>
    ctx.mailer.send(passwordChangedMail(row.email, row.user_id, row.language)),
  );
  return { message: M.passwordChanged, device: device.token };
}

export async function whitelistAddress(ctx: AccountsContext, user: SessionUser, ip: string): Promise<string> {
  // Only a real address reaches the game server's whitelist (request.ip can come from a proxy header).
  if (isIP(ip) === 0) throw badRequest(M.whitelistBadAddress);
  await whitelistIp(ctx.db, user.userNum, ip);
  return M.whitelisted;
}

/**
 * POST /api/language: the header's choice kept on the account, the language of its mails
 * (docs/product/languages.md, The account's language). A language the site does not offer is refused.
 */
export async function chooseLanguage(
  ctx: AccountsContext,
  user: SessionUser,
  language: Language,
  offered: readonly Language[],
): Promise<Language> {
  if (!offered.includes(language))
    throw badRequest(MESSAGES.invalidInput, { language: MESSAGES.invalidInput });
  await setAccountLanguage(ctx.db, user.userNum, language);
  return language;
}
