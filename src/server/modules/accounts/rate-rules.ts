import type { RateRule } from '../../plugins/rate-limit.ts';

/**
 * Attempt limits (docs/decisions/0010-accounts.md, 0011-sign-in-lockout.md). The per-address limits are
 * looser than per-account ones because many players share one address behind mobile carriers' NAT.
 */
const MIN15 = 15 * 60;
export const RATE_RULES = {
  /** Sign-in from browsers and addresses the account has never signed in from: one bucket, shared. */
  loginAccount: { name: 'login-account', limit: 10, windowSeconds: MIN15 },
  /** Sign-in from one browser or address that signed in to the account before: a bucket of its own. */
  loginKnown: { name: 'login-known', limit: 10, windowSeconds: MIN15 },
  /**
   * Every checked password of one account, whatever the bucket (ASVS: at most 100 failures an hour). The
   * shared bucket can fill at most 5 x 10 of it in any hour, so strangers alone never reach it.
   */
  loginAccountHour: { name: 'login-account-hour', limit: 100, windowSeconds: 60 * 60 },
  loginAddress: { name: 'login-ip', limit: 60, windowSeconds: MIN15 },
  register: { name: 'register-ip', limit: 10, windowSeconds: 60 * 60 },
  recoveryAddress: { name: 'recovery-ip', limit: 20, windowSeconds: MIN15 },
  /**
   * Recovery mails per account (find password) or per e-mail address (find ID). Silent: past it the answer
   * is the same, only no mail goes. The window must not outlast a reset link (30 minutes), so while the
   * budget is spent the newest link mailed is still valid.
   */
  recoveryMail: { name: 'recovery-mail', limit: 3, windowSeconds: MIN15 },
  resetAddress: { name: 'reset-ip', limit: 20, windowSeconds: MIN15 },
  secretAnswer: { name: 'secret-answer', limit: 5, windowSeconds: MIN15 },
  secretAnswerAddress: { name: 'secret-answer-ip', limit: 30, windowSeconds: MIN15 },
  passwordCheck: { name: 'password-check', limit: 10, windowSeconds: MIN15 },
  passwordCheckAddress: { name: 'password-check-ip', limit: 60, windowSeconds: MIN15 },
  resendVerification: { name: 'resend-verification', limit: 3, windowSeconds: MIN15 },
} satisfies Record<string, RateRule>;
