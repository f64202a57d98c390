/**
 * Whether a file is an animation (a GIF of two or more frames, or a WebP with its animation flag), read from
 * its bytes: a browser draws only the first frame into a canvas, so a shrunk copy of one is still.
 */
export function isAnimatedPicture(bytes: Uint8Array): boolean {
  return gifFrameCount(bytes, 2) >= 2 || isAnimatedWebp(bytes);
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** WebP's extended header (VP8X) carries an animation flag (bit 1 of its first byte). */
function isAnimatedWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 21 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return false;
  return ascii(bytes, 12, 4) === 'VP8X' && ((bytes[20] ?? 0) & 0x02) !== 0;
}

/** Skips a run of GIF data sub-blocks (a length byte, then that many bytes, until a zero length). */
function skipSubBlocks(bytes: Uint8Array, at: number): number {
  let position = at;
  while (position < bytes.length) {
    const length = bytes[position] ?? 0;
    position += 1 + length;
    if (length === 0) break;
  }
  return position;
}

/**
 * The number of frames (image descriptors) in a GIF, counting up to `stopAt`; 0 for a file that is not a GIF.
 * Walks the blocks without decoding any picture: the GIF89a layout of header, screen descriptor, optional
 * colour tables, extensions and images.
 */
export function gifFrameCount(bytes: Uint8Array, stopAt = Number.POSITIVE_INFINITY): number {
  if (bytes.length < 13 || !/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 0;
  const screenFlags = bytes[10] ?? 0;
  let position = 13 + (screenFlags & 0x80 ? 3 * 2 ** ((screenFlags & 0x07) + 1) : 0);
  let frames = 0;
  while (position < bytes.length && frames < stopAt) {
    const block = bytes[position];
    if (block === 0x21) {
      // An extension: its label, then its sub-blocks.
      position = skipSubBlocks(bytes, position + 2);
    } else if (block === 0x2c) {
      frames += 1;
      const imageFlags = bytes[position + 9] ?? 0;
      position += 10 + (imageFlags & 0x80 ? 3 * 2 ** ((imageFlags & 0x07) + 1) : 0);
      // The LZW code size, then the picture's sub-blocks.
      position = skipSubBlocks(bytes, position + 1);
    } else {
      break;
    }
  }
  return frames;
}
