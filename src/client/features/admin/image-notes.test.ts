import { describe, expect, it } from 'vitest';
import { uploadNotes } from './image-notes.ts';
import type { PreparedUpload } from './image-prepare.ts';

const MB = 1024 * 1024;
const plain = (width: number, height: number): PreparedUpload => ({
  file: new Blob(),
  size: { width, height },
  shrunk: null,
  lostAnimation: false,
});

describe('uploadNotes', () => {
  it('warns about a picture much smaller than the slot it fills, and not about one that fits', () => {
    const [warning] = uploadNotes('banner', plain(16, 16), null);
    expect(warning).toEqual({
      tone: 'warning',
      text:
        'This picture is only 16 × 16; its place is 615 × 210, so it is shown about 38 times larger and will ' +
        'look blurred. Choose a picture of at least 615 × 210 if you have one.',
    });
    expect(uploadNotes('banner', plain(615, 210), null)).toEqual([]);
    // Twice as small is still fine; an article's picture keeps its own size.
    expect(uploadNotes('item-icon', plain(40, 40), null)).toEqual([]);
    expect(uploadNotes('news-inline', plain(16, 16), null)).toEqual([]);
  });

  it('warns about a site icon under 512 a side or not square, and not about a 512 square', () => {
    expect(uploadNotes('site-icon', plain(512, 512), null)).toEqual([]);
    expect(uploadNotes('site-icon', plain(1024, 1024), null)).toEqual([]);
    expect(uploadNotes('site-icon', plain(300, 300), null)).toEqual([
      {
        tone: 'warning',
        text:
          'This picture is only 300 × 300; the largest icon made from it is 512 × 512, so that one will look ' +
          'blurred. Choose a square picture of at least 512 × 512 if you have one.',
      },
    ]);
    expect(uploadNotes('site-icon', plain(800, 600), null)).toEqual([
      { tone: 'warning', text: 'This picture is 800 × 600, not square: only its middle square is used.' },
    ]);
  });

  it('says a file was shrunk, from and to what', () => {
    const notes = uploadNotes(
      'wallpaper',
      {
        ...plain(4000, 3000),
        shrunk: {
          fromBytes: 36.4 * MB,
          toBytes: 1.25 * MB,
          from: { width: 4000, height: 3000 },
          to: { width: 1920, height: 1440 },
        },
      },
      null,
    );
    expect(notes).toEqual([
      {
        tone: 'info',
        text: 'Shrunk from 36.4 MB to 1.3 MB (4000 × 3000 to 1920 × 1440) to fit the 8 MB limit.',
      },
    ]);
  });

  it('says what became of an animation, and why it stopped', () => {
    expect(uploadNotes('banner', plain(615, 210), { frames: 12, kept: true })).toEqual([
      { tone: 'info', text: 'Animated: all 12 frames are kept.' },
    ]);
    expect(uploadNotes('wallpaper', plain(1920, 1200), { frames: 12, kept: false })[0]?.text).toBe(
      'Pictures for this place do not move: only its first frame (of 12) is kept, as a still picture.',
    );
    expect(uploadNotes('item-icon', plain(80, 80), { frames: 400, kept: false })[0]?.text).toMatch(
      /^It has more frames than an animation may keep \(300\)/,
    );
    expect(uploadNotes('banner', plain(615, 210), { frames: 90, kept: false })[0]?.text).toMatch(
      /too large together to keep moving \(at most 10 million pixels in all\)/,
    );
    const shrunkGif = { ...plain(615, 210), lostAnimation: true };
    expect(uploadNotes('banner', shrunkGif, null)[0]).toMatchObject({
      tone: 'warning',
      text: /^Its animation is not kept/,
    });
  });
});
