import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { subsetDisplayFace } from './display-face.ts';
import { iconSprite } from './icon-sprite.ts';

/**
 * `npm run assets`: writes the third-party art in public/ from the npm packages it comes from, so nothing
 * there is a hand-made copy. `--check` (part of `npm run lint`) writes nothing and fails if a committed file
 * differs from what the packages give.
 *
 * - The display face index.html preloads: @fontsource's Latin woff2 (OFL-1.1), cut down to the characters
 *   the headings use (scripts/display-face.ts), under the same name.
 * - Icons: the emblems and panel icons are frames drawn for this site around one game-icons.net glyph
 *   (CC BY 3.0, credited on /credits). The frame is ours and stays as committed; the glyph, the
 *   `<g fill="...">` group inside the frame's 512x512 `<svg>`, is rewritten from @iconify-json/game-icons.
 * - The icon sprite: the small icons a page shows once, joined into public/img/icons.svg
 *   (scripts/icon-sprite.ts).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const CREDITS_PAGE = 'src/client/features/shell-pages/credits-page.tsx';

const DISPLAY_FACE = import.meta.resolve('@fontsource/cinzel/files/cinzel-latin-700-normal.woff2');
const ICON_SET = import.meta.resolve('@iconify-json/game-icons/icons.json');

/** public/img file -> the game-icons.net glyph inside its frame. */
const ICONS: Record<string, string> = {
  'brand/emblem.svg': 'crossed-swords',
  'brand/logo.svg': 'crossed-swords',
  'emblems/class-archer.svg': 'bow-arrow',
  'emblems/class-assassin.svg': 'ninja-mask',
  'emblems/class-brawler.svg': 'fist',
  'emblems/class-extreme.svg': 'crossed-swords',
  'emblems/class-gunner.svg': 'revolver',
  'emblems/class-magician.svg': 'crystal-wand',
  'emblems/class-shaman.svg': 'magic-swirl',
  'emblems/class-shaper.svg': 'lotus',
  'emblems/class-swordsman.svg': 'broadsword',
  'emblems/school-0.svg': 'gate',
  'emblems/school-1.svg': 'peaks',
  'emblems/school-2.svg': 'flame',
  'ui/account.svg': 'cowled',
  'ui/big-download.svg': 'cloud-download',
  'ui/big-guide.svg': 'scroll-unfurled',
  'ui/broken-blade.svg': 'broken-shield',
  'ui/cart.svg': 'shopping-cart',
  'ui/download.svg': 'cloud-download',
  'ui/forum.svg': 'conversation',
  'ui/guide.svg': 'open-book',
  'ui/news.svg': 'newspaper',
  'ui/ranking.svg': 'trophy-cup',
  'ui/seal-cancel.svg': 'cancel',
  'ui/seal-success.svg': 'checked-shield',
  'ui/shop.svg': 'swap-bag',
  'ui/support.svg': 'talk',
};

/**
 * public/img files joined into the sprite, in its order; each is shown by its file name (`#flag-ph`). Only
 * icons a page draws once: the ones a page repeats down a list (emblems, the shop's buttons, ribbons and
 * currencies) stay files of their own (src/client/ui/icons.ts, docs/decisions/0058).
 */
const SPRITE_MEMBERS = [
  ...['account', 'cart', 'download', 'forum', 'guide', 'news', 'ranking', 'shop', 'support'].map(
    (n) => `ui/${n}.svg`,
  ),
  'ui/big-download.svg',
  'ui/big-guide.svg',
  'ui/flag-ph.svg',
  'brand/emblem.svg',
];
const SPRITE_CREDIT = 'Glyphs: game-icons.net (CC BY 3.0). Frames and flag: original art for this site.';

/** The glyph group inside a frame: `<svg ... viewBox="0 0 512 512"><g fill="#...">GLYPH</g></svg>`. */
const GLYPH =
  /(<svg [^>]*viewBox="0 0 512 512"[^>]*>(?:<!--[^>]*-->)?<g fill="#[0-9a-f]{3,6}">)(.*?)(<\/g><\/svg>)/s;

interface IconSet {
  icons: Record<string, { body: string }>;
}

/** Every file this script owns, as the packages give it: path under the repository -> contents. */
async function expectedFiles(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const face = fileURLToPath(DISPLAY_FACE);
  files.set(`public/fonts/${path.basename(face)}`, await subsetDisplayFace(readFileSync(face)));
  const set = JSON.parse(readFileSync(fileURLToPath(ICON_SET), 'utf8')) as IconSet;
  for (const [file, name] of Object.entries(ICONS)) {
    const icon = set.icons[name];
    if (!icon) throw new Error(`game-icons has no icon "${name}" (for ${file})`);
    // The package paints with currentColor; the frame's group sets the colour, so the attribute goes (the
    // space it leaves stays, which keeps the files byte for byte what the first copies were).
    const glyph = icon.body.replaceAll(' fill="currentColor"', ' ');
    const target = `public/img/${file}`;
    const svg = readFileSync(path.join(ROOT, target), 'utf8');
    if (!GLYPH.test(svg)) throw new Error(`${target}: no <g fill> glyph group inside a 512x512 <svg>`);
    files.set(
      target,
      Buffer.from(svg.replace(GLYPH, (_all, open, _old, close) => `${open}${glyph}${close}`)),
    );
  }
  const member = (file: string) => ({
    name: path.basename(file, '.svg'),
    svg: (files.get(`public/img/${file}`) ?? readFileSync(path.join(ROOT, 'public/img', file))).toString(
      'utf8',
    ),
  });
  files.set('public/img/icons.svg', Buffer.from(iconSprite(SPRITE_MEMBERS.map(member), SPRITE_CREDIT)));
  return files;
}

/** The credits page must name every glyph the site shows (CC BY 3.0 asks for attribution). */
function uncredited(): string[] {
  const credits = readFileSync(path.join(ROOT, CREDITS_PAGE), 'utf8');
  const named = (name: string) => new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(credits);
  return [...new Set(Object.values(ICONS))].filter((name) => !named(name));
}

const check = process.argv.includes('--check');
const problems: string[] = [];
for (const [file, contents] of await expectedFiles()) {
  const target = path.join(ROOT, file);
  let current: Buffer | undefined;
  try {
    current = readFileSync(target);
  } catch {
    current = undefined;
  }
  if (current?.equals(contents)) continue;
  if (check) problems.push(`${file} differs from what its package gives (run npm run assets)`);
  else {
    writeFileSync(target, contents);
    console.log(`wrote ${file}`);
  }
}
for (const name of uncredited())
  problems.push(`${CREDITS_PAGE} does not credit the game-icons.net glyph "${name}"`);

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(
  check ? 'public/ fonts and icons match their packages.' : 'public/ fonts and icons are up to date.',
);
