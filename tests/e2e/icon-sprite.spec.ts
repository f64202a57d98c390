import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, settle, test } from './fixtures.ts';

/**
 * The icons a page shows once come from one file, public/img/icons.svg (scripts/icon-sprite.ts). Each
 * `#name` must draw exactly what the icon's own file draws, and a page must fetch that one file instead of
 * each icon. The icons a page repeats down a list are files of their own, each fetched once
 * (src/client/ui/icons.ts).
 */
const PUBLIC_IMG = path.resolve(import.meta.dirname, '../../public/img');
const sprite = readFileSync(path.join(PUBLIC_IMG, 'icons.svg'), 'utf8');
const names = [...sprite.matchAll(/<svg id="([^"]+)"/g)].map((m) => m[1] as string);
/** The file an icon of the sprite was made from: public/img/<folder>/<name>.svg. */
const ownFile = (name: string) => {
  const folder = ['ui', 'emblems', 'shop', 'brand'].find((f) =>
    existsSync(path.join(PUBLIC_IMG, f, `${name}.svg`)),
  );
  if (!folder) throw new Error(`no public/img file for the sprite's #${name}`);
  return `/img/${folder}/${name}.svg`;
};

test('every icon of the sprite draws, pixel for pixel, what its own file draws', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'drawing does not depend on the viewport');
  expect(names.length).toBeGreaterThan(10);
  await page.goto('/credits');
  const differences = await page.evaluate(
    async (pairs) => {
      const load = (src: string, width?: number, height?: number) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          // The sprite has no size of its own: like every <img> of the site, this one gives it.
          const image = new Image(width, height);
          image.onload = () => resolve(image);
          image.onerror = () => reject(new Error(`could not load ${src}`));
          image.src = src;
        });
      const pixels = (image: HTMLImageElement, width: number, height: number) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(image, 0, 0, width, height);
        return context.getImageData(0, 0, width, height).data;
      };
      const found: string[] = [];
      for (const [name, file] of pairs) {
        const own = await load(file);
        // Drawn at up to twice the file's own size (what a phone's screen draws), 96 pixels at most.
        const scale = Math.min(2, 96 / Math.max(own.naturalWidth, own.naturalHeight));
        const width = Math.round(own.naturalWidth * scale);
        const height = Math.round(own.naturalHeight * scale);
        const a = pixels(await load(`/img/icons.svg#${name}`, width, height), width, height);
        const b = pixels(own, width, height);
        let opaque = 0;
        let worst = 0;
        for (let i = 0; i < a.length; i += 1) {
          worst = Math.max(worst, Math.abs((a[i] as number) - (b[i] as number)));
          if (i % 4 === 3 && (a[i] as number) > 0) opaque += 1;
        }
        if (opaque === 0 || worst > 8)
          found.push(`${name}: ${opaque} opaque pixels, worst difference ${worst}`);
      }
      return found;
    },
    names.map((name) => [name, ownFile(name)] as const),
  );
  expect(differences).toEqual([]);
});

