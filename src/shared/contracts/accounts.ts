import { z } from 'zod';
import { ACCOUNT_LIMITS, GENDERS } from '../account-fields.ts';
import { COUNTRY_CODES } from '../countries.ts';
import { LANGUAGES } from '../languages.ts';
import { ADMIN_USER_TYPE } from '../user-types.ts';
import { ERROR_CODES } from './errors.ts';
import { wholeNumber } from './whole-number.ts';

/**
 * The accounts API contract (docs/product/accounts.md, docs/product/api.md): field names are the classic Ran
 * web panel's, messages are the product's. Used by the server routes and by the client forms, so each rule is written once.
 */

export const ACCOUNT_MESSAGES = {
  usernameRequired: 'Username is required.',
  passwordRequired: 'Password is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  confirmRequired: 'Confirm - Password is required.',
  passwordsDiffer: 'Password and Confirm - Password do not match.',
  userIdLength: `Username must be ${ACCOUNT_LIMITS.userIdMin} to ${ACCOUNT_LIMITS.userIdMax} characters.`,
  userIdChars: 'Username may contain only letters, numbers and underscores.',
  userIdTaken: 'That username is already taken. Please choose another.',
  passwordTooShort: `Password must be at least ${ACCOUNT_LIMITS.passwordMin} characters.`,
  passwordTooLong: `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters. Longer passwords are not cut short: please choose one of ${ACCOUNT_LIMITS.passwordMin} to ${ACCOUNT_LIMITS.passwordMax} characters.`,
  passwordCommon: 'That password is too common and easy to guess. Please choose another.',
  passwordIsUserId: 'Password must not be the same as your username.',
  nameTooLong: `Names can be at most ${ACCOUNT_LIMITS.nameMax} characters.`,
  emailTooLong: `Email can be at most ${ACCOUNT_LIMITS.emailMax} characters.`,
  questionInvalid: 'Choose a secret question.',
  answerRequired: 'Secret Answer is required.',
  answerTooLong: `Secret Answer can be at most ${ACCOUNT_LIMITS.answerMax} characters.`,
  genderInvalid: 'Choose Male or Female.',
  countryInvalid: 'Choose your country.',
  termsRequired: 'You must agree to the terms to register.',
  phoneInvalid: 'Enter a valid phone number (digits, spaces, + and - only).',
  registered: 'Registration successful! We sent you an e-mail: follow its link to verify your address.',
  loginOk: 'Login successful.',
  loginFailed: 'Incorrect username or password.',
  factorRequired: 'Enter the code from your authenticator app to finish signing in.',
  loginBlocked: 'This account is blocked. Please contact support.',
  signedOut: 'You have been signed out.',
  currentPasswordRequired: 'Current Password is required.',
  newPasswordRequired: 'New Password is required.',
  retypeRequired: 'Retype New Password is required.',
  retypeMismatch: 'New Password and Re-Enter Password Does not match!',
  passwordIncorrect: 'Password is incorrect. Please try again.',
  passwordValidationFailed: 'An error occurred while validating the password.',
  passwordConfirmed: 'Password confirmed.',
  secretAnswerIncorrect: 'Secret Answer is incorrect. Please try again.',
  secretAnswerConfirmed: 'Secret Answer confirmed.',
  secretAnswerNeeded: 'Please answer your secret question first.',
  currentPasswordWrong: 'Current Password is incorrect.',
  samePassword: 'New Password must be different from the current one.',
  passwordChanged: 'Your password has been changed. Please sign in again.',
  detailsUpdated: 'Your account details have been updated. Please sign in again.',
  notYourAccount: 'You can only change your own account.',
  findIdEmailRequired: 'Email Address is required to retrieve your UserID.',
  findPwEmailRequired: 'Email Address is required to retrieve your Password.',
  findPwIdRequired: 'User ID is required to retrieve your Password.',
  findIdSent: 'If an account is registered to that e-mail address, we have sent its User ID there.',
  findPwSent:
    'If that User ID is registered to that e-mail address, we have sent a link to set a new password. It works once, within 30 minutes.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  resetDone: 'Your new password is set. Please sign in.',
  verifyLinkInvalid: 'This verification link is invalid or has expired. Sign in and ask for a new one.',
  verified: 'Thank you! Your e-mail address is verified.',
  verificationSent: 'We sent a new verification link to your e-mail address.',
  alreadyVerified: 'Your e-mail address is already verified.',
  whitelisted: 'Your current address is now whitelisted for the game login.',
  whitelistBadAddress: 'Your address could not be read. Please try again from your game computer.',
  detailsNeeded:
    'Welcome! Your game account is now a site account too. Please give your e-mail address and a secret question first.',
  detailsSaved:
    'Thank you! Your account is complete. We sent you an e-mail: follow its link to verify your address.',
  detailsAlreadyComplete: 'Your account details are already complete.',
} as const;

