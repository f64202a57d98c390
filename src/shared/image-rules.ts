import { IMAGE_PURPOSES, type ImagePurpose } from './contracts/images.ts';

/**
 * What the server makes of a picture for each purpose, written once so the console can say it before the
 * operator saves (docs/product/uploads.md): the size it is stored at, whether an animation is kept, and
 * whether the picture is much smaller than the slot it fills.
 */

/** An animation keeps at most this many frames; one with more is stored as its first frame. */
export const ANIMATION_MAX_FRAMES = 300;
/**
 * All frames together, as read and as stored, at most this many pixels (a 615 x 210 banner of 77 frames):
 * the worst such animation took under 80 MB and a few seconds of its decoding lane, near a large still
 * picture's cost (docs/product/uploads.md, Animation and Load).
 */
export const ANIMATION_MAX_PIXELS = 10_000_000;

/** A picture the slot would enlarge more than this many times gets the console's warning. */
const SMALL_PICTURE_FACTOR = 2;

/**
 * How many times a purpose's slot may enlarge a picture before the console warns: SMALL_PICTURE_FACTOR, but
 * not at all for a purpose made into sizes (the site icon): its 512 x 512 is itself shown whole, on a
 * phone's home screen and splash screen, so any enlargement shows.
 */
export function smallPictureFactor(purpose: ImagePurpose): number {
  return 'sizes' in IMAGE_PURPOSES[purpose] ? 1 : SMALL_PICTURE_FACTOR;
}

/** The type a purpose's pictures are stored as: WebP, unless the purpose names PNG or JPEG. */
export function storedType(purpose: ImagePurpose): 'image/webp' | 'image/png' | 'image/jpeg' {
  const slot = IMAGE_PURPOSES[purpose];
  if (!('format' in slot)) return 'image/webp';
  return slot.format === 'png' ? 'image/png' : 'image/jpeg';
}

interface Size {
  width: number;
  height: number;
}

/** The size one frame is stored at: the slot's box for 'cover', fitted inside it and never enlarged for 'inside'. */
export function storedSize(purpose: ImagePurpose, picture: Size): Size {
  const slot = IMAGE_PURPOSES[purpose];
  if (slot.fit === 'cover') return { width: slot.width, height: slot.height };
  const scale = Math.min(1, slot.width / picture.width, slot.height / picture.height);
  return {
    width: Math.max(1, Math.round(picture.width * scale)),
    height: Math.max(1, Math.round(picture.height * scale)),
  };
}

/** Whether a picture of `frames` frames keeps its animation for `purpose`, and if not, why. */
export type AnimationVerdict = 'kept' | 'still-purpose' | 'too-many-frames' | 'too-large';

export function animationVerdict(
  purpose: ImagePurpose,
  picture: Size & { frames: number },
): AnimationVerdict {
  if (!IMAGE_PURPOSES[purpose].animated) return 'still-purpose';
  if (picture.frames > ANIMATION_MAX_FRAMES) return 'too-many-frames';
  const out = storedSize(purpose, picture);
  const read = picture.width * picture.height * picture.frames;
  const written = out.width * out.height * picture.frames;
  return read > ANIMATION_MAX_PIXELS || written > ANIMATION_MAX_PIXELS ? 'too-large' : 'kept';
}

/**
 * How many times the slot enlarges the picture to fill its place: a 'cover' slot scales until both sides
 * fill it, a fitted one (wallpapers, gallery) until one side does. 1 for the slots that show a picture at
 * its own size (pictures in an article, server information), where a small picture is fine.
 */
export function slotEnlargement(purpose: ImagePurpose, picture: Size): number {
  const slot = IMAGE_PURPOSES[purpose];
  if (!slot.fills) return 1;
  const across = slot.width / picture.width;
  const down = slot.height / picture.height;
  return Math.max(1, slot.fit === 'cover' ? Math.max(across, down) : Math.min(across, down));
}
