import type { AuditChange } from '#shared/contracts/admin.ts';
import type { StaffRole } from '#shared/permissions.ts';
import { ADMIN_USER_TYPE, isAdminType } from '#shared/user-types.ts';
import { type AuditedKind, logChange } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import type { StaffStanding } from '../../plugins/auth.ts';
import * as repo from './repository.ts';

/**
 * A user's staff role: 'admin' for user type ADMIN_USER_TYPE or more (the spec's rule, which its client
 * also reads), else 'support' when a staff_grants row names them, else none (a player). Read from the
 * database on every console request, not from the session lookup (which an instance may remember for a
 * second): a role taken away, from the console or by `npm run admin` beside the site, stops at once. The
 * same read says whether the operator requires a second factor this staff member has not set up yet
 * (docs/product/staff-security.md), so that too applies from the next request.
 */
export async function staffStandingOf(db: Db, user: { userNum: number }): Promise<StaffStanding | null> {
  const standing = await repo.findStaffStanding(db, user.userNum);
  if (!standing) return null;
  const role: StaffRole | null = isAdminType(standing.user_type) ? 'admin' : (standing.role ?? null);
  if (!role) return null;
  return { role, mustEnrolFactor: standing.require_staff_factor && !standing.factor_on };
}

/** The user type a player account has; revoking an administrator returns the account to it. */
const PLAYER_USER_TYPE = 1;

/** A staff change refused as asked (unknown account, a support grant for an administrator). */
class StaffChangeError extends Error {}

export interface StaffChange {
  userNum: number;
  userId: string;
  /** What the account's role was and is now; equal when nothing needed to change (no audit row then). */
  before: StaffRole | null;
  after: StaffRole | null;
}

/** Who makes the change: a staff member through the console, or null for `npm run admin` on the server. */
interface Actor {
  staff: number | null;
  ip: string | null;
}

/** A staff role is the account's: 'staff.grant' on user N. */
const USER: AuditedKind = { record: 'user', action: 'staff', fields: [] };

async function change(
  db: Db,
  userId: string,
  actor: Actor,
  verb: 'grant' | 'revoke',
  decide: (account: { userType: number; role: StaffRole | null }) => {
    userType: number;
    role: StaffRole | null;
  },
): Promise<StaffChange> {
  return db.transaction().execute(async (trx) => {
    const user = await repo.lockUserById(trx, userId);
    if (!user) throw new StaffChangeError(`No account has the user ID '${userId}'.`);
    const grant = await repo.findStaffGrant(trx, user.user_num);
    const before = isAdminType(user.user_type) ? 'admin' : grant ? 'support' : null;
    const next = decide({ userType: user.user_type, role: before });
    const changes: AuditChange[] = [];
    if (next.userType !== user.user_type) {
      await repo.setUserType(trx, user.user_num, next.userType);
      changes.push({ field: 'user_type', old: user.user_type, new: next.userType });
    }
    const wantGrant = next.role === 'support';
    if (wantGrant && !grant) await repo.insertStaffGrant(trx, user.user_num, actor.staff);
    if (!wantGrant && grant) await repo.deleteStaffGrant(trx, user.user_num);
    if (next.role !== before) changes.push({ field: 'role', old: before, new: next.role });
    if (changes.length > 0) {
      await logChange(trx, USER, actor, { verb, id: user.user_num, changes });
    }
    return { userNum: user.user_num, userId: user.user_id, before, after: next.role };
  });
}

/**
 * Makes an account staff. 'admin' raises its user type to ADMIN_USER_TYPE (when below) and ends a support
 * grant; 'support' adds the grant, and is refused for an administrator (revoke first: a role is one).
 */
export function grantStaffRole(db: Db, userId: string, role: StaffRole, actor: Actor): Promise<StaffChange> {
  return change(db, userId, actor, 'grant', (account) => {
    if (role === 'admin') return { userType: Math.max(account.userType, ADMIN_USER_TYPE), role: 'admin' };
    if (account.role === 'admin') {
      throw new StaffChangeError(
        `'${userId}' is an administrator; revoke that first to make them support staff.`,
      );
    }
    return { userType: account.userType, role: 'support' };
  });
}

/** Makes an account a player again: the support grant ends and an administrator's user type returns to 1. */
export function revokeStaffRole(db: Db, userId: string, actor: Actor): Promise<StaffChange> {
  return change(db, userId, actor, 'revoke', (account) => ({
    userType: isAdminType(account.userType) ? PLAYER_USER_TYPE : account.userType,
    role: null,
  }));
}
