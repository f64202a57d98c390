import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A valid PNG of one colour and any size, written by hand so a test needs no image file or library:
 * `colour` is [r, g, b] (RGB) or [r, g, b, a] (RGBA). Its rows are all alike, so deflate packs them about a
 * thousand to one: solidPng(65_535, 600, [0, 0, 0, 0]) is 153 KB and 157 MB once decoded, the
 * decompression bomb of issue 29 item 8 (sharp could not make it without holding the pixels).
 */
export function solidPng(
  width: number,
  height: number,
  colour: [number, number, number] | [number, number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colour.length === 4 ? 6 : 2, 0, 0, 0], 8); // 8 bits a channel, RGBA or RGB
  // Each row is its filter byte (0: none) and the colour once a pixel.
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * colour.length).fill(Buffer.from(colour)),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A picture whose bytes are its own for each seed (0 to 2^32 - 1; two seeds upload as two files, since
 * uploads are stored by their hash), with a pattern that changes along rows and down columns like a
 * screenshot: a sharp pipeline, so a test can write it as PNG, JPEG, WebP or GIF.
 */
export function patternedPicture(width: number, height: number, seed = 0): Sharp {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7 + seed * 31 + Math.floor(i / width)) % 256;
  // The first pixels spell the seed itself, so no two seeds make the same picture.
  for (let b = 0; b < Math.min(4, raw.length); b += 1) raw[b] = (seed >>> (8 * b)) & 255;
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

/** A seed no other upload of this run is likely to share: for pages where every upload must be new. */
export function freshSeed(): number {
  return randomInt(2 ** 32 - 1);
}

/** patternedPicture as a PNG file. */
export function patternedPng(width: number, height: number, seed = 0): Promise<Buffer> {
  return patternedPicture(width, height, seed).png().toBuffer();
}

/** An animated GIF of `frames` frames, each a colour of its own (the seed shifts them), shown 100, 200, 300 ms in turn. */
export function animatedGif(width: number, height: number, frames: number, seed = 0): Promise<Buffer> {
  const frame = width * height * 3;
  const raw = Buffer.alloc(frame * frames);
  for (let f = 0; f < frames; f += 1) {
    raw.fill(
      Buffer.from([(f * 40 + seed) % 256, (f * 90 + seed * 7) % 256, 255 - ((f * 20) % 256)]),
      f * frame,
      (f + 1) * frame,
    );
  }
  return sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ delay: Array.from({ length: frames }, (_, f) => (f % 3) * 100 + 100), loop: 0 })
    .toBuffer();
}
