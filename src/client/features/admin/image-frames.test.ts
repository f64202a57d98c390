import { describe, expect, it } from 'vitest';
import { gifFrameCount, isAnimatedPicture } from './image-frames.ts';

/** A 1 x 1 GIF by hand: header, screen with a two-colour table, then `frames` frames (each with its timing). */
function gif(frames: number, { localTable = false } = {}): Uint8Array {
  const header = [...'GIF89a'].map((c) => c.charCodeAt(0));
  const screen = [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  const loop = [0x21, 0xff, 11, ...[...'NETSCAPE2.0'].map((c) => c.charCodeAt(0)), 3, 1, 0, 0, 0];
  const frame = [
    ...[0x21, 0xf9, 4, 0, 10, 0, 0, 0],
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, localTable ? 0x80 : 0],
    ...(localTable ? [0, 0, 0, 255, 0, 0] : []),
    ...[2, 2, 0x44, 0x01, 0],
  ];
  return Uint8Array.from([...header, ...screen, ...loop, ...Array(frames).fill(frame).flat(), 0x3b]);
}

describe('gifFrameCount', () => {
  it('counts the frames of a GIF without decoding them', () => {
    expect(gifFrameCount(gif(1))).toBe(1);
    expect(gifFrameCount(gif(5))).toBe(5);
    expect(gifFrameCount(gif(3, { localTable: true }))).toBe(3);
    expect(gifFrameCount(gif(9), 2)).toBe(2);
  });

  it('is 0 for what is not a GIF, and stops at a damaged block', () => {
    expect(gifFrameCount(new TextEncoder().encode('<svg></svg>'))).toBe(0);
    const cut = gif(4).slice(0, 60);
    expect(gifFrameCount(cut)).toBeLessThan(4);
  });
});

describe('isAnimatedPicture', () => {
  it('knows an animated GIF and an animated WebP from still ones', () => {
    expect(isAnimatedPicture(gif(2))).toBe(true);
    expect(isAnimatedPicture(gif(1))).toBe(false);
    const webp = (flags: number) =>
      Uint8Array.from([...'RIFF\0\0\0\0WEBPVP8X'].map((c) => c.charCodeAt(0)).concat([10, 0, 0, 0, flags]));
    expect(isAnimatedPicture(webp(0x02))).toBe(true);
    expect(isAnimatedPicture(webp(0x10))).toBe(false);
  });
});
