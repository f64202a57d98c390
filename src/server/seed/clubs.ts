import type { Db } from '../db/database.ts';
import type { SeedReport } from './seed-report.ts';

const CLUBS = [
  { club_name: 'Crimson Lotus', club_school: 0 },
  { club_name: 'Night Owls', club_school: 1 },
  { club_name: 'Ember Vanguard', club_school: 2 },
];

const AREAS = [
  { area_id: 1, area_name: 'Sacred Gate Campus', holder: 'Crimson Lotus', tax_rate: 5 },
  { area_id: 2, area_name: 'Mystic Peak Campus', holder: 'Night Owls', tax_rate: 3 },
  { area_id: 3, area_name: 'Phoenix Campus', holder: null, tax_rate: 0 },
];

/** Three clubs and the three areas; the Phoenix area has no holder yet ('None', 0%). */
export async function seedClubs(db: Db, _report: SeedReport): Promise<void> {
  await db
    .insertInto('clubs')
    .values(CLUBS)
    .onConflict((oc) => oc.column('club_name').doNothing())
    .execute();
  const clubs = await db.selectFrom('clubs').select(['club_num', 'club_name']).execute();
  const numOf = (name: string | null) => clubs.find((c) => c.club_name === name)?.club_num ?? null;
  await db
    .insertInto('club_areas')
    .values(
      AREAS.map((a) => ({
        area_id: a.area_id,
        area_name: a.area_name,
        club_num: numOf(a.holder),
        tax_rate: a.tax_rate,
      })),
    )
    .onConflict((oc) => oc.column('area_id').doNothing())
    .execute();
}
