import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { isPermission, type Permission, ROLE_PERMISSIONS, type StaffRole } from '#shared/permissions.ts';
import { isAdminType } from '#shared/user-types.ts';
import { adminMeQueryOptions } from '../../api/admin.ts';
import { hasCode } from '../../api/error-codes.ts';
import type { StoredUser } from '../../session/user-store.ts';

export interface Staff {
  userId: string;
  role: StaffRole;
  permissions: readonly Permission[];
  /** The operator requires two-step sign-in and this staff member has none (GET /api/admin/me says so). */
  mustEnrolFactor?: boolean;
}

export type StaffCheck =
  | { state: 'checking' }
  | { state: 'staff'; staff: Staff }
  | { state: 'not-staff' }
  | { state: 'failed'; retry: () => void };

/**
 * Whether the signed-in user is staff. An administrator is known from the stored user's type (user type
 * ADMIN_USER_TYPE or more, the spec's rule) without a request; anyone else asks GET /api/admin/me, which
 * answers support staff and refuses the rest with 401/403. The server checks every admin call again:
 * this only decides what to show.
 */
export function useStaffCheck(user: StoredUser): StaffCheck {
  const admin = isAdminType(user.UserType);
  const me = useQuery(adminMeQueryOptions(!admin));
  if (admin)
    return {
      state: 'staff',
      staff: { userId: user.UserID, role: 'admin', permissions: ROLE_PERMISSIONS.admin },
    };
  if (me.data)
    return {
      state: 'staff',
      staff: {
        userId: me.data.userId,
        role: me.data.role,
        permissions: me.data.permissions.filter(isPermission),
        mustEnrolFactor: me.data.mustEnrolFactor,
      },
    };
  if (hasCode(me.error, 'unauthenticated', 'forbidden')) return { state: 'not-staff' };
  if (me.isError) return { state: 'failed', retry: () => void me.refetch() };
  return { state: 'checking' };
}

/** The staff member the console is shown to, set by the console's frame around its pages. */
export const StaffContext = createContext<Staff | null>(null);

export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff() outside the console frame');
  return staff;
}
