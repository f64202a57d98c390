// Plain constants only (no zod): the console's guard reads these on the client as well as the server.

/**
 * What a member of staff may do in the operator console. Permissions are data: a route or page names the
 * permission it needs, and a role is the list of permissions it carries (docs/ARCHITECTURE.md, Console).
 */
export const PERMISSIONS = [
  'console.open',
  'audit.read',
  'staff.manage',
  'players.read',
  'tickets.work',
  'content.write',
  'shop.write',
  'economy.write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export type StaffRole = 'admin' | 'support';

/**
 * Administrators (user type ADMIN_USER_TYPE or more, src/shared/user-types.ts) hold every permission;
 * support staff (an account with a support-staff grant) work tickets and read players.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  support: ['console.open', 'players.read', 'tickets.work'],
};
