import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLASS_KEYS } from '#shared/classes.ts';
import { SCHOOLS } from '#shared/schools.ts';
import { CURRENCIES, SHOP_RIBBONS } from '#shared/shop-rules.ts';
import { classEmblemName, schoolEmblemName } from './emblems.tsx';
import { repeatedIconSrc } from './icons.ts';

/**
 * A fragment the sprite does not name draws nothing instead of failing, and a missing file shows a broken
 * image: so every icon the client can ask for is checked here against public/img.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const sprite = readFileSync(path.join(ROOT, 'public/img/icons.svg'), 'utf8');
const views = new Set([...sprite.matchAll(/<svg id="([^"]+)"/g)].map((m) => m[1]));

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts')) yield full;
  }
}

const served = (src: string) => existsSync(path.join(ROOT, 'public', src));

describe('the icons a page repeats', () => {
  it('have a file for every school and class emblem', () => {
    for (const school of SCHOOLS)
      expect(served(repeatedIconSrc('emblems', schoolEmblemName(school.id))), `school ${school.id}`).toBe(
        true,
      );
    for (const key of CLASS_KEYS)
      expect(served(repeatedIconSrc('emblems', classEmblemName(key))), `class ${key}`).toBe(true);
  });

  it('have a file for every currency, ribbon and shop button', () => {
    const shop = [
      ...CURRENCIES,
      ...SHOP_RIBBONS.map((ribbon) => `ribbon-${ribbon}`),
      ...['buy', 'cart'].flatMap((b) => [`btn-${b}`, `btn-${b}-hover`]),
    ];
    for (const name of shop) expect(served(repeatedIconSrc('shop', name)), name).toBe(true);
  });

  it('are not in the sprite, where each would be laid out again image after image', () => {
    expect([...views].filter((name) => /^(school|class|btn|ribbon)-|^(rcoin|milleage)$/.test(name!))).toEqual(
      [],
    );
  });
});

describe('the icon sprite', () => {
  it('shows every icon the client names', () => {
    const named = new Set<string>();
    for (const file of sources(path.join(ROOT, 'src/client'))) {
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/iconSrc\('([a-z0-9-]+)'\)|\bicon(?:: |=)["']([a-z0-9-]+)["']/g)) {
        named.add((m[1] ?? m[2]) as string);
      }
    }
    expect(named.size).toBeGreaterThan(8);
    for (const name of named) expect(views, name).toContain(name);
  });
});
