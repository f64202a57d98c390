import type { RateRule } from '../../plugins/rate-limit.ts';

/**
 * Attempt limits (DESIGN.md "Security"). Per-account limits stop guessing one account's password; the
 * per-address limits are looser because many players share one address behind mobile carriers' NAT.
 */
const MIN15 = 15 * 60;
export const RATE_RULES = {
  loginAccount: { name: 'login-account', limit: 10, windowSeconds: MIN15 },
  loginAddress: { name: 'login-ip', limit: 60, windowSeconds: MIN15 },
  register: { name: 'register-ip', limit: 10, windowSeconds: 60 * 60 },
  recoveryAccount: { name: 'recovery-account', limit: 5, windowSeconds: MIN15 },
  recoveryAddress: { name: 'recovery-ip', limit: 20, windowSeconds: MIN15 },
  resetAddress: { name: 'reset-ip', limit: 20, windowSeconds: MIN15 },
  secretAnswer: { name: 'secret-answer', limit: 5, windowSeconds: MIN15 },
  secretAnswerAddress: { name: 'secret-answer-ip', limit: 30, windowSeconds: MIN15 },
  passwordCheck: { name: 'password-check', limit: 10, windowSeconds: MIN15 },
  passwordCheckAddress: { name: 'password-check-ip', limit: 60, windowSeconds: MIN15 },
  resendVerification: { name: 'resend-verification', limit: 3, windowSeconds: MIN15 },
} satisfies Record<string, RateRule>;
