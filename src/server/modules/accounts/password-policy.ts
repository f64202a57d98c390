import { ACCOUNT_LIMITS } from '#shared/account-fields.ts';
import { ACCOUNT_MESSAGES } from '#shared/contracts/accounts.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/**
 * The server's rule for a new password (docs/decisions/0010-accounts.md, ASVS): 8 to 20 characters, never cut short, not a
 * well-known password, not the user id. Returns the message to show, or null when the password is fine.
 */
export function passwordProblem(password: string, userId: string): string | null {
  if (password.length === 0) return ACCOUNT_MESSAGES.passwordRequired;
  if (password.length < ACCOUNT_LIMITS.passwordMin) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > ACCOUNT_LIMITS.passwordMax) return ACCOUNT_MESSAGES.passwordTooLong;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return ACCOUNT_MESSAGES.passwordCommon;
  if (lower === userId.toLowerCase()) return ACCOUNT_MESSAGES.passwordIsUserId;
  if (/^(.)\1+$/.test(password)) return ACCOUNT_MESSAGES.passwordCommon;
  return null;
}
