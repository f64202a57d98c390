import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_PURPOSES,
  type ImagePurpose,
} from '#shared/contracts/images.ts';
import { ANIMATION_MAX_PIXELS, animationVerdict, storedType } from '#shared/image-rules.ts';
import { badRequest } from '../../http-error.ts';
import { detectFormat } from './detect.ts';

// libvips keeps decoded images in its own cache for repeated operations; each upload is read once.
sharp.cache(false);
// One libvips thread per picture: each decoding lane (service.ts) then takes at most one core, so a
// player's picture and a staff member's never fight over the same one (docs/product/uploads.md, Load).
sharp.concurrency(1);

/**
 * The widest or tallest picture accepted, judged from the header before any decoding. Real uploads fit:
 * a 4K or 5K screenshot, three 1440p monitors side by side (7680 wide), a camera photo for a banner.
 * Decoding cost follows the width as much as the pixel count (a 65,535 x 600 PNG took ~600 MB and seconds
 * to decode, issue 29 item 8), so each side has its own cap (docs/decisions/0008-images-in-postgres.md).
 */
const MAX_SIDE = IMAGE_MAX_SIDE;
/** A picture larger than this (about 8192 x 4882) is refused before it is decoded: a decompression bomb. */
const MAX_INPUT_PIXELS = IMAGE_MAX_PIXELS;
/** The grid copy of wallpapers and gallery pictures. */
const THUMBNAIL_WIDTH = 480;
const THUMBNAIL_MAX_HEIGHT = 1200;
const WEBP_QUALITY = 82;
/** The link preview picture's quality: a photo-like card, read by every link preview (image-rules.ts). */
const JPEG_QUALITY = 85;
/**
 * What a transparent part of a JPEG (which has no transparency) shows: the site's own background
 * (index.html's theme colour), so a picture made for the site looks as it does on its pages.
 */
const SITE_BACKGROUND = '#120d0b';

