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

/** The areas as stored, with their holder, for the console. */
export function listAreasForConsole(db: Db) {
  return db
    .selectFrom('club_areas as a')
    .leftJoin('clubs as c', 'c.club_num', 'a.club_num')
    .select([
      'a.area_id',
      'a.area_name',
      'a.club_num',
      'a.tax_rate',
      'a.version',
      'c.club_name',
      'c.club_school',
    ])
    .orderBy('a.area_id')
    .execute();
}

/** One area, locked until the transaction ends; undefined when there is none. */
export function lockArea(trx: Db, areaId: number) {
  return trx
    .selectFrom('club_areas')
    .select(['area_id', 'club_num', 'tax_rate'])
    .where('area_id', '=', areaId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateArea(
  trx: Db,
  areaId: number,
  values: { club_num: number | null; tax_rate: number },
): Promise<void> {
  await trx.updateTable('club_areas').set(values).where('area_id', '=', areaId).execute();
}

/** A club by number, locked against deletion until the transaction ends. */
export function lockClub(trx: Db, clubNum: number) {
  return trx
    .selectFrom('clubs')
    .select(['club_num', 'club_name'])
    .where('club_num', '=', clubNum)
    .forShare()
    .executeTakeFirst();
}

/** Clubs whose name contains `text` (any case; % and _ match themselves), by name. */
export function searchClubs(db: Db, text: string, limit: number) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('clubs')
    .select(['club_num', 'club_name', 'club_school'])
    .where('club_name', 'ilike', pattern)
    .orderBy('club_name')
    .orderBy('club_num')
    .limit(limit)
    .execute();
}
