import { classCodes } from '#shared/classes.ts';
import type { RankingList, RankingRow, RankingsQuery, RankingsResponse } from '#shared/contracts/rankings.ts';
import { manilaMonthKey, monthLabel, previousMonthKey } from '#shared/manila-time.ts';
import { RANKING_LIMIT, RANKING_MONTHS, SIDE_RANKING_LIMIT } from '#shared/rankings.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http-error.ts';
import * as repo from './repository.ts';

type Row = Awaited<ReturnType<typeof repo.topByLevel>>[number];

function toRow(row: Row, index: number): RankingRow {
  return {
    rank: index + 1,
    ChaNum: row.cha_num,
    ChaName: row.cha_name,
    ChaLevel: row.cha_level,
    ChaClass: row.cha_class,
    ChaSchool: row.cha_school,
    ChaPKScore: row.kills,
    ChaPKDeath: row.deaths,
    ChaMMR: row.mmr,
    ChaMoney: Number(row.cha_money),
    ChaLevelUpDate: row.cha_level_up_date ? new Date(row.cha_level_up_date).toISOString() : null,
    ChaPlayMinutes: row.cha_play_minutes,
  };
}

/** The oldest month the monthly lists can be asked for (RANKING_MONTHS back, counting the current one). */
function earliestRankingMonth(now: Date): string {
  let month = manilaMonthKey(now);
  for (let i = 1; i < RANKING_MONTHS; i++) month = previousMonthKey(month);
  return month;
}

/** The month a request ranks: the asked one (within the last RANKING_MONTHS), else the current one in Manila. */
export function resolveMonth(asked: string | undefined, now: Date): string {
  const current = manilaMonthKey(now);
  if (!asked) return current;
  if (asked > current)
    throw badRequest('Month must not be in the future.', { month: 'Month must not be in the future.' });
  const earliest = earliestRankingMonth(now);
  if (asked < earliest) {
    const message = `Rankings go back to ${monthLabel(earliest)}.`;
    throw badRequest(message, { month: message });
  }
  return asked;
}

/**
 * All five lists for one filter. MMR and kills count the calendar month in Asia/Manila (so they reset on
 * the 1st at Manila midnight); level and money rank current values. Game masters are left out; ties are
 * broken by a fixed order so a list never reshuffles between two loads.
 */
export async function loadRankings(
  db: Db,
  query: RankingsQuery,
  now: Date = new Date(),
): Promise<RankingsResponse> {
  const month = resolveMonth(query.month, now);
  const codes = query.class ? classCodes(query.class) : undefined;
  const full = { school: query.school, codes, limit: RANKING_LIMIT };
  const monthDate = `${month}-01`;
  const wanted = (list: RankingList) => !query.list || query.list === list;
  const none = async () => [];
  const [mmr, pk, level, money, side] = await Promise.all([
    wanted('topmmr') ? repo.topOfMonth(db, monthDate, 'mmr', full) : none(),
    wanted('toppk') ? repo.topOfMonth(db, monthDate, 'kills', full) : none(),
    wanted('toplevel') ? repo.topByLevel(db, full) : none(),
    wanted('topmoney') ? repo.topByMoney(db, full) : none(),
    wanted('toplevelside')
      ? repo.topByLevel(db, { school: query.school, limit: SIDE_RANKING_LIMIT })
      : none(),
  ]);
  return {
    month,
    topmmr: mmr.map(toRow),
    toppk: pk.map(toRow),
    toplevel: level.map(toRow),
    topmoney: money.map(toRow),
    toplevelside: side.map(toRow),
  };
}

/** Records one fight at instant `at`: the month it lands in is the calendar month in Manila. */
export async function recordFight(
  db: Db,
  fight: { killer: number; victim: number; mmrGain?: number; at: Date },
): Promise<void> {
  const month = `${manilaMonthKey(fight.at)}-01`;
  await repo.addMonthStats(db, month, fight.killer, { kills: 1, mmr: fight.mmrGain ?? 0 });
  await repo.addMonthStats(db, month, fight.victim, { deaths: 1 });
}
