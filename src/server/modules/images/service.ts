import { createHash } from 'node:crypto';
import {
  type ImageList,
  type ImagePurpose,
  type ImageUploadResponse,
  imagePurposeSchema,
  isPrivatePurpose,
  type StoredImage,
} from '#shared/contracts/images.ts';
import { pageFields } from '#shared/pager.ts';
import { type AuditedKind, logChange } from '../../db/audited.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http-error.ts';
import {
  checkUpload,
  type EncodedImage,
  encodeUpload,
  UPLOAD_MESSAGES,
  type UploadAnimation,
} from './encode.ts';
import { createLanes, type UploadLane } from './gate.ts';
import { createMediaCache, type MediaFile } from './media-cache.ts';
import * as repo from './repository.ts';
import { extensionMatches, mediaUrl, parseMediaFile } from './urls.ts';

/**
 * One picture decodes at a time in each lane (one libvips thread each, encode.ts), so decoding takes at
 * most two cores' worth of threads and two pictures' memory. Three players' uploads may wait, the rest get
 * 503; staff upload one file after another, four may wait (docs/product/uploads.md, Load).
 */
const lanes = createLanes({ player: { running: 1, waiting: 3 }, staff: { running: 1, waiting: 4 } });

/** Who uploaded, for the row and the audit log: null for the seed or a command run on the server. */
export interface Uploader {
  userNum: number | null;
  ip: string | null;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function stored(hash: string, image: EncodedImage): StoredImage {
  return { url: mediaUrl(hash, image.contentType), width: image.width, height: image.height };
}

const IMAGE: AuditedKind = {
  record: 'image',
  fields: ['url', 'width', 'height', 'purpose', 'thumbnail', 'sizes'],
};

/** An upload re-encoded for its purpose and named by its bytes, ready to store. */
export interface EncodedUpload {
  purpose: ImagePurpose;
  hash: string;
  image: EncodedImage;
  /** The thumbnail's hash; equal to `hash` when the picture is no wider than a thumbnail. */
  thumbHash: string | null;
  thumbnail: EncodedImage | null;
  /** The site icon's smaller copies (IMAGE_PURPOSES' `sizes`), each named by its bytes; [] for the rest. */
  sizes: { hash: string; image: EncodedImage }[];
  /** For an animated upload: its frames and whether they were kept (encode.ts). */
  animation: UploadAnimation;
}

/**
 * Checks an upload's header (encode.ts), then re-encodes it for its purpose in its lane. The header is
 * read before the lane is taken, so a refused picture never waits or makes others wait. Runs before any
 * transaction is opened: decoding takes a while and holds no row.
 */
export async function encodeForStorage(
  bytes: Buffer,
  purpose: ImagePurpose,
  lane: UploadLane,
): Promise<EncodedUpload> {
  if (bytes.length === 0) throw badRequest(UPLOAD_MESSAGES.notAnImage);
  const checked = await checkUpload(bytes);
  const { image, thumbnail, sizes, animation } = await lanes[lane].run(() => encodeUpload(checked, purpose));
  return {
    purpose,
    hash: sha256(image.bytes),
    image,
    thumbHash: thumbnail ? sha256(thumbnail.bytes) : null,
    thumbnail,
    sizes: sizes.map((size) => ({ hash: sha256(size.bytes), image: size })),
    animation,
  };
}

/**
 * Stores an encoded upload, its thumbnail (one row when they are the same file) and its sizes (rows of kind
 * 'thumbnail', kept out of the library, each linked to the picture in image_sizes), in the caller's
 * transaction.
 */
export async function storeEncoded(trx: Db, upload: EncodedUpload, uploadedBy: number | null): Promise<void> {
  const { hash, image, thumbHash, thumbnail, purpose } = upload;
  const isPrivate = isPrivatePurpose(purpose);
  if (thumbnail && thumbHash && thumbHash !== hash) {
    await repo.insertImage(trx, {
      hash: thumbHash,
      image: thumbnail,
      purpose,
      kind: 'thumbnail',
      thumbnailHash: null,
      uploadedBy,
      private: isPrivate,
    });
  }
  await repo.insertImage(trx, {
    hash,
    image,
    purpose,
    kind: 'image',
    thumbnailHash: thumbHash,
    uploadedBy,
    private: isPrivate,
  });
  for (const size of upload.sizes) {
    await repo.insertImage(trx, {
      hash: size.hash,
      image: size.image,
      purpose,
      kind: 'thumbnail',
      thumbnailHash: null,
      uploadedBy,
      private: isPrivate,
    });
    await repo.insertImageSize(trx, { imageHash: hash, side: size.image.width, sizeHash: size.hash });
  }
}

/**
 * POST /admin/images: re-encodes the upload for its purpose, then stores the picture, its thumbnail and
 * the audit row in one transaction. The same picture uploaded again gives the same address and no new row
 * (the rows are named by their bytes' hash).
 */
export async function uploadImage(
  db: Db,
  bytes: Buffer,
  purpose: ImagePurpose,
  uploader: Uploader,
): Promise<ImageUploadResponse> {
  const upload = await encodeForStorage(bytes, purpose, 'staff');
  const { hash, image, thumbHash, thumbnail, animation } = upload;
  const result: ImageUploadResponse = {
    ...stored(hash, image),
    thumbnail: thumbnail && thumbHash ? stored(thumbHash, thumbnail) : null,
    animation,
    ...(upload.sizes.length > 0 && { sizes: upload.sizes.map((size) => stored(size.hash, size.image)) }),
  };
  await db.transaction().execute(async (trx) => {
    await storeEncoded(trx, upload, uploader.userNum);
    await logChange(
      trx,
      IMAGE,
      { staff: uploader.userNum, ip: uploader.ip },
      {
        verb: 'upload',
        id: hash,
        after: {
          url: result.url,
          width: result.width,
          height: result.height,
          purpose,
          thumbnail: result.thumbnail?.url,
          sizes: result.sizes?.map((size) => size.url),
        },
      },
    );
  });
  return result;
}

/** Hot images kept in memory (32 MiB); a single file above 2 MiB is always read from the database. */
const hotImages = createMediaCache(32 * 1024 * 1024, 2 * 1024 * 1024);

/**
 * The file /media/<name> serves: `<sha256 hex>.<ext>` exactly, stored with that type; null for anything
 * else. Answered from memory when it was served lately (an address's bytes never change).
 */
export async function readMediaFile(db: Db, name: string): Promise<(MediaFile & { hash: string }) | null> {
  const parsed = parseMediaFile(name);
  if (!parsed) return null;
  let file = hotImages.get(name);
  if (!file) {
    const row = await repo.findImageFile(db, parsed.hash);
    if (!row || !extensionMatches(row.content_type, parsed.ext)) return null;
    file = { contentType: row.content_type, bytes: row.bytes };
    hotImages.set(name, file);
  }
  return { ...file, hash: parsed.hash };
}

const LIBRARY_PAGE_SIZE = 24;

/** GET /admin/images: the uploaded pictures, newest first, with their thumbnails and uploaders. */
export async function imageLibrary(db: Db, page: number): Promise<ImageList> {
  const [rows, total] = await Promise.all([
    repo.listImages(db, LIBRARY_PAGE_SIZE, (page - 1) * LIBRARY_PAGE_SIZE),
    repo.countImages(db),
  ]);
  return {
    data: rows.map((row) => ({
      url: mediaUrl(row.hash, row.content_type),
      width: row.width,
      height: row.height,
      // A purpose renamed since the upload reads as the closest general one.
      purpose: imagePurposeSchema.catch('news-inline').parse(row.purpose),
      thumbnail:
        row.thumb_hash && row.thumb_type && row.thumb_width && row.thumb_height
          ? {
              url: mediaUrl(row.thumb_hash, row.thumb_type),
              width: row.thumb_width,
              height: row.thumb_height,
            }
          : null,
      bytes: row.byte_size,
      uploadedAt: new Date(row.created_at).toISOString(),
      uploadedBy: row.user_id,
    })),
    page,
    total,
    ...pageFields(page, total, LIBRARY_PAGE_SIZE),
  };
}

/**
 * The pixel size of the picture an address under /media names, or null when no such picture is stored:
 * records that use an upload (banners, download icons) take the size from here, not from the request.
 */
export async function mediaImageSize(db: Db, url: string): Promise<{ width: number; height: number } | null> {
  if (!url.startsWith('/media/')) return null;
  const parsed = parseMediaFile(url.slice('/media/'.length));
  if (!parsed) return null;
  const row = await repo.findImageSize(db, parsed.hash);
  if (!row || !extensionMatches(row.content_type, parsed.ext)) return null;
  return { width: row.width, height: row.height };
}

/** A stored public picture as a record that names it needs it: its address, size, purpose and sizes. */
export interface StoredPicture extends StoredImage {
  hash: string;
  purpose: string;
  /** The smaller copies made from it (the site icon's), smallest first; [] for other pictures. */
  sizes: StoredImage[];
}

/**
 * The public pictures of these hashes, with the sizes made from each (the site settings name their brand
 * pictures by hash): two reads, whatever the number. A hash with no public picture is left out.
 */
export async function picturesByHash(db: Db, hashes: string[]): Promise<Map<string, StoredPicture>> {
  const found = new Map<string, StoredPicture>();
  if (hashes.length === 0) return found;
  const [rows, sizes] = await Promise.all([repo.findImages(db, hashes), repo.findImageSizes(db, hashes)]);
  for (const row of rows) {
    found.set(row.hash, {
      hash: row.hash,
      url: mediaUrl(row.hash, row.content_type),
      width: row.width,
      height: row.height,
      purpose: row.purpose,
      sizes: [],
    });
  }
  for (const size of sizes) {
    found.get(size.image_hash)?.sizes.push({
      url: mediaUrl(size.hash, size.content_type),
      width: size.width,
      height: size.height,
    });
  }
  return found;
}

/** The public picture an address under /media names, with its purpose and sizes, or null when none is stored. */
export async function storedPicture(db: Db, url: string): Promise<StoredPicture | null> {
  const parsed = url.startsWith('/media/') ? parseMediaFile(url.slice('/media/'.length)) : null;
  if (!parsed) return null;
  const picture = (await picturesByHash(db, [parsed.hash])).get(parsed.hash);
  return picture && picture.url === url ? picture : null;
}
