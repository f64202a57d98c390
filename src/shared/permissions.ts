// Plain constants only (no zod): the client's console may read them without loading a schema library.
/**
 * What a staff member may do, as data: each /api/admin route declares one of these (config.permission) and
 * the auth hook checks it against the caller's role. Adding a power means adding a name here and giving it
 * to roles below, never an `if (role === ...)` in a handler.
 */
export const PERMISSIONS = [
  'console.open',
  'audit.read',
  'staff.manage',
  'players.read',
  /** Ban, unban, sign out everywhere, reset link, mark verified (administrators only). */
  'players.write',
  'tickets.work',
  'content.write',
  'shop.write',
  'economy.write',
  /** The overview's figures: registrations, sign-ins, money in and out, sales (docs/product/dashboard.md). */
  'dashboard.read',
  /** The console's Game page: the bridge's state, parked outbox rows and their retry (docs/product/game-bridge.md). */
  'game.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ['admin', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * An administrator (user type ADMIN_USER_TYPE or more, src/shared/user-types.ts) may do everything;
 * support staff (a staff_grants row) work tickets and read player views; the site's figures (money,
 * sales) are for administrators only, so support staff see the overview without them.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  support: ['console.open', 'players.read', 'tickets.work'],
};

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

export function roleCan(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
