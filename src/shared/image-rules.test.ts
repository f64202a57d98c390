import { describe, expect, it } from 'vitest';
import { ANIMATION_MAX_FRAMES, animationVerdict, slotEnlargement, storedSize } from './image-rules.ts';

describe('storedSize', () => {
  it("is a 'cover' slot's box, and a fitted slot's picture scaled down but never up", () => {
    expect(storedSize('banner', { width: 16, height: 16 })).toEqual({ width: 615, height: 210 });
    expect(storedSize('news-inline', { width: 1600, height: 900 })).toEqual({ width: 800, height: 450 });
    expect(storedSize('news-inline', { width: 300, height: 200 })).toEqual({ width: 300, height: 200 });
    expect(storedSize('server-info', { width: 400, height: 4000 })).toEqual({ width: 120, height: 1200 });
  });
});

describe('animationVerdict', () => {
  it('keeps an animation within the limits where the purpose moves', () => {
    expect(animationVerdict('banner', { width: 615, height: 210, frames: 77 })).toBe('kept');
    expect(animationVerdict('item-icon', { width: 80, height: 80, frames: ANIMATION_MAX_FRAMES })).toBe(
      'kept',
    );
  });

  it('says why one is stored still: its purpose, its frames, or its pixels read or written', () => {
    expect(animationVerdict('wallpaper', { width: 100, height: 100, frames: 2 })).toBe('still-purpose');
    expect(animationVerdict('ticket-screenshot', { width: 100, height: 100, frames: 2 })).toBe(
      'still-purpose',
    );
    expect(animationVerdict('item-icon', { width: 80, height: 80, frames: ANIMATION_MAX_FRAMES + 1 })).toBe(
      'too-many-frames',
    );
    // Written: 78 banners of 615 x 210 are 10,073,700 pixels, even from a small original.
    expect(animationVerdict('banner', { width: 62, height: 21, frames: 78 })).toBe('too-large');
    // Read: a large original is too much to decode even if it is stored small.
    expect(animationVerdict('download-icon', { width: 1000, height: 1000, frames: 11 })).toBe('too-large');
  });
});

describe('slotEnlargement', () => {
  it('is how far a filling slot blows a picture up, and 1 where pictures keep their own size', () => {
    expect(slotEnlargement('banner', { width: 16, height: 16 })).toBeCloseTo(38.4375);
    expect(slotEnlargement('banner', { width: 1230, height: 420 })).toBe(1);
    // A wallpaper is fitted: it fills the screen once one side does.
    expect(slotEnlargement('wallpaper', { width: 960, height: 300 })).toBe(2);
    expect(slotEnlargement('news-inline', { width: 16, height: 16 })).toBe(1);
    expect(slotEnlargement('server-info', { width: 16, height: 16 })).toBe(1);
  });
});
