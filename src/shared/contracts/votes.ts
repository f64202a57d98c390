import { z } from 'zod';
import { CURRENCIES } from '../shop-rules.ts';
import {
  addressProblem,
  linkTemplateProblem,
  usesKey,
  VOTE_ADDRESSES_MAX,
  VOTE_COOLDOWN_MAX_HOURS,
  VOTE_KEY_MAX,
  VOTE_KEY_MIN,
  VOTE_LINK_MAX,
  VOTE_OUTCOMES,
  VOTE_REFUSALS,
  VOTE_REWARD_MAX,
  VOTE_SITE_KINDS,
  VOTE_SITE_NAME_MAX,
} from '../votes.ts';
import { pageFieldsSchema } from './paging.ts';
import { versionField } from './versions.ts';
import { wholeNumber } from './whole-number.ts';

/**
 * Vote for points (docs/product/votes.md): the player's /api/votes, and the console's /api/admin/vote-sites
 * and /api/admin/votes.
 */

const currency = z.enum(CURRENCIES);
const kind = z.enum(VOTE_SITE_KINDS);
const outcome = z.enum(VOTE_OUTCOMES);
const refusal = z.enum(VOTE_REFUSALS);

/** One vote site as the player sees it. */
const playerSiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The site's link with the player's own vote reference in it. */
  link: z.string(),
  rewardAmount: z.number().int(),
  rewardCurrency: currency,
  cooldownHours: z.number().int(),
  /** When the player may be credited here again; null: now. */
  nextVoteAt: z.string().nullable(),
});

const playerVoteSchema = z.object({
  siteName: z.string(),
  outcome,
  reason: refusal.nullable(),
  rewardAmount: z.number().int().nullable(),
  rewardCurrency: currency.nullable(),
  at: z.string(),
});

/** GET /api/votes: the sites to vote on, when each may be voted on again, the player's recent votes. */
export const voteStateSchema = z.object({
  sites: z.array(playerSiteSchema),
  recent: z.array(playerVoteSchema),
  /** The player's balances now: userPoints (R-Coin) and userPoints2 (Milleage), with the credits in. */
  balances: z.object({ userPoints: z.number().int(), userPoints2: z.number().int() }),
  /** The server's clock when it answered, so "vote again in" counts from the same instant. */
  now: z.string(),
});
export type VoteState = z.infer<typeof voteStateSchema>;
export type PlayerVoteSite = z.infer<typeof playerSiteSchema>;

// ---------- the console

export const voteSiteParamsSchema = z.strictObject({
  id: wholeNumber({ name: 'id', min: 1, max: 2_147_483_647 }),
});

/** A vote site's form. The key is write-only: empty keeps the one stored. */
export const voteSiteSaveSchema = z
  .strictObject({
    name: z
      .string({ error: 'Enter the vote site’s name.' })
      .trim()
      .min(1, 'Enter the vote site’s name.')
      .max(VOTE_SITE_NAME_MAX, `The name has at most ${VOTE_SITE_NAME_MAX} characters.`),
    kind: z.enum(VOTE_SITE_KINDS, { error: `The kind must be one of ${VOTE_SITE_KINDS.join(', ')}.` }),
    linkTemplate: z
      .string({ error: 'Enter the vote link.' })
      .trim()
      .max(VOTE_LINK_MAX, `The vote link has at most ${VOTE_LINK_MAX} characters.`)
      .superRefine((value, ctx) => {
        const problem = linkTemplateProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    pingbackKey: z
      .string({ error: 'The pingback key must be text.' })
      .trim()
      .max(VOTE_KEY_MAX, `The pingback key has at most ${VOTE_KEY_MAX} characters.`)
      .refine((key) => key === '' || key.length >= VOTE_KEY_MIN, {
        message: `The pingback key has at least ${VOTE_KEY_MIN} characters.`,
      })
      .optional(),
    allowedAddresses: z
      .array(z.string({ error: 'Each allowed address must be text.' }).trim().max(60), {
        error: 'The allowed addresses must be a list.',
      })
      .max(VOTE_ADDRESSES_MAX, `At most ${VOTE_ADDRESSES_MAX} allowed addresses.`)
      .superRefine((list, ctx) => {
        for (const entry of list) {
          const problem = addressProblem(entry);
          if (problem) {
            ctx.addIssue({ code: 'custom', message: problem });
            return;
          }
        }
      }),
    rewardAmount: wholeNumber({
      name: 'rewardAmount',
      min: 1,
      max: VOTE_REWARD_MAX,
      message: `The reward must be a whole number from 1 to ${VOTE_REWARD_MAX.toLocaleString('en-US')}.`,
    }),
    rewardCurrency: z.enum(CURRENCIES, { error: 'Choose R-Coin or Milleage.' }),
    cooldownHours: wholeNumber({
      name: 'cooldownHours',
      min: 1,
      max: VOTE_COOLDOWN_MAX_HOURS,
      message: `The cooldown must be a whole number of hours from 1 to ${VOTE_COOLDOWN_MAX_HOURS}.`,
    }),
    isEnabled: z.boolean({ error: 'isEnabled must be true or false.' }),
  })
  .superRefine((site, ctx) => {
    if (!usesKey(site.kind) && site.allowedAddresses.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['allowedAddresses'],
        message: 'List the addresses this vote site sends its callbacks from: nothing else proves them.',
      });
    }
  });
