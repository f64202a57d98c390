import type { z } from 'zod';
import {
  LOGIN_STATUS,
  type LoginRequest,
  type LoginResponse,
  ACCOUNT_MESSAGES as M,
  type registerRequestSchema,
} from '#shared/contracts/accounts.ts';
import { FACTOR_MESSAGES as F } from '#shared/contracts/second-factor.ts';
import { isAdminType } from '#shared/user-types.ts';
import { isBlocked } from '../../db/bans.ts';
import type { UserRow } from '../../db/tables/accounts.ts';
import { badRequest } from '../../http-error.ts';
import type { SignInGate } from '../../plugins/maintenance.ts';
import { RATE_RULES } from '../../rate-rules.ts';
import { decoySecretHash, hashSecret, verifySecret } from '../../security/passwords.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { staffStandingOf } from '../admin/staff.ts';
import { gameNameCheck, queueLogin } from '../game/logins.ts';
import { newStaffSignInMail } from './account-mails.ts';
import type { AccountsContext, RequestMeta } from './context.ts';
import { normalizeAnswer } from './context.ts';
import { sendVerification } from './email-links.ts';
import {
  findChallenge,
  hasEnabledFactor,
  insertChallenge,
  lockChallenge,
  spendChallenge,
} from './factor-repository.ts';
import { proveFactor } from './factor-service.ts';
import { syncGamePassword } from './game-password.ts';
import { findKnownLogin, rememberLogin } from './known-login-repository.ts';
import { accountFromGame, linkGameLogin } from './legacy-accounts.ts';
import { passwordProblem } from './password-policy.ts';
import { presentUser } from './present.ts';
import {
  consumeAccountToken,
  findUserByNum,
  findUserByUserId,
  insertUser,
  markEmailVerified,
  markGamePasswordPending,
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
 * address, per bucket (see sign-in-buckets.ts) and per account per hour. During maintenance `gate` refuses
 * a player once the password is known to be right (plugins/maintenance.ts), before anything is written.
 */
export async function login(
  ctx: AccountsContext,
  input: LoginRequest,
  meta: RequestMeta,
  browser: { sessionToken: string | null; deviceToken: string | null },
  gate: SignInGate,
): Promise<LoginResult> {
  const accountKey = input.UserID.toLowerCase();
  // A browser that signed in to this account before is not held to its address's limit: strangers behind
  // the same carrier NAT or cafe address must not be able to spend it for the owner. It still has its own
  // bucket and the hourly cap. A browser without a device token cannot be that one, so its address limit
  // is counted first, and a flood past it is refused before any database work.
  const deviceHash = browser.deviceToken ? hashToken(browser.deviceToken) : null;
  if (!deviceHash) await ctx.limiter.consume(RATE_RULES.loginAddress, meta.ip);
  let row = await findUserByUserId(ctx.db, input.UserID);
  const bucket = await signInBucket(
    ctx.db,
    { userNum: row?.user_num ?? null, key: accountKey },
    deviceHash,
    meta.ip,
  );
  if (deviceHash && bucket.known !== 'device') await ctx.limiter.consume(RATE_RULES.loginAddress, meta.ip);
  await ctx.limiter.consume(bucket.rule, bucket.subject);
  await ctx.limiter.consume(RATE_RULES.loginAccountHour, accountKey);
  let ok = await verifySecret(input.UserPass, row?.password_hash ?? (await decoySecretHash()));
  if (!row) {
    // No site account: perhaps one of the game's existing players, signing in here for the first time.
    const fromGame = await accountFromGame(ctx, input);
    if (fromGame === 'refused') return { data: failed(LOGIN_STATUS.blocked, M.loginBlocked), device: null };
    if (fromGame) [row, ok] = [fromGame, true];
  }
  if (!row || !ok) return { data: failed(LOGIN_STATUS.failed, M.loginFailed), device: null };
  if (isBlocked(row, new Date())) return { data: failed(LOGIN_STATUS.blocked, M.loginBlocked), device: null };
  await ctx.limiter.reset(bucket.rule, bucket.subject);
  await gate(row.user_num);
  // The typed password may also be the game login's of the same name, which then becomes the account's.
  row = await linkGameLogin(ctx, row, input.UserPass);
  // The one moment after a change the site holds the typed password again: the game's copy catches up.
  if (row.game_password_pending_at) {
    await syncGamePassword(ctx, row, input.UserPass, row.game_password_pending_at);
  }
  if (await hasEnabledFactor(ctx.db, row.user_num)) {
    // The password was right; the session waits for the code (docs/product/staff-security.md).
    const { token, hash } = newToken();
    const expiresAt = new Date(ctx.now().getTime() + FACTOR_CHALLENGE_MINUTES * 60_000);
    await insertChallenge(ctx.db, { tokenHash: hash, userNum: row.user_num, expiresAt });
    return {
      data: { ...failed(LOGIN_STATUS.factorRequired, M.factorRequired), factorToken: token },
      device: null,
    };
  }
  return announce(ctx, await signInWrites(ctx, row, bucket.known === 'device', browser, meta, null));
}

/** How long the code step of a sign-in may wait after the password step. */
const FACTOR_CHALLENGE_MINUTES = 5;

/**
 * The code step of a sign-in whose password step answered "factor required": the token it handed out and a
 * code from the app (or a recovery code, used up). Attempts are counted before the code is checked, like
 * passwords: per account per 15 minutes (a success clears it) and in the account's hourly cap; the route
 * also counts them per address. One transaction locks the challenge (live and unused), proves the code,
 * spends the challenge and starts the session: a step that fails rolls back the others, so a code is never
 * used up by a sign-in that did not happen. A maintenance begun since the password step refuses a player
 * here too (`gate`), before the code is spent.
 */
export async function loginWithFactor(
  ctx: AccountsContext,
  input: { token: string; code: string },
  meta: RequestMeta,
  browser: { sessionToken: string | null; deviceToken: string | null },
  gate: SignInGate,
): Promise<LoginResult> {
  const tokenHash = hashToken(input.token);
  const expired = { data: failed(LOGIN_STATUS.failed, F.signInExpired), device: null };
  const challenge = await findChallenge(ctx.db, tokenHash, ctx.now());
  const row = challenge ? await findUserByNum(ctx.db, challenge.user_num) : undefined;
  if (!challenge || !row) return expired;
  const subject = String(row.user_num);
  await ctx.limiter.consume(RATE_RULES.loginFactor, subject);
  await ctx.limiter.consume(RATE_RULES.loginAccountHour, row.user_id.toLowerCase());
  const now = ctx.now();
  const deviceHash = browser.deviceToken ? hashToken(browser.deviceToken) : null;
  let signedIn: SignedIn;
  try {
    signedIn = await ctx.db.transaction().execute(async (trx) => {
      if (!(await lockChallenge(trx, tokenHash, now))) throw new SignInRefused(expired);
      if (!(await proveFactor(trx, row.user_num, input.code, now, { staff: row.user_num, ip: meta.ip }))) {
        throw new SignInRefused({ data: failed(LOGIN_STATUS.failed, F.codeWrong), device: null });
      }
      if (isBlocked(row, new Date())) {
        throw new SignInRefused({ data: failed(LOGIN_STATUS.blocked, M.loginBlocked), device: null });
      }
      await gate(row.user_num);
      await spendChallenge(trx, tokenHash, now);
      const known = await findKnownLogin(trx, row.user_num, deviceHash, meta.ip);
      return signInWrites({ ...ctx, db: trx }, row, known === 'device', browser, meta, now);
    });
  } catch (error) {
    if (error instanceof SignInRefused) return error.result;
    throw error;
  }
  await ctx.limiter.reset(RATE_RULES.loginFactor, subject);
  return announce(ctx, signedIn);
}

/** A code step that ends without a session: thrown to roll back its transaction, answered as `result`. */
class SignInRefused extends Error {
  readonly result: LoginResult;
  constructor(result: LoginResult) {
    super('sign-in refused');
    this.result = result;
  }
}

interface SignedIn {
  result: LoginResult;
  /** The "new sign-in" mail, sent once the writes committed. */
  mail: ReturnType<typeof newStaffSignInMail> | null;
}

/**
 * The end of every successful sign-in: the browser's device token, a new session (the one the browser
 * still carried ends: no fixation), and for a staff account signing in from a browser it has not used
 * before, the "new sign-in" mail, which `announce` sends once the writes are done (the code step's are in
 * its transaction, `ctx.db`).
 */
async function signInWrites(
  ctx: AccountsContext,
  row: UserRow,
  knownDevice: boolean,
  browser: { sessionToken: string | null; deviceToken: string | null },
  meta: RequestMeta,
  factorVerifiedAt: Date | null,
): Promise<SignedIn> {
  // A browser known to this account keeps its token; any other gets a fresh one (a token planted in the
  // browser by someone else never becomes known for this account).
  const device = knownDevice && browser.deviceToken ? browser.deviceToken : newToken().token;
  await rememberLogin(ctx.db, row.user_num, hashToken(device), meta.ip);
  if (browser.sessionToken) await endSession(ctx.db, ctx.sessions, browser.sessionToken);
  const token = await startSession(ctx.db, row.user_num, {
    ip: meta.ip,
    userAgent: meta.userAgent,
    factorVerifiedAt,
  });
  const mail =
    !knownDevice && (await staffStandingOf(ctx.db, { userNum: row.user_num }))
      ? newStaffSignInMail(
          row.email,
          row.user_id,
          { at: ctx.now(), ip: meta.ip, browser: meta.userAgent },
          row.language,
        )
      : null;
  const status = isAdminType(row.user_type)
    ? row.user_type
    : row.email_verified_at
      ? LOGIN_STATUS.player
      : LOGIN_STATUS.unverified;
  const data = { user: await presentUser(ctx.db, row), token, message: M.loginOk, status };
  return { result: { data, device }, mail };
}

function announce(ctx: AccountsContext, signedIn: SignedIn): LoginResult {
  const { mail } = signedIn;
  if (mail) ctx.tasks.run('new sign-in mail', () => ctx.mailer.send(mail));
  return signedIn.result;
}

export type RegisterResult = { ok: true } | { ok: false; errors: Record<string, string> };

/** Counted before validation, so malformed attempts count too. */
export async function countRegistrationAttempt(ctx: AccountsContext, meta: RequestMeta): Promise<void> {
  await ctx.limiter.consume(RATE_RULES.register, meta.ip);
}

/**
 * Registration. With a game bridge the name is also the game's login: one the game already has is refused
 * as taken (when the game can be reached; an unreachable game's clash parks the queued login instead), the
 * login is queued in the account's transaction, and once committed, while the typed password is at hand,
 * the login is delivered and its password written (else it waits for the first sign-in: game-password.ts).
 */
export async function register(
  ctx: AccountsContext,
  input: z.output<typeof registerRequestSchema>,
  meta: RequestMeta,
): Promise<RegisterResult> {
  const taken = { ok: false as const, errors: { userId: M.userIdTaken } };
  const problem = passwordProblem(input.userPassword, input.userId);
  if (problem) return { ok: false, errors: { userPassword: problem } };
  const bridge = ctx.game;
  const inGame = bridge ? await gameNameCheck(bridge, input.userId) : null;
  if (inGame === 'taken') return taken;
  const user = {
    userId: input.userId,
    passwordHash: await hashSecret(input.userPassword),
    secretAnswerHash: await hashSecret(normalizeAnswer(input.secretAnswer)),
    secretQuestion: input.secretQuestion,
    email: input.userEmail,
    nameFirst: input.userFirstName,
    nameLast: input.userLastName,
    gender: input.gender,
    country: input.country,
    language: meta.language,
  };
  const pendingSince = new Date();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertUser(trx, user);
    if (!inserted || !bridge) return inserted;
    await markGamePasswordPending(trx, inserted.user_num, pendingSince);
    await queueLogin(trx, { userId: inserted.user_id, email: inserted.email });
    return inserted;
  });
  if (!row) return taken;
  sendVerification(ctx, meta, { userNum: row.user_num, userId: row.user_id, email: row.email });
  // An unreachable game just said so: the first sign-in writes the password instead of a second wait here.
  if (inGame === 'free') {
    await syncGamePassword(ctx, row, input.userPassword, pendingSince, { deliverFirst: true });
  }
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
