import { z } from 'zod';

/**
 * The staff second factor (docs/product/staff-security.md): a code from an authenticator app (six digits)
 * or one of the ten recovery codes (ten letters and digits, shown as two groups of five).
 */
export const FACTOR_MESSAGES = {
  codeRequired: 'Enter the six-digit code from your authenticator app, or a recovery code.',
  codeWrong: 'That code is not right (or was already used). Check your app and try again.',
  signInExpired: 'The sign-in waited too long for its code. Enter your password again.',
  alreadyOn: 'Two-step sign-in is already on. Turn it off first to set up a new phone.',
  notStarted: 'Start the set-up first: the code must come from the secret shown there.',
  notOn: 'Two-step sign-in is not on for this account.',
  nothingToReset: 'This account has no two-step sign-in to reset.',
  enrolmentRequired:
    'The site requires two-step sign-in for staff. Set it up on the Security page before using the console.',
  stepUpRequired: 'Confirm this action with a code from your authenticator app.',
  enrolBeforeRequiring: 'Turn on two-step sign-in for your own account before requiring it for all staff.',
} as const;

/** How long a step-up lasts: a dangerous action needs a code proved within this many minutes. */
export const STEP_UP_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;

/** Spaces and dashes are ignored, so a code may be typed as shown ("123 456", "ABCDE-12345"). */
const factorCodeSchema = z
  .string(FACTOR_MESSAGES.codeRequired)
  .max(40, FACTOR_MESSAGES.codeWrong)
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^(\d{6}|[A-Z0-9]{10})$/, FACTOR_MESSAGES.codeWrong));

/** POST /api/processlogin/factor: the token the password step answered with, and the code. */
export const loginFactorRequestSchema = z.object({
  token: z.string().min(20).max(100),
  code: factorCodeSchema,
});

/** POST /api/admin/factor/confirm, /disable and /verify. */
export const factorCodeBodySchema = z.object({ code: factorCodeSchema });

/** GET /api/admin/factor: the caller's own factor. */
export const factorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type FactorStatus = z.infer<typeof factorStatusSchema>;

/** POST /api/admin/factor/enrol: shown once, until a code confirms it. */
export const factorEnrolmentSchema = z.object({ secret: z.string(), uri: z.string() });
export type FactorEnrolment = z.infer<typeof factorEnrolmentSchema>;

/** POST /api/admin/factor/confirm: the recovery codes, shown this once. */
export const factorConfirmedSchema = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type FactorConfirmed = z.infer<typeof factorConfirmedSchema>;

/** GET and PUT /api/admin/staff-security: the operator's setting. */
export const staffSecuritySchema = z.object({ requireStaffFactor: z.boolean() });
export type StaffSecurity = z.infer<typeof staffSecuritySchema>;
