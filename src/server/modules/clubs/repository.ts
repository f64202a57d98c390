import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The three areas with their holder; an area nobody holds reads 'None' at 0% tax. */
export function listClubAreas(db: Db) {
  return db
    .selectFrom('club_areas as a')
    .leftJoin('clubs as c', 'c.club_num', 'a.club_num')
    .select([
      'a.area_id',
      'a.area_name',
      sql<string>`coalesce(c.club_name, 'None')`.as('club_name'),
      sql<number>`case when c.club_num is null then 0 else a.tax_rate end`.as('tax_rate'),
    ])
    .orderBy('a.area_id')
    .execute();
}
