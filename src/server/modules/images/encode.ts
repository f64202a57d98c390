import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_PURPOSES, type ImagePurpose } from '#shared/contracts/images.ts';
import { badRequest } from '../../http-error.ts';
import { detectFormat } from './detect.ts';

// libvips keeps decoded images in its own cache for repeated operations; each upload is read once.
sharp.cache(false);

/** A picture larger than this (about 8000 x 5000) is refused before it is decoded: a decompression bomb. */
const MAX_INPUT_PIXELS = 40_000_000;
/** The grid copy of wallpapers and gallery pictures. */
const THUMBNAIL_WIDTH = 480;
const THUMBNAIL_MAX_HEIGHT = 1200;
const WEBP_QUALITY = 82;

export const UPLOAD_MESSAGES = {
  notAnImage: 'Upload a PNG, JPEG, WebP or GIF image.',
  unreadable: 'This image is damaged or incomplete and could not be read. Save it again and upload it.',
  tooManyPixels: `This image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
} as const;

export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Reads an upload and makes what is stored: the picture re-encoded as WebP at its purpose's size (cropped
 * for 'cover', fitted and never enlarged for 'inside'), turned upright by its EXIF orientation and stripped
 * of all metadata, plus a thumbnail where the purpose has one. An animated GIF or WebP keeps its first
 * frame only. Anything that is not one of the four types, or that does not decode cleanly, is refused
 * with 400; so is a picture of more than MAX_INPUT_PIXELS, judged from its header before any decoding.
 *
 * sharp does the work on libuv's threads, so the event loop keeps serving while it runs.
 */
export async function encodeUpload(
  bytes: Buffer,
  purpose: ImagePurpose,
): Promise<{ image: EncodedImage; thumbnail: EncodedImage | null }> {
  const format = detectFormat(bytes);
  if (!format) throw badRequest(UPLOAD_MESSAGES.notAnImage);
  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', animated: false } as const;

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(UPLOAD_MESSAGES.unreadable);
  }
  // The signature said one type; libvips must read the same one (a PNG header on something else).
  if (metadata.format !== format || !metadata.width || !metadata.height) {
    throw badRequest(UPLOAD_MESSAGES.unreadable);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw badRequest(UPLOAD_MESSAGES.tooManyPixels);

  const size = IMAGE_PURPOSES[purpose];
  const base = sharp(bytes, input).rotate();
  const full = base.clone().resize({
    width: size.width,
    height: size.height,
    fit: size.fit,
    // A banner or icon must fill its box exactly; a fitted picture is never blown up past its own size.
    withoutEnlargement: size.fit === 'inside',
  });
  const thumb = size.thumbnail
    ? base.clone().resize({
        width: THUMBNAIL_WIDTH,
        height: THUMBNAIL_MAX_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      })
    : null;
  try {
    const [image, thumbnail] = await Promise.all([toWebp(full), thumb ? toWebp(thumb) : null]);
    return { image, thumbnail };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw badRequest(UPLOAD_MESSAGES.tooManyPixels);
    }
    throw badRequest(UPLOAD_MESSAGES.unreadable);
  }
}

async function toWebp(pipeline: Sharp): Promise<EncodedImage> {
  const { data, info } = await pipeline
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
}