export type VoteSiteSave = z.input<typeof voteSiteSaveSchema>;
export type VoteSiteInput = z.output<typeof voteSiteSaveSchema>;

export const adminVoteSiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind,
  linkTemplate: z.string(),
  /** Whether a pingback key is stored (it is never sent back). */
  hasKey: z.boolean(),
  allowedAddresses: z.array(z.string()),
  rewardAmount: z.number().int(),
  rewardCurrency: currency,
  cooldownHours: z.number().int(),
  isEnabled: z.boolean(),
  /** The address to give the vote site for its callbacks. */
  callbackUrl: z.string(),
  ...versionField,
});
export type AdminVoteSite = z.infer<typeof adminVoteSiteSchema>;

export const adminVoteSiteListSchema = z.object({ sites: z.array(adminVoteSiteSchema) });
export type AdminVoteSiteList = z.infer<typeof adminVoteSiteListSchema>;

export const adminVotesQuerySchema = z.strictObject({
  site: wholeNumber({ name: 'site', min: 1, max: 2_147_483_647 }).optional(),
  outcome: z.enum(VOTE_OUTCOMES, { error: 'outcome must be credited or refused.' }).optional(),
  page: wholeNumber({ name: 'page', min: 1, max: 100_000 }).default(1),
});

const adminVoteSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int().nullable(),
  siteName: z.string().nullable(),
  userNum: z.number().int().nullable(),
  userId: z.string().nullable(),
  /** The reference as the callback carried it (cut to 64 characters). */
  reference: z.string().nullable(),
  voterIp: z.string().nullable(),
  callerIp: z.string(),
  outcome,
  reason: refusal.nullable(),
  /** What the vote site said besides (GTop100's Reason). */
  detail: z.string().nullable(),
  rewardAmount: z.number().int().nullable(),
  rewardCurrency: currency.nullable(),
  at: z.string(),
});
export type AdminVote = z.infer<typeof adminVoteSchema>;

/** GET /api/admin/votes: newest first, 25 a page. */
export const adminVoteListSchema = z.object({
  data: z.array(adminVoteSchema),
  page: z.number().int(),
  total: z.number().int(),
  ...pageFieldsSchema.shape,
});
export type AdminVoteList = z.infer<typeof adminVoteListSchema>;

/** GET /api/admin/votes/daily: credited votes per Manila day and site, the last 30 days, oldest first. */
export const adminVoteDailySchema = z.object({
  days: z.array(z.string()),
  sites: z.array(
    z.object({ siteId: z.number().int(), siteName: z.string(), counts: z.array(z.number().int()) }),
  ),
});
export type AdminVoteDaily = z.infer<typeof adminVoteDailySchema>;

// ---------- the demo vote page (outside production only; docs/product/votes.md, The demo vote site)

export const demoVoteParamsSchema = z.strictObject({
  siteId: wholeNumber({ name: 'siteId', min: 1, max: 999_999_999 }),
});

/** GET /api/demo-vote-site/:siteId: what the demo vote page shows (never the site's key). */
export const demoVoteSiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind,
  isEnabled: z.boolean(),
});
export type DemoVoteSite = z.infer<typeof demoVoteSiteSchema>;

/** POST /api/demo-vote-site/:siteId/vote: the reference the link carried, and which button was pressed. */
export const demoVoteSchema = z.strictObject({
  reference: z
    .string({ error: 'The vote link carries no reference.' })
    .trim()
    .min(1, 'The vote link carries no reference.')
    .max(64, 'The vote link’s reference is too long.'),
  counted: z.boolean({ error: 'counted must be true or false.' }),
});
export type DemoVote = z.input<typeof demoVoteSchema>;

/** What the demo vote site did: sent the callback (and the site's answer to it), or sent none. */
export const demoVoteResultSchema = z.object({
  callbackSent: z.boolean(),
  status: z.number().int().nullable(),
});
export type DemoVoteResult = z.infer<typeof demoVoteResultSchema>;

export const playerVotesQuerySchema = z.strictObject({
  page: wholeNumber({ name: 'page', min: 1, max: 100_000 }).default(1),
});
export const playerVotesParamsSchema = z.strictObject({
  userNum: wholeNumber({ name: 'userNum', min: 1, max: 2_147_483_647 }),
});
