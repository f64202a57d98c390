/**
 * The small icons a page shows once (panel and menu icons, the big buttons, the footer's emblem, the flag)
 * joined into one SVG file, `public/img/icons.svg`. A page then asks for one file instead of about fifteen:
 * on a phone's connection each request costs a round trip, and a browser opens only six at once. Icons a
 * page repeats down a list stay out of it: an image of the sprite that names another icon than the image
 * before it costs several times more to draw (docs/decisions/0058).
 *
 * An icon is shown with `<img src="/img/icons.svg#NAME" width=".." height="..">`: each icon is an `<svg
 * id="NAME">` of its own, hidden unless it is the one the address names (`:target`), and drawn to fill the
 * image's box. The image must give its size: the file has none of its own. The separate files stay the
 * source (`npm run assets` writes this one from them) and stay served.
 */
export interface SpriteMember {
  /** The fragment that shows it: `school-1`, `news`. */
  name: string;
  svg: string;
}

const ROOT = /^<svg [^>]*>/;
const VIEW_BOX = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/;
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
  const drawings = members.map((member) => {
    if (!/^[a-z0-9-]+$/.test(member.name))
      throw new Error(`icon name "${member.name}" is not a plain fragment`);
    const { viewBox, inner } = body(member);
    return `<svg id="${member.name}" viewBox="${viewBox.join(' ')}">${inner}</svg>`;
  });
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    `<!-- ${credit} -->`,
    // Only the icon the address names is drawn: the others are not even laid out, so showing one icon
    // costs that icon, not the whole file (a `<view>` per icon drew the whole file, clipped: decision 0054).
    '<style>:root>svg{display:none}:root>svg:target{display:inline}</style>',
    ...drawings,
    '</svg>',
    '',
  ].join('\n');
}
