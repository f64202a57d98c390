import { crc32, deflateSync } from 'node:zlib';

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
