import { IMAGE_PURPOSES, IMAGE_UPLOAD_MAX_BYTES, type ImagePurpose } from '#shared/contracts/images.ts';
import {
  ANIMATION_MAX_FRAMES,
  ANIMATION_MAX_PIXELS,
  animationVerdict,
  slotEnlargement,
  smallPictureFactor,
} from '#shared/image-rules.ts';
import type { PreparedUpload } from './image-prepare.ts';

/** One line under a picture field: what happened to the upload ('info') or what may look wrong ('warning'). */
export interface UploadNote {
  tone: 'info' | 'warning';
  text: string;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * What the operator is told after an upload, before the form is saved (docs/product/uploads.md): that a
 * large file was shrunk, what became of an animation, and that a picture much smaller than its slot will
 * look blurred. `animation` is the server's answer (null for a still picture).
 */
export function uploadNotes(
  purpose: ImagePurpose,
  prepared: PreparedUpload,
  animation: { frames: number; kept: boolean } | null,
): UploadNote[] {
  const notes: UploadNote[] = [];
  const { shrunk, size } = prepared;
  if (shrunk) {
    notes.push({
      tone: 'info',
      text:
        `Shrunk from ${megabytes(shrunk.fromBytes)} to ${megabytes(shrunk.toBytes)} ` +
        `(${shrunk.from.width} × ${shrunk.from.height} to ${shrunk.to.width} × ${shrunk.to.height}) ` +
        `to fit the ${MAX_MB} MB limit.`,
    });
  }
  if (prepared.lostAnimation) {
    notes.push({
      tone: 'warning',
      text: `Its animation is not kept: only an animated file of at most ${MAX_MB} MB keeps moving, so the shrunk copy shows its first frame.`,
    });
  }
  if (animation) notes.push(animationNote(purpose, size, animation));
  if (size) notes.push(...sizeNotes(purpose, size));
  return notes;
}

/** A picture much smaller than its place; for the site icon, any smaller than 512 a side, or not square. */
function sizeNotes(purpose: ImagePurpose, size: { width: number; height: number }): UploadNote[] {
  const notes: UploadNote[] = [];
  const slot = IMAGE_PURPOSES[purpose];
  const box = `${slot.width} × ${slot.height}`;
  if ('sizes' in slot) {
    if (size.width !== size.height) {
      notes.push({
        tone: 'warning',
        text: `This picture is ${size.width} × ${size.height}, not square: only its middle square is used.`,
      });
    }
    if (slotEnlargement(purpose, size) > smallPictureFactor(purpose)) {
      notes.push({
        tone: 'warning',
        text:
          `This picture is only ${size.width} × ${size.height}; the largest icon made from it is ${box}, ` +
          `so that one will look blurred. Choose a square picture of at least ${box} if you have one.`,
      });
    }
    return notes;
  }
  const times = slotEnlargement(purpose, size);
  if (times > smallPictureFactor(purpose)) {
    notes.push({
      tone: 'warning',
      text:
        `This picture is only ${size.width} × ${size.height}; its place is ${box}, ` +
        `so it is shown about ${Math.round(times)} times larger and will look blurred. ` +
        `Choose a picture of at least ${box} if you have one.`,
    });
  }
  return notes;
}

function animationNote(
  purpose: ImagePurpose,
  size: { width: number; height: number } | null,
  animation: { frames: number; kept: boolean },
): UploadNote {
  const { frames } = animation;
  if (animation.kept) return { tone: 'info', text: `Animated: all ${frames} frames are kept.` };
  const why = size ? animationVerdict(purpose, { ...size, frames }) : 'too-large';
  const first = `only its first frame (of ${frames}) is kept, as a still picture`;
  if (why === 'still-purpose') {
    return { tone: 'warning', text: `Pictures for this place do not move: ${first}.` };
  }
  if (why === 'too-many-frames') {
    return {
      tone: 'warning',
      text: `It has more frames than an animation may keep (${ANIMATION_MAX_FRAMES}): ${first}.`,
    };
  }
  return {
    tone: 'warning',
    text:
      `Its frames are too large together to keep moving (at most ${ANIMATION_MAX_PIXELS / 1_000_000} ` +
      `million pixels in all): ${first}. A shorter or smaller animation keeps moving.`,
  };
}
