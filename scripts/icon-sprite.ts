/**
 * The small icons a page shows (panel and menu icons, the big buttons, school and class emblems, the flag)
 * joined into one SVG file, `public/img/icons.svg`. A page then asks for one file instead of about twenty:
 * on a phone's connection each request costs a round trip, and a browser opens only six at once.
 *
 * An icon is shown with `<img src="/img/icons.svg#NAME">`: each icon is drawn at its own place in the
 * file, and a `<view id="NAME">` names that place, so the fragment shows that icon alone. The separate
 * files stay the source (`npm run assets` writes this one from them) and stay served.
 */
export interface SpriteMember {
  /** The fragment that shows it: `school-1`, `news`. */
  name: string;
  svg: string;
}

const ROOT = /^<svg [^>]*>/;
const VIEW_BOX = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/;
/** Space left between two icons, so a browser's rounding never lets one show at the edge of another. */
const GAP = 8;

/** One member's drawing, its ids prefixed with its name (two files both define `gold`). */
function body(member: SpriteMember): { viewBox: number[]; inner: string } {
  const root = ROOT.exec(member.svg)?.[0];
  const box = root ? VIEW_BOX.exec(root) : null;
  if (!root || !box) throw new Error(`${member.name}: no <svg> with a viewBox`);
  const end = member.svg.lastIndexOf('</svg>');
  const inner = member.svg
    .slice(root.length, end)
    .replace(/<!--.*?-->/gs, '')
    .replace(/\bid="([^"]+)"/g, `id="${member.name}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${member.name}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${member.name}-$1"`)
    .trim();
  return { viewBox: box.slice(1).map(Number), inner };
}

export function iconSprite(members: readonly SpriteMember[], credit: string): string {
  const views: string[] = [];
  const drawings: string[] = [];
  let y = 0;
  let width = 0;
  for (const member of members) {
    if (!/^[a-z0-9-]+$/.test(member.name))
      throw new Error(`icon name "${member.name}" is not a plain fragment`);
    const { viewBox, inner } = body(member);
    const [, , w, h] = viewBox as [number, number, number, number];
    views.push(`<view id="${member.name}" viewBox="0 ${y} ${w} ${h}"/>`);
    drawings.push(`<svg y="${y}" width="${w}" height="${h}" viewBox="${viewBox.join(' ')}">${inner}</svg>`);
    y += h + GAP;
    width = Math.max(width, w);
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${y - GAP}">`,
    `<!-- ${credit} -->`,
    ...views,
    ...drawings,
    '</svg>',
    '',
  ].join('\n');
}
