import {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_PURPOSES,
  IMAGE_UPLOAD_MAX_BYTES,
  type ImagePurpose,
} from '#shared/contracts/images.ts';
import { isAnimatedPicture } from './image-frames.ts';

interface Size {
  width: number;
  height: number;
}

/** A picked file made ready to send (docs/product/uploads.md, Shrinking in the browser). */
export interface PreparedUpload {
  /** What to send: the file itself, or its shrunk copy. */
  file: Blob;
  /** The picture's own size, upright; null when this browser could not read it (the server then decides). */
  size: Size | null;
  /** Set when the file was shrunk: its bytes and pixel size before and after. */
  shrunk: { fromBytes: number; toBytes: number; from: Size; to: Size } | null;
  /** A shrunk animated GIF or WebP: the copy is its first frame. */
  lostAnimation: boolean;
}

/** Why a file cannot be sent; `message` is for the operator. */
export class PrepareError extends Error {}

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/** Whether the server would refuse the file as it is: too many bytes, too wide or high, too many pixels. */
function overLimits(bytes: number, size: Size | null): boolean {
  if (bytes > IMAGE_UPLOAD_MAX_BYTES) return true;
  if (!size) return false;
  return (
    size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE || size.width * size.height > IMAGE_MAX_PIXELS
  );
}

/**
 * The size to shrink to: the smallest that still gives the server all it keeps for the purpose (a 'cover'
 * slot's box covered, a fitted slot's box filled on one side), never larger than the picture nor than the
 * server's caps, with the picture's own proportions. The server's own resize then loses nothing it would
 * have kept (but for a picture so long that the caps come first).
 */
export function shrinkTarget(purpose: ImagePurpose, size: Size): Size {
  const slot = IMAGE_PURPOSES[purpose];
  const across = slot.width / size.width;
  const down = slot.height / size.height;
  // Within the server's caps too: a banner from a very wide panorama keeps its full height of 210 only
  // while it stays at most IMAGE_MAX_SIDE wide.
  const scale = Math.min(
    1,
    slot.fit === 'cover' ? Math.max(across, down) : Math.min(across, down),
    IMAGE_MAX_SIDE / size.width,
    IMAGE_MAX_SIDE / size.height,
    Math.sqrt(IMAGE_MAX_PIXELS / (size.width * size.height)),
  );
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** Qualities tried in turn, then the same again at three quarters of the size, until a copy fits. */
const QUALITIES = [0.9, 0.8, 0.7, 0.6];
const MAX_ROUNDS = 6;

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Draws the picture at `size` and encodes it as WebP (JPEG where the browser cannot write WebP: Safari, whose
 * canvas answers PNG instead), lowering the quality and then the size until the copy fits the upload limit.
 */
async function encodeUnderLimit(bitmap: ImageBitmap, size: Size): Promise<{ blob: Blob; size: Size } | null> {
  let current = size;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const canvas = document.createElement('canvas');
    canvas.width = current.width;
    canvas.height = current.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    let type = 'image/webp';
    for (const quality of QUALITIES) {
      context.clearRect(0, 0, current.width, current.height);
      if (type === 'image/jpeg') {
        // JPEG has no transparency: a transparent part would turn black.
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, current.width, current.height);
      }
      context.drawImage(bitmap, 0, 0, current.width, current.height);
      let blob = await toBlob(canvas, type, quality);
      if (blob && blob.type !== type) {
        type = 'image/jpeg';
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, current.width, current.height);
        context.drawImage(bitmap, 0, 0, current.width, current.height);
        blob = await toBlob(canvas, type, quality);
      }
      if (blob && blob.size <= IMAGE_UPLOAD_MAX_BYTES) return { blob, size: current };
    }
    current = {
      width: Math.max(1, Math.round(current.width * 0.75)),
      height: Math.max(1, Math.round(current.height * 0.75)),
    };
  }
  return null;
}

/**
 * Reads a picked file's size and, when the server would refuse it for its bytes or its pixels, shrinks it in
 * the browser instead (keeping its proportions) so the upload is accepted. A file within the limits is sent
 * as it is, so an animation within the limit keeps moving.
 */
export async function prepareUpload(file: Blob, purpose: ImagePurpose): Promise<PreparedUpload> {
  // createImageBitmap turns a photo upright by its EXIF orientation, as the server does, and needs no address
  // (the console's CSP allows no blob: pictures).
  const bitmap = await createImageBitmap(file).catch(() => null);
  try {
    const size = bitmap ? { width: bitmap.width, height: bitmap.height } : null;
    if (!overLimits(file.size, size)) return { file, size, shrunk: null, lostAnimation: false };
    if (!bitmap || !size) {
      throw new PrepareError(
        `The file is larger than ${MAX_MB} MB and this browser could not read it to shrink it.`,
      );
    }
    const encoded = await encodeUnderLimit(bitmap, shrinkTarget(purpose, size));
    if (!encoded) throw new PrepareError(`The file is larger than ${MAX_MB} MB and could not be shrunk.`);
    const lostAnimation = isAnimatedPicture(new Uint8Array(await file.arrayBuffer()));
    return {
      file: encoded.blob,
      size,
      shrunk: { fromBytes: file.size, toBytes: encoded.blob.size, from: size, to: encoded.size },
      lostAnimation,
    };
  } finally {
    bitmap?.close();
  }
}
