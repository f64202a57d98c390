import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '#shared/contracts/images.ts';
import { prepareUpload, shrinkTarget } from './image-prepare.ts';

/**
 * A photo-like PNG made in the page: smooth colour with grain, which PNG cannot pack, so a few megapixels
 * weigh well over the upload limit. Seeded, so every run draws the same picture.
 */
async function bigPng(width: number, height: number, seed = 7): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const pixels = context.createImageData(width, height);
  let state = seed;
  for (let i = 0; i < pixels.data.length; i += 4) {
    // xorshift32: grain with no pattern for PNG's filters to find.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const x = (i / 4) % width;
    pixels.data[i] = (x * 191) / width + (state & 63);
    pixels.data[i + 1] = ((state >>> 8) & 127) + 60;
    pixels.data[i + 2] = (state >>> 16) & 255;
    pixels.data[i + 3] = 255;
  }
  context.putImageData(pixels, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no PNG');
  return blob;
}

const sizeOf = async (blob: Blob) => {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
};

describe('prepareUpload', () => {
  it('shrinks a photo over the limit to a copy under it, with its proportions, and says so', async () => {
    const png = await bigPng(2400, 1600);
    expect(png.size).toBeGreaterThan(IMAGE_UPLOAD_MAX_BYTES);
    const prepared = await prepareUpload(png, 'wallpaper');
    expect(prepared.file.size).toBeLessThanOrEqual(IMAGE_UPLOAD_MAX_BYTES);
    expect(prepared.file.type).toBe('image/webp');
    expect(prepared.size).toEqual({ width: 2400, height: 1600 });
    // A wallpaper is fitted within 1920 x 1200: the copy is what the server would keep, 3:2 still.
    expect(prepared.shrunk).toEqual({
      fromBytes: png.size,
      toBytes: prepared.file.size,
      from: { width: 2400, height: 1600 },
      to: { width: 1800, height: 1200 },
    });
    expect(await sizeOf(prepared.file)).toEqual({ width: 1800, height: 1200 });
    expect(prepared.lostAnimation).toBe(false);
  });

  it('sends a file within the limits as it is, with its size read', async () => {
    const small = await bigPng(300, 200);
    const prepared = await prepareUpload(small, 'banner');
    expect(prepared.file).toBe(small);
    expect(prepared).toMatchObject({ size: { width: 300, height: 200 }, shrunk: null });
  });

  it('refuses, with a message, a file over the limit that it cannot read', async () => {
    const junk = new Blob([new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1)], { type: 'image/png' });
    await expect(prepareUpload(junk, 'banner')).rejects.toThrow(
      'The file is larger than 8 MB and this browser could not read it to shrink it.',
    );
  });
});

describe('shrinkTarget', () => {
  it('keeps what the slot needs: a cover slot stays covered, a fitted one filled on one side', () => {
    expect(shrinkTarget('banner', { width: 6000, height: 4000 })).toEqual({ width: 615, height: 410 });
    expect(shrinkTarget('banner', { width: 8000, height: 1000 })).toEqual({ width: 1680, height: 210 });
    expect(shrinkTarget('news-inline', { width: 4000, height: 3000 })).toEqual({ width: 800, height: 600 });
    // Never larger than the picture itself.
    expect(shrinkTarget('wallpaper', { width: 1000, height: 9000 })).toEqual({ width: 133, height: 1200 });
    expect(shrinkTarget('item-icon', { width: 60, height: 60 })).toEqual({ width: 60, height: 60 });
    // Never past the server's caps: 8192 a side.
    expect(shrinkTarget('banner', { width: 16_384, height: 100 })).toEqual({ width: 8192, height: 50 });
  });
});
