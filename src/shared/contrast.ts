// Plain functions only (no zod): the console's live check and the server's refusal use the same ones.

/** WCAG 2.x level AA: normal-size text needs at least this contrast against what is behind it. */
export const AA_TEXT_CONTRAST = 4.5;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A colour as the site stores it, '#rrggbb' in lower case, from what an operator typed ('#ABC', 'abc',
 * '#aabbcc'), or null when it is not a hex colour.
 */
export function normalHex(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match) return null;
  const digits = match[1]!.toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}

/** The red, green and blue of a '#rrggbb' colour, 0 to 255 each. */
function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG 2.x relative luminance of a '#rrggbb' colour: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two '#rrggbb' colours, from 1 (the same) to 21 (black and white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A ratio as people read it, '4.48:1': cut (never rounded up) to two decimals, so a pair just below the
 * minimum never reads as if it met it ('4.5:1' for 4.48 would).
 */
export function ratioText(ratio: number): string {
  const cut = Math.floor(ratio * 100) / 100;
  return `${Number(cut.toFixed(2))}:1`;
}

/** A colour mixed toward another: `amount` 0 is `from`, 1 is `to` (each channel rounded). */
export function mixHex(from: string, to: string, amount: number): string {
  const a = rgbOf(from);
  const b = rgbOf(to);
  const channel = (i: number) => Math.round(a[i]! + (b[i]! - a[i]!) * amount);
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}