const M = ACCOUNT_MESSAGES;
const L = ACCOUNT_LIMITS;

/**
 * Basic e-mail shape: something@label.label, no spaces (docs/product/accounts.md, Registration). Domain labels cannot
 * contain a dot, so each character has exactly one way to match: the test is linear in the input, where
 * the older `[^\s@]+\.[^\s@]+` after the @ backtracked quadratically on a long run of dots.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const email = (requiredMessage: string) =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    // abort: zod runs later checks after a failed one unless told not to; no pattern on an oversized value.
    .max(L.emailMax, { message: M.emailTooLong, abort: true })
    .regex(EMAIL_PATTERN, M.emailInvalid);

/** Length rules of a new password (the server also rejects common passwords and the user id). */
const newPasswordField = (requiredMessage: string = M.passwordRequired) =>
  z
    .string(requiredMessage)
    .min(1, requiredMessage)
    .min(L.passwordMin, M.passwordTooShort)
    .max(L.passwordMax, M.passwordTooLong);

const userIdField = z
  .string(M.usernameRequired)
  .trim()
  .min(1, M.usernameRequired)
  .min(L.userIdMin, M.userIdLength)
  .max(L.userIdMax, { message: M.userIdLength, abort: true })
  .regex(/^[A-Za-z0-9_]+$/, M.userIdChars);

const nameField = z.string().trim().max(L.nameMax, M.nameTooLong).default('');

// ---------------------------------------------------------------- sign-in

