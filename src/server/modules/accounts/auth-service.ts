import type { z } from 'zod';
import {
  LOGIN_STATUS,
  type LoginRequest,
  type LoginResponse,
  ACCOUNT_MESSAGES as M,
  type registerRequestSchema,
} from '#shared/contracts/accounts.ts';
import { isAdminType } from '#shared/user-types.ts';
import { badRequest } from '../../http-error.ts';
import { RATE_RULES } from '../../rate-rules.ts';
import { decoySecretHash, hashSecret, verifySecret } from '../../security/passwords.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { isBlocked } from './blocks.ts';
import type { AccountsContext, RequestMeta } from './context.ts';
import { normalizeAnswer } from './context.ts';
import { sendVerification } from './email-links.ts';
import { rememberLogin } from './known-login-repository.ts';
import { passwordProblem } from './password-policy.ts';
import { presentUser } from './present.ts';
import {
  consumeAccountToken,
  findUserByNum,
  findUserByUserId,
  insertUser,
  markEmailVerified,
} from './repository.ts';
import { endSession, type SessionUser, startSession } from './sessions.ts';
import { signInBucket } from './sign-in-buckets.ts';

type LoginData = LoginResponse['data'];

const failed = (status: number, message: string): LoginData => ({ user: null, token: null, message, status });

export interface LoginResult {
  data: LoginData;
  /** The device token for the browser's cookie after a successful sign-in (null otherwise). */
  device: string | null;
}

/**
 * Sign-in. A missing user id and a wrong password take the same path (a decoy hash is verified), so the
 * answer is the same in status, body and time. Blocked accounts are told so only with the right password.
 * Attempts are counted before the password is checked (parallel guesses cannot slip past a limit): per
 * address, per bucket (see sign-in-buckets.ts) and per account per hour.
 */
export async function login(
  ctx: AccountsContext,
  input: LoginRequest,
  meta: RequestMeta,
  browser: { sessionToken: string | null; deviceToken: string | null },
): Promise<LoginResult> {
  const accountKey = input.UserID.toLowerCase();
  // A browser that signed in to this account before is not held to its address's limit: strangers behind
  // the same carrier NAT or cafe address must not be able to spend it for the owner. It still has its own
  // bucket and the hourly cap. A browser without a device token cannot be that one, so its address limit
  // is counted first, and a flood past it is refused before any database work.
  const deviceHash = browser.deviceToken ? hashToken(browser.deviceToken) : null;
  if (!deviceHash) await ctx.limiter.consume(RATE_RULES.loginAddress, meta.ip);
  const row = await findUserByUserId(ctx.db, input.UserID);
  const bucket = await signInBucket(
    ctx.db,
    { userNum: row?.user_num ?? null, key: accountKey },
    deviceHash,
    meta.ip,
  );
  if (deviceHash && bucket.known !== 'device') await ctx.limiter.consume(RATE_RULES.loginAddress, meta.ip);
  await ctx.limiter.consume(bucket.rule, bucket.subject);
  await ctx.limiter.consume(RATE_RULES.loginAccountHour, accountKey);
  const ok = await verifySecret(input.UserPass, row?.password_hash ?? (await decoySecretHash()));
  if (!row || !ok) return { data: failed(LOGIN_STATUS.failed, M.loginFailed), device: null };
  if (isBlocked(row, new Date())) return { data: failed(LOGIN_STATUS.blocked, M.loginBlocked), device: null };
  await ctx.limiter.reset(bucket.rule, bucket.subject);
  // A browser known to this account keeps its token; any other gets a fresh one (a token planted in the
  // browser by someone else never becomes known for this account).
  const device = bucket.known === 'device' && browser.deviceToken ? browser.deviceToken : newToken().token;
  await rememberLogin(ctx.db, row.user_num, hashToken(device), meta.ip);
  // A new token at every sign-in; a session the browser still carried is ended (no fixation).
  if (browser.sessionToken) await endSession(ctx.db, browser.sessionToken);
  const token = await startSession(ctx.db, row.user_num, { ip: meta.ip, userAgent: meta.userAgent });
  const status = isAdminType(row.user_type)
    ? row.user_type
    : row.email_verified_at
      ? LOGIN_STATUS.player
      : LOGIN_STATUS.unverified;
  return { data: { user: await presentUser(ctx.db, row), token, message: M.loginOk, status }, device };
}

export type RegisterResult = { ok: true } | { ok: false; errors: Record<string, string> };

/** Counted before validation, so malformed attempts count too. */
export async function countRegistrationAttempt(ctx: AccountsContext, meta: RequestMeta): Promise<void> {
  await ctx.limiter.consume(RATE_RULES.register, meta.ip);
}

export async function register(
  ctx: AccountsContext,
  input: z.output<typeof registerRequestSchema>,
  meta: RequestMeta,
): Promise<RegisterResult> {
  const problem = passwordProblem(input.userPassword, input.userId);
  if (problem) return { ok: false, errors: { userPassword: problem } };
  const row = await insertUser(ctx.db, {
    userId: input.userId,
    passwordHash: await hashSecret(input.userPassword),
    secretAnswerHash: await hashSecret(normalizeAnswer(input.secretAnswer)),
    secretQuestion: input.secretQuestion,
    email: input.userEmail,
    nameFirst: input.userFirstName,
    nameLast: input.userLastName,
    gender: input.gender,
    country: input.country,
  });
  if (!row) return { ok: false, errors: { userId: M.userIdTaken } };
  sendVerification(ctx, meta, { userNum: row.user_num, userId: row.user_id, email: row.email });
  return { ok: true };
}

export async function verifyEmail(ctx: AccountsContext, token: string): Promise<string> {
  const found = await consumeAccountToken(ctx.db, hashToken(token), 'verify');
  if (!found) throw badRequest(M.verifyLinkInvalid);
  await markEmailVerified(ctx.db, found.userNum, found.email);
  return M.verified;
}

export async function resendVerification(
  ctx: AccountsContext,
  user: SessionUser,
  meta: RequestMeta,
): Promise<string> {
  await ctx.limiter.consume(RATE_RULES.resendVerification, String(user.userNum));
  const row = await findUserByNum(ctx.db, user.userNum);
  if (!row || row.email_verified_at) return M.alreadyVerified;
  sendVerification(ctx, meta, { userNum: row.user_num, userId: row.user_id, email: row.email });
  return M.verificationSent;
}
