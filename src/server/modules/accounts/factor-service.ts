import { randomBytes } from 'node:crypto';
import type { AuditChange } from '#shared/contracts/admin.ts';
import {
  FACTOR_MESSAGES as F,
  type FactorConfirmed,
  type FactorEnrolment,
  type FactorStatus,
  RECOVERY_CODE_COUNT,
  STEP_UP_MINUTES,
} from '#shared/contracts/second-factor.ts';
import { type AuditedKind, logChange } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { hashToken } from '../../security/tokens.ts';
import { acceptedTotpStep, base32Encode, newTotpSecret, otpauthUri } from '../../security/totp.ts';
import type { SessionUser } from '../../session.ts';
import type { AccountsContext } from './context.ts';
import * as repo from './factor-repository.ts';
import { findUserByNum } from './repository.ts';
import { endAllSessions, type SessionCache } from './sessions.ts';

/** Whether an account has a confirmed factor, for another module's rule (the site's staff-factor setting). */
export { hasEnabledFactor } from './factor-repository.ts';

/** Who acts, for the audit row: a staff member (or the account itself) from an address, or a command. */
export interface FactorActor {
  staff: number | null;
  ip: string | null;
}

/** An account's second factor: its audit rows are the account's ('factor.enable' on user N). */
const USER: AuditedKind = { record: 'user', action: 'factor', fields: [] };

const wrongCode = () => badRequest(F.codeWrong, { code: F.codeWrong });
const onOff = (from: 'on' | 'off', to: 'on' | 'off'): AuditChange => ({
  field: 'second_factor',
  old: from,
  new: to,
});

/**
 * Checks a code against the account's factor inside the caller's transaction: an app code must be of a
 * step newer than the last one accepted (stored at once, so it never works twice), a recovery code must be
 * unused (used up at once, with its audit row). True when the code proved the factor.
 */
export async function proveFactor(
  trx: Db,
  userNum: number,
  code: string,
  now: Date,
  actor: FactorActor,
): Promise<boolean> {
  const factor = await repo.lockFactor(trx, userNum);
  if (!factor?.enabled_at) return false;
  if (/^\d{6}$/.test(code)) {
    const step = acceptedTotpStep(factor.secret, code, now, Number(factor.last_step));
    if (step === null) return false;
    await repo.storeLastStep(trx, userNum, step);
    return true;
  }
  if (!(await repo.spendRecoveryCode(trx, userNum, hashToken(code), now))) return false;
  const left = await repo.countRecoveryCodesLeft(trx, userNum);
  await logChange(trx, USER, actor, {
    verb: 'recovery_code_used',
    id: userNum,
    changes: [{ field: 'recovery_codes_left', old: left + 1, new: left }],
  });
  return true;
}

/** GET /api/admin/factor. */
export async function factorStatus(db: Db, userNum: number): Promise<FactorStatus> {
  const factor = await repo.findFactor(db, userNum);
  const enabled = Boolean(factor?.enabled_at);
  return { enabled, recoveryCodesLeft: enabled ? await repo.countRecoveryCodesLeft(db, userNum) : 0 };
}

/**
 * POST /api/admin/factor/enrol: a new secret, shown this once (and again only by starting over). It is not
 * on until a code from it confirms it; a factor already on must be turned off first.
 */
export async function startEnrolment(ctx: AccountsContext, user: SessionUser): Promise<FactorEnrolment> {
  const secret = newTotpSecret();
  await ctx.db.transaction().execute(async (trx) => {
    // Locked, and written only while not on: a confirmation racing this request either commits first (this
    // one is refused) or finds the new secret (its code, from the old one, is refused). Never "on" in the
    // audit log with the factor off.
    const current = await repo.lockFactor(trx, user.userNum);
    if (current?.enabled_at || !(await repo.startFactor(trx, user.userNum, secret))) {
      throw conflict(F.alreadyOn);
    }
  });
  return { secret, uri: otpauthUri(await ctx.siteName(), user.userId, secret) };
}

/** Ten codes of ten letters and digits (base32: no 0/O or 1/I to confuse), shown as two groups of five. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => base32Encode(randomBytes(7)).slice(0, 10));
}

/**
 * POST /api/admin/factor/confirm: the first code turns the factor on. New recovery codes replace any old
 * ones (stored hashed, answered this once); the session counts as having proved the factor now; every other
 * session of the account ends (one signed in earlier with a stolen password proved nothing); the audit row
 * commits with it (docs/product/staff-security.md).
 */