test('a page fetches the sprite once and each repeated icon once, and preloads no icon', async ({ page }) => {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/rankings');
  const html = (await response?.text()) ?? '';
  await settle(page);
  expect(html).not.toMatch(/<link rel="preload" as="image" href="\/img\/(icons\.svg|emblems\/)/);
  const emblem = page.locator('img[src^="/img/emblems/"]');
  expect(await emblem.count()).toBeGreaterThan(50);
  await expect(emblem.first()).toHaveJSProperty('complete', true);
  // Down to the last row, so that the last lazy emblems are asked for too.
  await page.locator('.site-footer').scrollIntoViewIfNeeded();
  await expect(emblem.last()).toHaveJSProperty('complete', true);

  expect(images.filter((p) => p === '/img/icons.svg')).toHaveLength(1);
  expect(images.filter((p) => /^\/img\/(ui|brand)\//.test(p))).toEqual([]);
  const emblemFiles = images.filter((p) => p.startsWith('/img/emblems/'));
  expect(new Set(emblemFiles).size).toBeGreaterThanOrEqual(6);
  expect(emblemFiles.length, 'a hundred rows, each emblem fetched once').toBe(new Set(emblemFiles).size);
  // Every icon of the sprite is drawn, and no emblem that loaded is broken (rows the scroll jumped over
  // may not have been asked for: they are lazy).
  const undrawn = (all: Element[]) =>
    all.filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0)
      .length;
  expect(await page.locator('img[src^="/img/icons.svg#"]').evaluateAll(undrawn)).toBe(0);
  expect(await page.locator('img[src^="/img/icons.svg#"]').count()).toBeGreaterThan(5);
  const broken = await emblem.evaluateAll(
    (all) =>
      all.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0)
        .length,
  );
  expect(broken).toBe(0);
});

/** Emblems and the shop's buttons, ribbons and currencies: files of their own, not sprite members. */
const REPEATED_ICON = /^\/img\/(emblems\/|shop\/(btn-|ribbon-|rcoin|milleage))/;

test('no page asks for a repeated icon before its first paint, and every icon a page names exists', async ({
  page,
}) => {
  for (const address of ['/', '/rankings', '/itemshop', '/characters']) {
    // As the server sends it, before any script runs.
    const html = await (await page.request.get(address)).text();
    const tags = [...html.matchAll(/<img [^>]*src="([^"]+)"[^>]*>/g)];
    const repeated = tags.filter(([, src]) => REPEATED_ICON.test(src as string));
    expect(repeated.length, `${address} shows repeated icons`).toBeGreaterThan(0);
    for (const [tag, src] of repeated) {
      // A hover image stays hidden until the hover: lazy, it would only be fetched then, and blink.
      if (src?.endsWith('-hover.svg')) expect(tag, address).toContain('fetchPriority="low"');
      else expect(tag, address).toContain('loading="lazy"');
    }
    expect(html, address).not.toMatch(/<link rel="preload" as="image" href="\/img\/(emblems|shop)\//);

    // As the app draws it: a sprite fragment the file lacks would draw nothing, and a missing file nothing.
    await page.goto(address);
    await settle(page);
    const sources = new Set(
      await page.locator('img').evaluateAll((all) => all.map((img) => img.getAttribute('src') ?? '')),
    );
    for (const src of sources) {
      if (src.startsWith('/img/icons.svg#')) expect(names, `${address}: ${src}`).toContain(src.slice(15));
      else if (REPEATED_ICON.test(src)) expect((await page.request.get(src)).status(), src).toBe(200);
    }
  }
});

/**
 * Every repeated icon on the page as the app drew it: drawn by RepeatedIcon, with a width and a height in
 * pixels, no maximum width and not a flex item (Chromium lays any other image out again, with its table
 * or list, when its file arrives). Fails if the page shows none.
 */
async function expectFixedRepeatedIcons(page: Page, address: string) {
  const icons = await page.locator('img').evaluateAll((all) =>
    all.map((img) => {
      // Computed values, not the drawn box: a size left to the file reads 'auto' here, a percentage 'percent'.
      const style = img.computedStyleMap();
      const size = (property: string) => {
        const value = style.get(property);
        return value instanceof CSSUnitValue ? value.unit : String(value);
      };
      // A flex item is laid out again when its file arrives, whatever its size.
      const parent = img.parentElement ? getComputedStyle(img.parentElement).display : '';
      return {
        src: img.getAttribute('src') ?? '',
        repeated: img.classList.contains('repeated-icon'),
        box: `${size('width')} ${size('height')} ${size('max-width')} ${parent.includes('flex') ? 'flex item' : 'in flow'}`,
      };
    }),
  );
  const repeated = icons.filter((icon) => REPEATED_ICON.test(icon.src));
  expect(repeated.length, `${address} shows repeated icons`).toBeGreaterThan(0);
  for (const icon of repeated) {
    expect(icon.repeated, `${address}: ${icon.src} is drawn by RepeatedIcon`).toBe(true);
    expect(icon.box, `${address}: ${icon.src} width, height, max-width, place`).toBe('px px none in flow');
  }
}

test('every repeated icon has a fixed size, so its file arriving does not lay its list out again', async ({
  page,
}) => {
  for (const address of ['/', '/rankings', '/itemshop', '/characters']) {
    await page.goto(address);
    await settle(page);
    await expectFixedRepeatedIcons(page, address);
  }
});

test("a signed-in player's pages draw their currency icons at a fixed size too", async ({ signedInPage }) => {
  await signedInPage.goto('/topup');
  await settle(signedInPage);
  await expectFixedRepeatedIcons(signedInPage, '/topup');
});
