import type { TicketAttachment } from '#shared/contracts/tickets.ts';
import { encodeForStorage, storeEncoded } from '../images/service.ts';
import type { TicketsContext } from './context.ts';
import * as repo from './repository.ts';

/**
 * Who asks for a screenshot: a player (their own uploads and their tickets' public messages), a visitor
 * through their ticket's link (that ticket's public messages and their own uploads to it), or staff
 * with 'tickets.work' (everything, notes included; the console's route).
 */
export type AttachmentReader = { userNum: number } | { guestTicket: number } | { staff: true };

/**
 * POST /api/tickets/screenshots: checks and re-encodes the image (the console's upload pipeline, purpose
 * 'ticket-screenshot': private, never on /media) and keeps it as the uploader's pending upload; a ticket or
 * reply then names its id. The answer's addresses are the permission-checked ones.
 */
export async function uploadScreenshot(
  ctx: TicketsContext,
  bytes: Buffer,
  owner: repo.UploadOwner,
  urlOf: (id: number, size: 'full' | 'thumb') => string,
): Promise<TicketAttachment> {
  // Players and visitors share the players' lane: their uploads never take the staff one.
  const upload = await encodeForStorage(bytes, 'ticket-screenshot', 'player');
  const uploadedBy = 'userNum' in owner ? owner.userNum : null;
  const id = await ctx.db.transaction().execute(async (trx) => {
    await storeEncoded(trx, upload, uploadedBy);
    return repo.insertPendingAttachment(trx, {
      imageHash: upload.hash,
      thumbnailHash: upload.thumbHash,
      uploadedBy,
      ticketNumber: 'guestTicket' in owner ? owner.guestTicket : null,
    });
  });
  return {
    id,
    url: urlOf(id, 'full'),
    thumbnailUrl: urlOf(id, 'thumb'),
    width: upload.image.width,
    height: upload.image.height,
  };
}

function mayRead(row: repo.AttachmentFileRow, reader: AttachmentReader): boolean {
  if ('staff' in reader) return true;
  // A staff note's screenshots are for staff only.
  if (row.internal === true) return false;
  const pending = row.message_id === null;
  if ('userNum' in reader) {
    if (pending) return row.uploaded_by === reader.userNum && row.ticket_number === null;
    return row.ticket_user_num === reader.userNum;
  }
  if (row.ticket_number !== reader.guestTicket) return false;
  return !pending || row.uploaded_by === null;
}

/**
 * The bytes of a screenshot (or its thumbnail) for a reader allowed to see it, else null: the route then
 * answers 404, the same as for an id that does not exist.
 */
export async function readAttachment(
  ctx: TicketsContext,
  id: number,
  size: 'full' | 'thumb',
  reader: AttachmentReader,
): Promise<{ contentType: string; bytes: Buffer; hash: string } | null> {
  const row = await repo.findAttachmentFile(ctx.db, id, size);
  if (!row || !mayRead(row, reader)) return null;
  return { contentType: row.content_type, bytes: row.bytes, hash: row.hash };
}
