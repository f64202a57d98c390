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

/** Filters on the columns the covering ranking indexes carry (class, school; GMs are outside every index). */
function filtered<DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>, f: RankingFilter) {
  let q = qb.where(sql<boolean>`not is_gm`);
  if (f.school !== undefined) q = q.where(sql<boolean>`cha_school = ${f.school}`);
  if (f.codes) q = q.where(sql<boolean>`cha_class in (${sql.join([...f.codes])})`);
  return q.limit(f.limit);
}

/**
 * Current values: level (who reached it first wins a tie, then the older character) and money. The top
 * rows are picked from a covering index alone; only they are joined for names and details.
 */
export function topByLevel(db: Db, f: RankingFilter) {
  const top = filtered(
    db
      .selectFrom('characters')
      .select(['cha_num'])
      .orderBy('cha_level', 'desc')
      .orderBy(sql`cha_level_up_date asc nulls last`)
      .orderBy('cha_num'),
    f,
  );
  return db
    .selectFrom(top.as('t'))
    .innerJoin('characters as c', 'c.cha_num', 't.cha_num')
    .select([...CHARACTER_COLUMNS, 'c.cha_mmr as mmr', 'c.cha_pk_score as kills', 'c.cha_pk_death as deaths'])
    .orderBy('c.cha_level', 'desc')
    .orderBy(sql`c.cha_level_up_date asc nulls last`)
    .orderBy('c.cha_num')
    .execute();
}

export function topByMoney(db: Db, f: RankingFilter) {
  const top = filtered(
    db.selectFrom('characters').select(['cha_num']).orderBy('cha_money', 'desc').orderBy('cha_num'),
    f,
  );
  return db
    .selectFrom(top.as('t'))
    .innerJoin('characters as c', 'c.cha_num', 't.cha_num')
    .select([...CHARACTER_COLUMNS, 'c.cha_mmr as mmr', 'c.cha_pk_score as kills', 'c.cha_pk_death as deaths'])
    .orderBy('c.cha_money', 'desc')
    .orderBy('c.cha_num')
    .execute();
}

/** The month's figures ('YYYY-MM-01'): MMR gained, or kills (fewer deaths first, then the older character). */
export function topOfMonth(db: Db, month: string, by: 'mmr' | 'kills', f: RankingFilter) {
  let top = db
    .selectFrom('character_month_stats')
    .select(['cha_num', 'mmr', 'kills', 'deaths'])
    .where('month', '=', sql<Date>`${month}::date`)
    .where(by, '>', 0);
  top = by === 'mmr' ? top.orderBy('mmr', 'desc') : top.orderBy('kills', 'desc').orderBy('deaths');
  const q = db
    .selectFrom(filtered(top.orderBy('cha_num'), f).as('t'))
    .innerJoin('characters as c', 'c.cha_num', 't.cha_num')
    .select([...CHARACTER_COLUMNS, 't.mmr', 't.kills', 't.deaths']);
  return (by === 'mmr' ? q.orderBy('t.mmr', 'desc') : q.orderBy('t.kills', 'desc').orderBy('t.deaths'))
    .orderBy('c.cha_num')
    .execute();
}

/** Adds to a character's figures of one month (the game server's report, or the seed). */
export async function addMonthStats(
  db: Db,
  month: string,
  chaNum: number,
  add: { mmr?: number; kills?: number; deaths?: number },
): Promise<void> {
  await sql`
    insert into character_month_stats (month, cha_num, cha_class, cha_school, is_gm, mmr, kills, deaths)
    select ${month}::date, cha_num, cha_class, cha_school, is_gm, ${add.mmr ?? 0}, ${add.kills ?? 0}, ${add.deaths ?? 0}
    from characters where cha_num = ${chaNum}
    on conflict (month, cha_num) do update set
      mmr = character_month_stats.mmr + excluded.mmr,
      kills = character_month_stats.kills + excluded.kills,
      deaths = character_month_stats.deaths + excluded.deaths`.execute(db);
}
