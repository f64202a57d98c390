import subsetFont from 'subset-font';

/**
 * The display face (Cinzel, bold) cut down to the characters the site's headings use, for the file
 * public/fonts/ serves (`npm run assets`).
 *
 * Why cut it: a phone fetches the display face before its first paint (index.html preloads it), and a
 * response that fits TCP's first congestion window (ten segments, about 14.6 kB with its headers) arrives in
 * one round trip; Fontsource's Latin file, at 15.2 kB, needed a second one, which a phone on slow mobile data
 * pays in full (docs/product/performance.md). This cut is 11 kB.
 *
 * What is kept: printable ASCII; Ñ and ñ and the acute accents and diaeresis of Filipino and Spanish names
 * (Parañaque, Niño, José); typographic quotes, dashes, the ellipsis and bullet; and the signs a heading may
 * carry (©, ®, ™, °, ×, €). Any other character in a heading is drawn by the next font in `--display`
 * (src/client/styles/tokens.css): the heading still reads, in a plainer serif for that letter.
 */
export const DISPLAY_FACE_CHARACTERS = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...'ÑñÁÉÍÓÚáéíóúÜü',
  ...'‘’“”–—…•·',
  ...'©®™°×€',
].join('');

/** `woff2` (Fontsource's file) cut down to DISPLAY_FACE_CHARACTERS, as woff2. */
export function subsetDisplayFace(woff2: Buffer): Promise<Buffer> {
  return subsetFont(woff2, DISPLAY_FACE_CHARACTERS, { targetFormat: 'woff2' });
}
