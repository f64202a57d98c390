import { describe, expect, it } from 'vitest';
import { consoleMenu, consolePageAt } from './console-pages.ts';

describe('consolePageAt', () => {
  it('finds exact paths first, then paths with a :name segment', () => {
    expect(consolePageAt('/admin/news')?.path).toBe('/admin/news');
    expect(consolePageAt('/admin/news/new')?.path).toBe('/admin/news/new');
    expect(consolePageAt('/admin/news/12')?.path).toBe('/admin/news/:id');
    expect(consolePageAt('/Admin/News/12/')?.path).toBe('/admin/news/:id');
    expect(consolePageAt('/admin/players/')?.path).toBe('/admin/players');
    expect(consolePageAt('/admin/players/42')?.path).toBe('/admin/players/:id');
  });

  it('answers null where no page is', () => {
    expect(consolePageAt('/admin/news/12/extra')).toBeNull();
    expect(consolePageAt('/admin/nothing')).toBeNull();
    expect(consolePageAt('/admin/players/42/ledger')).toBeNull();
  });

  it('leaves the form pages out of the menu', () => {
    const paths = consoleMenu().map((p) => p.path);
    expect(paths).toContain('/admin/news');
    expect(paths).not.toContain('/admin/news/new');
    expect(paths).toContain('/admin/players');
    expect(paths.some((p) => p.includes(':'))).toBe(false);
  });
});
