import type { StaffRole } from '#shared/permissions.ts';
import { isAdminType } from '#shared/user-types.ts';
import type { Db } from '../../db/database.ts';
import { findStaffGrant } from './repository.ts';

/**
 * A user's staff role: 'admin' for user type ADMIN_USER_TYPE or more (the spec's rule, which its client
 * also reads), else 'support' when a staff_grants row names them, else none (a player).
 */
export async function staffRoleOf(
  db: Db,
  user: { userNum: number; userType: number },
): Promise<StaffRole | null> {
  if (isAdminType(user.userType)) return 'admin';
  const grant = await findStaffGrant(db, user.userNum);
  return grant ? grant.role : null;
}
