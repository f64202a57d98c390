import type { Db } from '../../db/database.ts';
import type { EncodedImage } from './encode.ts';

export interface NewImageRow {
  hash: string;
  image: EncodedImage;
  purpose: string;
  kind: 'image' | 'thumbnail';
  thumbnailHash: string | null;
  uploadedBy: number | null;
  /** Never served by /media nor listed in the library (ticket screenshots). */
  private: boolean;
}

/**
 * Stores one file; the same bytes already stored (same hash) are left as they are, except that a public
 * upload of bytes stored privately makes them public (whoever uploaded them publicly had them already).
 */
export async function insertImage(db: Db, row: NewImageRow): Promise<void> {
  await db
    .insertInto('images')
    .values({
      hash: row.hash,
      content_type: row.image.contentType,
      bytes: row.image.bytes,
      width: row.image.width,
      height: row.image.height,
      byte_size: row.image.bytes.length,
      purpose: row.purpose,
      kind: row.kind,
      thumbnail_hash: row.thumbnailHash,
      uploaded_by: row.uploadedBy,
      private: row.private,
    })
    .onConflict((oc) =>
      row.private
        ? oc.column('hash').doNothing()
        : oc.column('hash').doUpdateSet({ private: false }).where('images.private', '=', true),
    )
    .execute();
}

/** The bytes /media serves for a hash, or undefined (always for a private picture). */
export function findImageFile(db: Db, hash: string) {
  return db
    .selectFrom('images')
    .select(['content_type', 'bytes'])
    .where('hash', '=', hash)
    .where('private', '=', false)
    .executeTakeFirst();
}

export async function countImages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('images')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kind', '=', 'image')
    .where('private', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The media library: uploaded pictures (not their thumbnails), newest first, without their bytes. */
export function listImages(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('images as i')
    .leftJoin('images as t', 't.hash', 'i.thumbnail_hash')
    .leftJoin('users as u', 'u.user_num', 'i.uploaded_by')
    .select([
      'i.hash',
      'i.content_type',
      'i.width',
      'i.height',
      'i.byte_size',
      'i.purpose',
      'i.created_at',
      't.hash as thumb_hash',
      't.content_type as thumb_type',
      't.width as thumb_width',
      't.height as thumb_height',
      'u.user_id',
    ])
    .where('i.kind', '=', 'image')
    .where('i.private', '=', false)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.hash')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** A public picture's type and pixel size, without its bytes; undefined when there is none. */
export function findImageSize(db: Db, hash: string) {
  return db
    .selectFrom('images')
    .select(['content_type', 'width', 'height'])
    .where('hash', '=', hash)
    .where('private', '=', false)
    .executeTakeFirst();
}

/** Links a picture to a smaller copy made from it (the site icon's sizes); the link stays if it is there. */
export async function insertImageSize(
  db: Db,
  link: { imageHash: string; side: number; sizeHash: string },
): Promise<void> {
  await db
    .insertInto('image_sizes')
    .values({ image_hash: link.imageHash, side: link.side, size_hash: link.sizeHash })
    .onConflict((oc) => oc.columns(['image_hash', 'side']).doNothing())
    .execute();
}

/** Public pictures by hash, without their bytes. */
export function findImages(db: Db, hashes: string[]) {
  return db
    .selectFrom('images')
    .select(['hash', 'content_type', 'width', 'height', 'purpose'])
    .where('hash', 'in', hashes)
    .where('private', '=', false)
    .execute();
}

/** The smaller copies made from these pictures, smallest first. */
export function findImageSizes(db: Db, hashes: string[]) {
  return db
    .selectFrom('image_sizes as s')
    .innerJoin('images as i', 'i.hash', 's.size_hash')
    .select(['s.image_hash', 'i.hash', 'i.content_type', 'i.width', 'i.height'])
    .where('s.image_hash', 'in', hashes)
    .where('i.private', '=', false)
    .orderBy('s.image_hash')
    .orderBy('s.side')
    .execute();
}