export async function confirmEnrolment(
  ctx: AccountsContext,
  user: SessionUser,
  code: string,
  session: { token: string; ip: string },
): Promise<FactorConfirmed> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const factor = await repo.lockFactor(trx, user.userNum);
    if (!factor) throw conflict(F.notStarted);
    if (factor.enabled_at) throw conflict(F.alreadyOn);
    const step = acceptedTotpStep(factor.secret, code, now, Number(factor.last_step));
    if (step === null) throw wrongCode();
    await repo.enableFactor(trx, user.userNum, step, now);
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(trx, user.userNum, codes.map(hashToken));
    await repo.markSessionFactorVerified(trx, hashToken(session.token), now);
    await endAllSessions(trx, ctx.sessions, user.userNum, session.token);
    await logChange(
      trx,
      USER,
      { userNum: user.userNum, ip: session.ip },
      { verb: 'enable', id: user.userNum, changes: [onOff('off', 'on')] },
    );
    return {
      message: 'Two-step sign-in is on. Keep the recovery codes somewhere safe: they are shown only now.',
      recoveryCodes: codes.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`),
    };
  });
}

/** POST /api/admin/factor/disable: needs a current code (or a recovery code). */
export async function disableFactor(
  ctx: AccountsContext,
  user: SessionUser,
  code: string,
  ip: string,
): Promise<string> {
  const actor = { staff: user.userNum, ip };
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.hasEnabledFactor(trx, user.userNum))) throw conflict(F.notOn);
    if (!(await proveFactor(trx, user.userNum, code, ctx.now(), actor))) throw wrongCode();
    await repo.deleteFactor(trx, user.userNum);
    await logChange(trx, USER, actor, { verb: 'disable', id: user.userNum, changes: [onOff('on', 'off')] });
    return 'Two-step sign-in is off.';
  });
}

/**
 * An administrator's reset of another staff member's factor (the console), or `npm run admin -- reset-2fa`
 * (actor null: someone with server access): the factor and its recovery codes go, every session of the
 * account ends, with the audit row. Only a factor that is on can be reset (a set-up never confirmed was
 * never "on"). The account signs in with its password alone until it sets up a new one (or is sent to, when
 * required).
 */
export async function resetFactor(
  db: Db,
  sessions: SessionCache | null,
  userNum: number,
  actor: FactorActor,
  reason: string | null,
): Promise<{ userId: string }> {
  return db.transaction().execute(async (trx) => {
    const account = await findUserByNum(trx, userNum);
    if (!account) throw notFound('There is no such account.');
    const factor = await repo.lockFactor(trx, userNum);
    if (!factor?.enabled_at) throw conflict(F.nothingToReset);
    await repo.deleteFactor(trx, userNum);
    await endAllSessions(trx, sessions, userNum);
    const changes = [onOff('on', 'off')];
    if (reason !== null) changes.push({ field: 'reason', old: null, new: reason });
    await logChange(trx, USER, actor, { verb: 'reset', id: userNum, changes });
    return { userId: account.user_id };
  });
}

/** POST /api/admin/factor/verify: the step-up; the session counts as having proved the factor now. */
export async function verifyStepUp(
  ctx: AccountsContext,
  user: SessionUser,
  code: string,
  session: { token: string; ip: string },
): Promise<string> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await proveFactor(trx, user.userNum, code, now, { staff: user.userNum, ip: session.ip }))) {
      throw wrongCode();
    }
    await repo.markSessionFactorVerified(trx, hashToken(session.token), now);
    return 'Confirmed.';
  });
}

/**
 * Whether a dangerous action must wait for a code: the account has a factor on and this session has not
 * proved it within STEP_UP_MINUTES (docs/product/staff-security.md). Asked by plugins/step-up.ts for the
 * routes declaring `stepUp` (app.ts hands it in) and by the balance adjustment inside its transaction.
 */
export async function stepUpDue(db: Db, userNum: number, sessionToken: string, now: Date): Promise<boolean> {
  const { enabled, verifiedAt } = await repo.findStepUpStanding(db, userNum, hashToken(sessionToken));
  if (!enabled) return false;
  return !verifiedAt || now.getTime() - verifiedAt.getTime() > STEP_UP_MINUTES * 60_000;
}
