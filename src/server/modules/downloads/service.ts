import type { z } from 'zod';
import type { AdminDownload, AdminDownloads, downloadSaveSchema } from '#shared/contracts/admin-downloads.ts';
import type { Versioned } from '#shared/contracts/versions.ts';
import { changedFields, recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { claimVersion } from '../../db/versions.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { mediaImageSize } from '../images/service.ts';
import * as repo from './repository.ts';

type DownloadInput = z.output<typeof downloadSaveSchema>;

/** Who made a change, for the audit log. */
export interface Editor {
  userNum: number;
  ip: string;
}

const NO_DOWNLOAD = 'There is no such download link.';

const AUDITED = [
  'link_name',
  'link_address',
  'link_type',
  'link_description',
  'link_date',
  'link_icon',
  'icon_width',
  'icon_height',
] as const;

function toAdmin(row: repo.DownloadRow): AdminDownload {
  return {
    id: row.seq,
    name: row.link_name,
    address: row.link_address,
    type: row.link_type,
    description: row.link_description,
    date: row.link_date,
    icon_url: row.link_icon,
    icon_width: row.icon_width,
    icon_height: row.icon_height,
    sort_order: row.sort_order,
    version: row.version,
  };
}

/** GET /api/admin/downloads: every link in page order. */
export async function listDownloadsForConsole(db: Db): Promise<AdminDownloads> {
  return { data: (await repo.listAllDownloads(db)).map(toAdmin) };
}

/** An uploaded icon (under /media) must be stored; its size is taken from the store, not the request. */
async function checkedIcon(db: Db, input: DownloadInput): Promise<DownloadInput> {
  if (!input.icon_url.startsWith('/media/')) return input;
  const size = await mediaImageSize(db, input.icon_url);
  if (!size) {
    const message = 'This icon is not stored on the site: upload it again.';
    throw badRequest(message, { icon_url: message });
  }
  return { ...input, icon_width: size.width, icon_height: size.height };
}

/** The stored values; link_date stays the 'YYYY-MM-DD' text so the audit compares like with like. */
function toValues(input: DownloadInput) {
  return {
    link_name: input.name,
    link_address: input.address,
    link_type: input.type,
    link_description: input.description,
    link_date: input.date,
    link_icon: input.icon_url,
    icon_width: input.icon_width,
    icon_height: input.icon_height,
  } satisfies repo.DownloadValues;
}

/** Adds a link at the end of the page, with its audit row, in one transaction. */
export async function createDownload(db: Db, input: DownloadInput, editor: Editor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const values = toValues(await checkedIcon(trx, input));
    const { seq } = await repo.insertDownload(trx, values);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'download.create',
      recordType: 'download',
      recordId: seq,
      changes: changedFields(null, values, AUDITED),
    });
    return seq;
  });
}

/** Changes a link (404 when there is none), with its audit row, in one transaction. */
export async function updateDownload(
  db: Db,
  id: number,
  input: DownloadInput & Versioned,
  editor: Editor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.lockDownload(trx, id);
    if (!before) throw notFound(NO_DOWNLOAD);
    await claimVersion(trx, 'downloads', id, input.version);
    const values = toValues(await checkedIcon(trx, input));
    await repo.updateDownload(trx, id, values);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'download.update',
      recordType: 'download',
      recordId: id,
      changes: changedFields(before, values, AUDITED),
    });
  });
}

/** Removes a link (404 when there is none); the audit row keeps what it was. */
export async function deleteDownload(db: Db, id: number, editor: Editor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.lockDownload(trx, id);
    if (!before) throw notFound(NO_DOWNLOAD);
    await repo.deleteDownload(trx, id);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'download.delete',
      recordType: 'download',
      recordId: id,
      changes: changedFields(before, null, AUDITED),
    });
  });
}

/** Puts the links in the order of `ids`, which must name every link once (else 409: the list is stale). */
export async function reorderDownloads(db: Db, ids: number[], editor: Editor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await repo.lockDownloadOrder(trx);
    const known = new Set(current);
    if (ids.length !== current.length || !ids.every((id) => known.has(id))) {
      throw conflict('The download links changed meanwhile: reload the list and try again.');
    }
    await repo.setDownloadOrder(trx, ids);
    await recordAudit(trx, {
      staff: editor.userNum,
      ip: editor.ip,
      action: 'download.reorder',
      recordType: 'download',
      recordId: null,
      changes: changedFields({ order: current }, { order: ids }, ['order']),
    });
  });
}