export const UPLOAD_MESSAGES = {
  notAnImage: 'Upload a PNG, JPEG, WebP or GIF image.',
  unreadable: 'This image is damaged or incomplete and could not be read. Save it again and upload it.',
  tooWide: `This image is too large: at most ${MAX_SIDE} pixels wide and ${MAX_SIDE} pixels high.`,
  tooManyPixels: `This image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
} as const;

export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/webp' | 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', animated: false } as const;

declare const checked: unique symbol;
/**
 * An upload whose header passed checkUpload, the only thing encodeUpload decodes (no other file can make one),
 * with what the header said: one frame's size, the number of frames and an animation's timing.
 */
export type CheckedUpload = {
  readonly bytes: Buffer;
  readonly width: number;
  readonly height: number;
  readonly frames: number;
  readonly delay: number[] | undefined;
  readonly loop: number | undefined;
  readonly [checked]: true;
};

/**
 * Reads the upload's header only (its first bytes, then libvips' header read, which decodes no pixel) and
 * refuses, with 400, a file that is not one of the four types, a header libvips reads as another type, and
 * a picture wider or higher than MAX_SIDE or of more than MAX_INPUT_PIXELS. Cheap enough to run before an
 * upload waits for a decoding lane, so a bomb never takes a lane's place.
 */
export async function checkUpload(bytes: Buffer): Promise<CheckedUpload> {
  const format = detectFormat(bytes);
  if (!format) throw badRequest(UPLOAD_MESSAGES.notAnImage);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { ...INPUT, limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(UPLOAD_MESSAGES.unreadable);
  }
  // The signature said one type; libvips must read the same one (a PNG header on something else).
  if (metadata.format !== format || !metadata.width || !metadata.height) {
    throw badRequest(UPLOAD_MESSAGES.unreadable);
  }
  if (metadata.width > MAX_SIDE || metadata.height > MAX_SIDE) throw badRequest(UPLOAD_MESSAGES.tooWide);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw badRequest(UPLOAD_MESSAGES.tooManyPixels);
  return {
    bytes,
    width: metadata.width,
    height: metadata.height,
    frames: metadata.pages ?? 1,
    delay: metadata.delay,
    loop: metadata.loop,
  } as CheckedUpload;
}

/** An upload of more than one frame: how many, and whether the stored picture kept them. */
export type UploadAnimation = { frames: number; kept: boolean } | null;

/**
 * Makes what is stored from a checked upload: the picture re-encoded at its purpose's size (cropped for
 * 'cover', fitted and never enlarged for 'inside') as WebP, or the PNG or JPEG its purpose names, turned
 * upright by its EXIF orientation and stripped of all metadata, plus a thumbnail or the smaller sizes where
 * the purpose has them. An animated GIF or WebP stays
 * animated, with its timing, where its purpose allows and its frames fit the limits (animationVerdict in
 * src/shared/image-rules.ts); otherwise its first frame is kept. A file that does not decode cleanly is
 * refused with 400.
 *
 * The upload is decoded once: the thumbnail and sizes are made from the resized pixels, not from a second decoding
 * of the original (which doubled the memory and the time). sharp does the work on libuv's threads, so the
 * event loop keeps serving while it runs.
 */
export async function encodeUpload(
  upload: CheckedUpload,
  purpose: ImagePurpose,
): Promise<{
  image: EncodedImage;
  thumbnail: EncodedImage | null;
  sizes: EncodedImage[];
  animation: UploadAnimation;
}> {
  const size = IMAGE_PURPOSES[purpose];
  // A purpose with a grid thumbnail never animates (IMAGE_PURPOSES): the thumbnail is a still picture.
  const animate = upload.frames > 1 && !size.thumbnail && animationVerdict(purpose, upload) === 'kept';
  let resized: { data: Buffer; info: OutputInfo };
  try {
    // limitInputPixels counts every frame of an animation, so libvips itself holds the animation's bound.
    resized = await sharp(
      upload.bytes,
      animate ? { ...INPUT, animated: true, limitInputPixels: ANIMATION_MAX_PIXELS } : INPUT,
    )
      .rotate()
      .resize({
        width: size.width,
        height: size.height,
        fit: size.fit,
        // A banner or icon must fill its box exactly; a fitted picture is never blown up past its own size.
        withoutEnlargement: size.fit === 'inside',
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw badRequest(UPLOAD_MESSAGES.tooManyPixels);
    }
    throw badRequest(UPLOAD_MESSAGES.unreadable);
  }
  const { width, height, channels, pageHeight } = resized.info;
  const pixels = () =>
    sharp(resized.data, {
      raw: { width, height, channels: channels as 1 | 2 | 3 | 4, ...(animate ? { pageHeight } : {}) },
    });
  // One after the other, not at once: a lane then holds one libuv thread at a time, so two busy lanes
  // leave two of the four for password hashing at sign-in (docs/product/uploads.md, Load).
  const type = storedType(purpose);
  const image = animate
    ? await toWebp(pixels(), { delay: upload.delay, loop: upload.loop })
    : await toStill(pixels(), type);
  const thumbnail = size.thumbnail
    ? await toWebp(
        pixels().resize({
          width: THUMBNAIL_WIDTH,
          height: THUMBNAIL_MAX_HEIGHT,
          fit: 'inside',
          withoutEnlargement: true,
        }),
      )
    : null;
  // The site icon's smaller copies, from the resized square (never a second decoding of the upload).
  const sizes: EncodedImage[] = [];
  for (const side of 'sizes' in size ? size.sizes : []) {
    sizes.push(await toStill(pixels().resize({ width: side, height: side }), type));
  }
  const animation = upload.frames > 1 ? { frames: upload.frames, kept: animate } : null;
  return { image, thumbnail, sizes, animation };
}

/**
 * A still picture in its purpose's type: WebP, PNG (the site icon: lossless, its transparency kept, the type
 * tabs, iPhones and app manifests all read) or JPEG (the link preview picture, flattened on the site's
 * background).
 */
async function toStill(pipeline: Sharp, type: EncodedImage['contentType']): Promise<EncodedImage> {
  if (type === 'image/webp') return toWebp(pipeline);
  const encoder =
    type === 'image/png'
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.flatten({ background: SITE_BACKGROUND }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: type, width: info.width, height: info.height };
}

/** WebP at the site's quality; an animation's frames keep their timing (`timing`), each frame's size is reported. */
async function toWebp(
  pipeline: Sharp,
  timing?: { delay: number[] | undefined; loop: number | undefined },
): Promise<EncodedImage> {
  const { data, info } = await pipeline
    .webp({
      quality: WEBP_QUALITY,
      // An animation is many pictures: the fastest effort keeps the worst one allowed (image-rules.ts) to a
      // few seconds of a lane instead of thirteen, for somewhat larger files (docs/product/uploads.md, Load).
      effort: timing ? 1 : 4,
      ...(timing?.delay ? { delay: timing.delay } : {}),
      ...(timing?.loop !== undefined ? { loop: timing.loop } : {}),
    })
    .toBuffer({ resolveWithObject: true });
  const height = timing ? (info.pageHeight ?? info.height) : info.height;
  return { bytes: data, contentType: 'image/webp', width: info.width, height };
}
