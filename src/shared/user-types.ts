// Plain constants only (no zod): the client imports these on its first paint.
/**
 * The account's user type (UserType): at or above this an account is an administrator. Sign-in answers an
 * admin with this status, and admin-only routes refuse anyone below it.
 */
export const ADMIN_USER_TYPE = 11;

export const isAdminType = (userType: number): boolean => userType >= ADMIN_USER_TYPE;
