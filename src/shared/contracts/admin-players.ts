import { z } from 'zod';
import { CURRENCIES, MAX_BALANCE } from '../shop-rules.ts';
import { pageFieldsSchema } from './paging.ts';
import { wholeNumber } from './whole-number.ts';

/**
 * The console's players API (/api/admin/players..., docs/product/players-console.md): search, the profile,
 * its paged lists, and the operator's actions on an account.
 */

/**
 * An adjustment of more than this many units (either way) needs `confirm: true`: a typo costs real money.
 * The default of the server's ADJUST_CONFIRM_THRESHOLD setting; the server is the one that decides.
 */
export const DEFAULT_ADJUST_CONFIRM_THRESHOLD = 10_000;
/** Results a search lists per page; each search key contributes at most SEARCH_CAP accounts. */
export const PLAYER_SEARCH_PAGE_SIZE = 20;
export const PLAYER_SEARCH_CAP = 100;
/** Rows a ledger, purchases or redemptions page lists. */
export const PLAYER_LIST_PAGE_SIZE = 20;
const REASON_MAX = 200;
/** The highest user type the console sets (the column is a smallint; the game reads 1 to 99). */
const USER_TYPE_MAX = 99;

export const PLAYER_ADMIN_MESSAGES = {
  notFound: 'No account has this number.',
  reasonRequired: 'Give a reason (it is kept in the audit log).',
  reasonTooLong: `The reason can be at most ${REASON_MAX} characters.`,
  belowZero: 'The balance cannot go below zero.',
  aboveCap: `A balance cannot go above ${MAX_BALANCE.toLocaleString('en-US')}.`,
  /** The ledger's bound on one move (docs/decisions/0020-wallet-and-shop.md, Money bounds). */
  amountTooLarge: `An adjustment can be at most ${MAX_BALANCE.toLocaleString('en-US')} either way.`,
  notBanned: 'This account is not banned.',
  endInPast: 'The end of a ban must be in the future.',
  bannedNoReset: 'This account is banned: lift the ban before sending a reset link.',
  alreadyVerified: 'This e-mail address is already verified.',
  sameUserType: 'The account already has this user type.',
  ownUserType: 'You cannot change your own user type.',
  ownFactor: 'Turn your own two-step sign-in off on the Security page, with a code.',
  notCancellable: 'Only an item still waiting in the item bank can be cancelled.',
  purchaseUnknown: 'This account has no such purchase.',
} as const;

/** The 409 of an adjustment above the server's threshold (the console shows it and asks to confirm). */
export const confirmLargeMessage = (threshold: number) =>
  `Adjustments over ${threshold.toLocaleString('en-US')} need a second confirmation.`;

const reason = z
  .string({ error: PLAYER_ADMIN_MESSAGES.reasonRequired })
  .trim()
  .min(1, PLAYER_ADMIN_MESSAGES.reasonRequired)
  .max(REASON_MAX, PLAYER_ADMIN_MESSAGES.reasonTooLong);

const queryPage = wholeNumber({ name: 'page', min: 1, max: 100_000 }).default(1);

export const playerParamsSchema = z.strictObject({
  userNum: wholeNumber({ name: 'userNum', min: 1, max: 2_147_483_647 }),
});
export const purchaseParamsSchema = playerParamsSchema.extend({
  purNum: wholeNumber({ name: 'purNum', min: 1, max: Number.MAX_SAFE_INTEGER }),
});
export const pageQuerySchema = z.strictObject({ page: queryPage });

// ---------- search ----------

export const playerSearchQuerySchema = z.strictObject({
  search: z
    .string()
    .max(60, { message: 'search can be at most 60 characters.', abort: true })
    .trim()
    .default(''),
  page: queryPage,
});
export type PlayerSearchQuery = z.infer<typeof playerSearchQuerySchema>;

const blockSchema = z.object({
  at: z.string(),
  /** null: until lifted. */
  until: z.string().nullable(),
  reason: z.string().nullable(),
});

const playerSummarySchema = z.object({
  userNum: z.number().int(),
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  userType: z.number().int(),
  createdAt: z.string(),
  blocked: blockSchema.nullable(),
});

export const playerSearchSchema = z.object({
  data: z.array(playerSummarySchema),
  page: z.number().int(),
  /** Accounts found (each search key counts at most PLAYER_SEARCH_CAP). */
  total: z.number().int(),
  /** True when a key found more than PLAYER_SEARCH_CAP: narrow the search. */
  capped: z.boolean(),
  last_page: z.number().int(),
});
export type PlayerSearch = z.infer<typeof playerSearchSchema>;

// ---------- profile ----------

