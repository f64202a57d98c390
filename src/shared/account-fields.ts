// Plain constants only (no zod): the register page draws its form from these before the schema loads.

/** Field lengths of an account (docs/product/accounts.md); the contract (contracts/accounts.ts) checks them. */
export const ACCOUNT_LIMITS = {
  userIdMin: 4,
  userIdMax: 20,
  nameMax: 30,
  passwordMin: 8,
  passwordMax: 20,
  emailMax: 60,
  answerMax: 50,
  phoneMax: 20,
} as const;

/** Secret questions 1-6, our own wording (docs/product/accounts.md, Registration). */
export const SECRET_QUESTIONS = [
  { code: 1, text: 'What is your favorite color?' },
  { code: 2, text: 'In what town did you grow up?' },
  { code: 3, text: 'What is your favorite movie?' },
  { code: 4, text: 'What is the name of your childhood friend?' },
  { code: 5, text: 'What is the name of your pet?' },
  { code: 6, text: 'Who is your favorite singer?' },
] as const;

export const GENDERS = ['Male', 'Female'] as const;
