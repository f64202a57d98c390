// Plain constants only (no zod): the client imports these on its first paint.

/**
 * An account's user type (spec section 4): 0 or 1 a player, ADMIN_USER_TYPE or more an admin. The sign-in
 * answer's `status` follows the same scale, so the client reads an admin from it the same way.
 */
export const ADMIN_USER_TYPE = 11;

export function isAdminType(userType: number): boolean {
  return userType >= ADMIN_USER_TYPE;
}