/**
 * Whether the account's game copy is in step (docs/product/game-bridge.md): in_step; waiting (`queued`
 * changes still to reach the game); parked (a change the game refused, with its `error`, holding up the
 * rest); password_pending (the game gets the password at the player's next sign-in); not_in_game (an
 * account from before the bridge: the site made no game login for it).
 */
const GAME_SYNC_STATES = ['in_step', 'waiting', 'parked', 'password_pending', 'not_in_game'] as const;
const gameSyncSchema = z.object({
  state: z.enum(GAME_SYNC_STATES),
  queued: z.number().int(),
  error: z.string().nullable(),
});
export type GameSync = z.infer<typeof gameSyncSchema>;

export const playerProfileSchema = z.object({
  account: z.object({
    userNum: z.number().int(),
    userId: z.string(),
    email: z.string(),
    emailVerifiedAt: z.string().nullable(),
    nameFirst: z.string(),
    nameLast: z.string(),
    phone: z.string(),
    gender: z.string(),
    country: z.string(),
    userType: z.number().int(),
    createdAt: z.string(),
    blocked: blockSchema.nullable(),
  }),
  balances: z.object({ rcoin: z.number().int(), milleage: z.number().int() }),
  characters: z.array(
    z.object({
      chaNum: z.number().int(),
      name: z.string(),
      level: z.number().int(),
      class: z.number().int(),
      school: z.number().int(),
    }),
  ),
  /** Newest first: each session is one sign-in (its time and address). */
  sessions: z.array(
    z.object({
      startedAt: z.string(),
      lastSeenAt: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      live: z.boolean(),
    }),
  ),
  /** Addresses the account signed in from successfully (the sign-in limits' known addresses). */
  knownAddresses: z.array(z.object({ ip: z.string(), lastSuccessAt: z.string() })),
  /** The game copy's state; null when no game database is connected. */
  game: gameSyncSchema.nullable(),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

const pagedShape = { page: z.number().int(), total: z.number().int(), ...pageFieldsSchema.shape };

export const playerLedgerSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      currency: z.enum(CURRENCIES),
      amount: z.number().int(),
      balanceAfter: z.number().int(),
      source: z.string(),
      reference: z.string(),
    }),
  ),
  ...pagedShape,
});
export type PlayerLedger = z.infer<typeof playerLedgerSchema>;

export const playerPurchasesSchema = z.object({
  data: z.array(
    z.object({
      purNum: z.number().int(),
      at: z.string(),
      productNum: z.number().int(),
      itemName: z.string(),
      price: z.number().int(),
      currency: z.enum(CURRENCIES),
      /** Item-bank status: 0 waiting, 1 claimed, 2 cancelling (the game is asked), 3 cancelled and refunded. */
      flag: z.number().int(),
    }),
  ),
  ...pagedShape,
});
export type PlayerPurchases = z.infer<typeof playerPurchasesSchema>;

export const playerRedemptionsSchema = z.object({
  data: z.array(
    z.object({
      at: z.string(),
      code: z.string(),
      value: z.number().int(),
      currency: z.enum(CURRENCIES),
      batch: z.string(),
    }),
  ),
  ...pagedShape,
});
export type PlayerRedemptions = z.infer<typeof playerRedemptionsSchema>;

// ---------- actions ----------

export const reasonBodySchema = z.strictObject({ reason });

export const adjustBodySchema = z.strictObject({
  currency: z.enum(CURRENCIES, { error: 'Choose R-Coin or Milleage.' }),
  amount: z
    .number({ error: 'The amount must be a whole number.' })
    .int('The amount must be a whole number.')
    .refine((n) => n !== 0, 'The amount cannot be zero.')
    .refine((n) => Math.abs(n) <= MAX_BALANCE, PLAYER_ADMIN_MESSAGES.amountTooLarge),
  reason,
  /** Required (true) when |amount| exceeds the server's ADJUST_CONFIRM_THRESHOLD. */
  confirm: z.boolean().optional(),
});
export type AdjustBody = z.infer<typeof adjustBodySchema>;

export const banBodySchema = z.strictObject({
  reason,
  /** ISO instant; absent or null: until lifted. */
  until: z.iso.datetime({ offset: true, error: 'The end must be a date and time.' }).nullable().optional(),
});
export type BanBody = z.infer<typeof banBodySchema>;

export const userTypeBodySchema = z.strictObject({
  userType: z.number().int('The user type is a whole number.').min(0).max(USER_TYPE_MAX),
  reason,
});
export type UserTypeBody = z.infer<typeof userTypeBodySchema>;

export const actionResponseSchema = z.object({ message: z.string() });
export type ActionResponse = z.infer<typeof actionResponseSchema>;

export const adjustResponseSchema = z.object({
  message: z.string(),
  balances: z.object({ rcoin: z.number().int(), milleage: z.number().int() }),
});
export type AdjustResponse = z.infer<typeof adjustResponseSchema>;
