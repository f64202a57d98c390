import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface RankingFilter {
  school?: number;
  codes?: readonly number[];
  limit: number;
}

const CHARACTER_COLUMNS = [
  'c.cha_num',
  'c.cha_name',
  'c.cha_level',
  'c.cha_class',
  'c.cha_school',
  'c.cha_money',
  'c.cha_play_minutes',
  'c.cha_level_up_date',
] as const;

function filtered<DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>, f: RankingFilter) {
  let q = qb.where(sql<boolean>`not c.is_gm`);
  if (f.school !== undefined) q = q.where(sql<boolean>`c.cha_school = ${f.school}`);
  if (f.codes) q = q.where(sql<boolean>`c.cha_class in (${sql.join([...f.codes])})`);
  return q.limit(f.limit);
}

/** Current values: level (who reached it first wins a tie) and money. Game masters never rank. */
export function topByLevel(db: Db, f: RankingFilter) {
  const q = db
    .selectFrom('characters as c')
    .select([...CHARACTER_COLUMNS, 'c.cha_mmr as mmr', 'c.cha_pk_score as kills', 'c.cha_pk_death as deaths'])
    .orderBy('c.cha_level', 'desc')
    .orderBy(sql`c.cha_level_up_date asc nulls last`)
    .orderBy('c.cha_num');
  return filtered(q, f).execute();
}

export function topByMoney(db: Db, f: RankingFilter) {
  const q = db
    .selectFrom('characters as c')
    .select([...CHARACTER_COLUMNS, 'c.cha_mmr as mmr', 'c.cha_pk_score as kills', 'c.cha_pk_death as deaths'])
    .orderBy('c.cha_money', 'desc')
    .orderBy('c.cha_num');
  return filtered(q, f).execute();
}

/** The month's figures ('YYYY-MM-01'): MMR gained, or kills (fewer deaths first, then oldest character). */
export function topOfMonth(db: Db, month: string, by: 'mmr' | 'kills', f: RankingFilter) {
  let q = db
    .selectFrom('character_month_stats as s')
    .innerJoin('characters as c', 'c.cha_num', 's.cha_num')
    .select([...CHARACTER_COLUMNS, 's.mmr', 's.kills', 's.deaths'])
    .where('s.month', '=', sql<Date>`${month}::date`)
    .where(by === 'mmr' ? 's.mmr' : 's.kills', '>', 0);
  q = by === 'mmr' ? q.orderBy('s.mmr', 'desc') : q.orderBy('s.kills', 'desc').orderBy('s.deaths');
  return filtered(q.orderBy('s.cha_num'), f).execute();
}

/** Adds to a character's figures of one month (the game server's report, or the seed). */
export async function addMonthStats(
  db: Db,
  month: string,
  chaNum: number,
  add: { mmr?: number; kills?: number; deaths?: number },
): Promise<void> {
  const mmr = add.mmr ?? 0;
  const kills = add.kills ?? 0;
  const deaths = add.deaths ?? 0;
  await db
    .insertInto('character_month_stats')
    .values({ month: sql<Date>`${month}::date`, cha_num: chaNum, mmr, kills, deaths })
    .onConflict((oc) =>
      oc.columns(['month', 'cha_num']).doUpdateSet({
        mmr: sql`character_month_stats.mmr + ${mmr}`,
        kills: sql`character_month_stats.kills + ${kills}`,
        deaths: sql`character_month_stats.deaths + ${deaths}`,
      }),
    )
    .execute();
}
