import type { z } from 'zod';
import { reorderSchema } from '#shared/contracts/admin-content.ts';
import {
  type AdminDownload,
  type AdminDownloads,
  adminDownloadsSchema,
  downloadSaveSchema,
} from '#shared/contracts/admin-downloads.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict } from '../../http-error.ts';
import type { OrderedList } from '../../resources/ordered-list/service.ts';
import { mediaImageSize } from '../images/service.ts';
import * as repo from './repository.ts';

type DownloadInput = z.output<typeof downloadSaveSchema>;

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
async function listDownloadsForConsole(db: Db): Promise<AdminDownloads> {
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

/**
 * The console's download links (/api/admin/downloads), an ordered list (resources/ordered-list): a change
 * clears the download page's cache on every instance (docs/product/content.md).
 */
export const downloadList: OrderedList<DownloadInput, repo.DownloadValues> = {
  path: '/admin/downloads',
  topic: 'downloads',
  table: { name: 'downloads', key: 'seq' },
  audit: { record: 'download', fields: AUDITED, table: 'downloads', missing: NO_DOWNLOAD },
  schemas: { save: downloadSaveSchema, order: reorderSchema, list: adminDownloadsSchema },
  text: {
    one: 'download link',
    every: 'the download links',
    added: 'Download link added.',
    saved: 'Download link saved.',
    removed: 'Download link removed.',
    ordered: 'Download order saved.',
  },
  staleOrder: () => conflict('The download links changed meanwhile: reload the list and try again.'),
  toValues: async (trx, input) => toValues(await checkedIcon(trx, input)),
  list: listDownloadsForConsole,
  // Its date read as 'YYYY-MM-DD' text, as the values are written, so the audit compares like with like.
  lock: repo.lockDownload,
};
