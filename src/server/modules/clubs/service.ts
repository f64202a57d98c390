import type { AdminClubAreas, AdminClubs, ClubAreaSave } from '#shared/contracts/admin-clubs.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { changedFields, recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { claimVersion } from '../../db/versions.ts';
import { badRequest, notFound } from '../../http-error.ts';
import * as repo from './repository.ts';

/** Who made a change, for the audit log. */
export interface Editor {
  userNum: number;
  ip: string;
}

const CLUB_SEARCH_LIMIT = 20;

/** GET /api/admin/clubs?search=: the club picker's choices. */
export async function searchClubsForConsole(db: Db, search: string): Promise<AdminClubs> {
  return { data: await repo.searchClubs(db, search, CLUB_SEARCH_LIMIT) };
}

/** GET /api/admin/clubs/areas: every area with its holder (or none) and its tax as stored. */
export async function listAreasForConsole(db: Db): Promise<AdminClubAreas> {
  const rows = await repo.listAreasForConsole(db);
  return {
    data: rows.map((row) => ({
      area_id: row.area_id,
      area_name: row.area_name,
      club:
        row.club_num === null || row.club_name === null || row.club_school === null
          ? null
          : { club_num: row.club_num, club_name: row.club_name, club_school: row.club_school },
      tax_rate: row.tax_rate,
      version: row.version,
    })),
  };
}

/**
 * Sets an area's holder and tax (404 for an unknown area, 400 for a club that does not exist), with its
 * audit row, in one transaction.
 */
export async function updateArea(
  db: Db,
  areaId: number,
  input: ClubAreaSave & Versioned,
  editor: Editor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.lockArea(trx, areaId);
    if (!before) throw notFound('There is no such area.');
    await claimVersion(trx, 'club_areas', areaId, input.version);
    if (input.club_num !== null && !(await repo.lockClub(trx, input.club_num))) {
      throw badRequest('There is no club with this number.', { club_num: 'Choose an existing club.' });
    }
    const values = { club_num: input.club_num, tax_rate: input.tax_rate };
    await repo.updateArea(trx, areaId, values);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'club-area.update',
      recordType: 'club_area',
      recordId: areaId,
      changes: changedFields(before, values, ['club_num', 'tax_rate']),
    });
  });
}
