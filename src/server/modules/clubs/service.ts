import type { AdminClubAreas, AdminClubs, ClubAreaSave } from '#shared/contracts/admin-clubs.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import type { Editor } from '../../db/audit.ts';
import { type AuditedKind, changeRecord } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http-error.ts';
import * as repo from './repository.ts';

/** An area's holder and tax, as the audit log compares them. */
const AREA: AuditedKind = {
  record: 'club_area',
  action: 'club-area',
  fields: ['club_num', 'tax_rate'],
  table: 'club_areas',
  missing: 'There is no such area.',
};

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
  await db.transaction().execute((trx) =>
    changeRecord(trx, AREA, editor, {
      verb: 'update',
      id: areaId,
      version: input.version,
      lock: () => repo.lockArea(trx, areaId),
      write: async () => {
        if (input.club_num !== null && !(await repo.lockClub(trx, input.club_num))) {
          throw badRequest('There is no club with this number.', { club_num: 'Choose an existing club.' });
        }
        const values = { club_num: input.club_num, tax_rate: input.tax_rate };
        await repo.updateArea(trx, areaId, values);
        return values;
      },
    }),
  );
}