export const loginRequestSchema = z.object({
  UserID: z.string(M.usernameRequired).trim().min(1, M.usernameRequired).max(100, M.loginFailed),
  UserPass: z.string(M.passwordRequired).min(1, M.passwordRequired).max(200, M.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const characterSummarySchema = z.object({
  ChaNum: z.number(),
  ChaName: z.string(),
  ChaLevel: z.number(),
  ChaClass: z.number(),
  ChaSchool: z.number(),
  ChaReborn: z.number(),
  /** The character's guild, or null outside one. */
  GuildName: z.string().nullable(),
  /** In game now, as the game bridge last read it (always false without the bridge). */
  ChaOnline: z.boolean(),
});

/** The signed-in player as the API shows it: display data and balances, never a hash. */
const accountUserSchema = z.object({
  UserNum: z.number(),
  UserID: z.string(),
  UserType: z.number(),
  UserPoint: z.number(),
  UserPoint2: z.number(),
  UserEmail: z.string(),
  NameFirst: z.string(),
  NameLast: z.string(),
  PhoneNumber: z.string(),
  UserSQ: z.number(),
  Gender: z.string(),
  Country: z.string(),
  email_verified_at: z.string().nullable(),
  characters: z.array(characterSummarySchema),
  /**
   * An account brought over from the game by its first sign-in that has not yet given the e-mail and secret
   * question the site needs: POST /api/complete-account first, everything else answers 403
   * `account_details_required` until then (docs/product/game-bridge.md).
   */
  details_needed: z.boolean().optional(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const loginResponseSchema = z.object({
  data: z.object({
    user: accountUserSchema.nullable(),
    token: z.string().nullable(),
    message: z.string(),
    /**
     * 0 = player with unverified e-mail, 1 = player, >= 11 = admin (the user type), 2-10 = failure, 4 = the
     * password was right and a second-factor code must follow (POST /api/processlogin/factor with factorToken).
     */
    status: z.number(),
    factorToken: z.string().optional(),
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const LOGIN_STATUS = {
  unverified: 0,
  player: 1,
  failed: 2,
  blocked: 3,
  factorRequired: 4,
  admin: ADMIN_USER_TYPE,
} as const;

export const meResponseSchema = z.object({ user: accountUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// ---------------------------------------------------------------- registration

const secretQuestionField = wholeNumber({
  name: 'secretQuestion',
  min: 1,
  max: 6,
  message: M.questionInvalid,
});
const secretAnswerField = z
  .string(M.answerRequired)
  .trim()
  .min(1, M.answerRequired)
  .max(L.answerMax, M.answerTooLong);
const genderField = z.enum(GENDERS, M.genderInvalid).default('Male');
const countryField = z.enum(COUNTRY_CODES, M.countryInvalid);
const agreeTermsField = z.preprocess(
  (v) => v === true || v === 'true' || v === 'on' || v === 1 || v === '1',
  z.literal(true, M.termsRequired),
);

export const registerRequestSchema = z
  .object({
    userId: userIdField,
    userFirstName: nameField,
    userLastName: nameField,
    userPassword: newPasswordField(M.passwordRequired),
    userPasswordConfirm: z.string(M.confirmRequired).min(1, M.confirmRequired),
    userEmail: email(M.emailRequired),
    secretQuestion: secretQuestionField,
    secretAnswer: secretAnswerField,
    gender: genderField,
    country: countryField,
    agreeTerms: agreeTermsField,
  })
  .superRefine((value, ctx) => {
    if (value.userPassword && value.userPasswordConfirm && value.userPassword !== value.userPasswordConfirm) {
      ctx.addIssue({ code: 'custom', path: ['userPasswordConfirm'], message: M.passwordsDiffer });
    }
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/**
 * What an account brought over from the game gives at its first sign-in: what registration asks for and
 * the game does not keep (the game already has the user id and the password).
 */
export const completeAccountRequestSchema = z.object({
  userFirstName: nameField,
  userLastName: nameField,
  userEmail: email(M.emailRequired),
  secretQuestion: secretQuestionField,
  secretAnswer: secretAnswerField,
  gender: genderField,
  country: countryField,
  agreeTerms: agreeTermsField,
});
export type CompleteAccountRequest = z.input<typeof completeAccountRequestSchema>;

/** Classic `{ message, status, error }` (docs/product/api.md): status 1 success; `error`: form errors. */
export const registerResponseSchema = z.object({
  /** On failure only: 'invalid_input' (src/shared/contracts/errors.ts). */
  code: z.enum(ERROR_CODES).optional(),
  message: z.string(),
  status: z.number(),
  error: z.array(z.string()),
  errors: z.record(z.string(), z.string()).optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// ---------------------------------------------------------------- account page

const accountRef = {
  UserNum: wholeNumber({ name: 'UserNum', min: 1, max: 2_147_483_647 }).optional(),
  UserID: z.string().max(100).optional(),
};

export const validatePasswordRequestSchema = z.object({
  ...accountRef,
  UserPass: z.string(M.passwordRequired).min(1, M.passwordRequired).max(200, M.passwordIncorrect),
});
export type ValidatePasswordRequest = z.input<typeof validatePasswordRequestSchema>;

/** A message present = valid (docs/product/api.md); a wrong answer or password comes back with no message. */
export const validationResultSchema = z.object({ valid: z.boolean(), message: z.string().optional() });
export type ValidationResult = z.infer<typeof validationResultSchema>;

export const updateDetailsRequestSchema = z.object({
  ...accountRef,
  UserPass: z.string(M.passwordRequired).min(1, M.passwordRequired).max(200, M.passwordIncorrect),
  UserPass2: z.string().max(200).optional(),
  UserEmail: email(M.emailRequired),
  NameFirst: nameField,
  NameLast: nameField,
  PhoneNumber: z
    .string()
    .trim()
    .max(L.phoneMax, { message: M.phoneInvalid, abort: true })
    .regex(/^[0-9+\- ]*$/, M.phoneInvalid)
    .default(''),
});
export type UpdateDetailsRequest = z.input<typeof updateDetailsRequestSchema>;

/** The /user form (the password is asked for in the confirmation dialog). */
export const detailsFormSchema = updateDetailsRequestSchema.pick({
  UserEmail: true,
  NameFirst: true,
  NameLast: true,
  PhoneNumber: true,
});

export const userIpResponseSchema = z.object({ useripdata: z.string() });
export type UserIpResponse = z.infer<typeof userIpResponseSchema>;

// ---------------------------------------------------------------- password change

export const secretAnswerRequestSchema = z.object({
  ...accountRef,
  secretAnswer: z.string(M.answerRequired).trim().min(1, M.answerRequired).max(200, M.secretAnswerIncorrect),
});
export type SecretAnswerRequest = z.input<typeof secretAnswerRequestSchema>;

export const updatePasswordRequestSchema = z.object({
  ...accountRef,
  UserPass: z
    .string(M.currentPasswordRequired)
    .min(1, M.currentPasswordRequired)
    .max(200, M.currentPasswordWrong),
  NewUserPass: newPasswordField(M.newPasswordRequired),
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

/** The /changepassword form (docs/product/accounts.md), checked before the secret-answer prompt. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, M.currentPasswordRequired),
    newPassword: z.string().min(1, M.newPasswordRequired).pipe(newPasswordField(M.newPasswordRequired)),
    retypePassword: z.string().min(1, M.retypeRequired),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword && value.retypePassword && value.newPassword !== value.retypePassword) {
      ctx.addIssue({ code: 'custom', path: ['retypePassword'], message: M.retypeMismatch });
    }
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

// ---------------------------------------------------------------- recovery and e-mail links

export const findUserIdRequestSchema = z.object({ findIDEmail: email(M.findIdEmailRequired) });
export type FindUserIdRequest = z.infer<typeof findUserIdRequestSchema>;

export const findPasswordRequestSchema = z.object({
  findPWID: z.string(M.findPwIdRequired).trim().min(1, M.findPwIdRequired).max(100, M.findPwIdRequired),
  findPWEmail: email(M.findPwEmailRequired),
});
export type FindPasswordRequest = z.infer<typeof findPasswordRequestSchema>;

const linkToken = z.string().min(20, M.resetLinkInvalid).max(100, M.resetLinkInvalid);

export const resetPasswordRequestSchema = z.object({
  token: linkToken,
  newPassword: newPasswordField(M.newPasswordRequired),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const resetPasswordFormSchema = z
  .object({
    newPassword: z.string().min(1, M.newPasswordRequired).pipe(newPasswordField(M.newPasswordRequired)),
    retypePassword: z.string().min(1, M.retypeRequired),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword && value.retypePassword && value.newPassword !== value.retypePassword) {
      ctx.addIssue({ code: 'custom', path: ['retypePassword'], message: M.retypeMismatch });
    }
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const verifyEmailRequestSchema = z.object({
  token: z.string().min(20, M.verifyLinkInvalid).max(100, M.verifyLinkInvalid),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

/**
 * The header's language choice kept on the signed-in account (docs/product/languages.md, The account's
 * language): the language of the player's mails. One of the site's languages; one not offered is refused.
 */
export const languageChoiceSchema = z.object({ language: z.enum(LANGUAGES) });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
