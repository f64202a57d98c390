import { z } from 'zod';
import { CLASS_KEYS } from '../classes.ts';
import { wholeNumber } from './whole-number.ts';

export const RANKING_LISTS = ['topmmr', 'toppk', 'toplevel', 'topmoney', 'toplevelside'] as const;
export type RankingList = (typeof RANKING_LISTS)[number];

export const rankingsQuerySchema = z.object({
  list: z
    .enum(RANKING_LISTS)
    .optional()
    .describe('Fill only this list (the others come back empty): a smaller, faster answer for one tab'),
  school: wholeNumber({ name: 'school', min: 0, max: 2 })
    .optional()
    .describe('0 Sacred Gate, 1 Mystic Peak, 2 Phoenix'),
  class: z.enum(CLASS_KEYS).optional().describe('Matches both codes of the class, e.g. brawler = 1 or 64'),
  month: z
    .string()
    .max(7, { message: 'Month must look like YYYY-MM.', abort: true })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must look like YYYY-MM.')
    .optional()
    .describe('Calendar month in Asia/Manila for the MMR and killer lists; default the current month'),
});
export type RankingsQuery = z.infer<typeof rankingsQuerySchema>;

const rankingRowSchema = z.object({
  rank: z.number().int(),
  ChaNum: z.number().int(),
  ChaName: z.string(),
  ChaLevel: z.number().int(),
  ChaClass: z.number().int(),
  ChaSchool: z.number().int(),
  /** Kills: of the month in toppk, lifetime elsewhere. */
  ChaPKScore: z.number().int(),
  /** Deaths: of the month in toppk, lifetime elsewhere. */
  ChaPKDeath: z.number().int(),
  /** MMR: of the month in topmmr, current elsewhere. */
  ChaMMR: z.number().int(),
  ChaMoney: z.number().int(),
  ChaLevelUpDate: z.string().nullable(),
  /** Time logged in the game, in minutes. */
  ChaPlayMinutes: z.number().int(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingsResponseSchema = z.object({
  /** The month the MMR and killer lists count ('YYYY-MM', Asia/Manila). */
  month: z.string(),
  topmmr: z.array(rankingRowSchema),
  toppk: z.array(rankingRowSchema),
  toplevel: z.array(rankingRowSchema),
  topmoney: z.array(rankingRowSchema),
  /** The home page's mini level ranking: top 10, school filter only. */
  toplevelside: z.array(rankingRowSchema),
});
export type RankingsResponse = z.infer<typeof rankingsResponseSchema>;
