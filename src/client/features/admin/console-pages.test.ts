import { expect, it } from 'vitest';
import { consoleMenu, consolePageAt } from './console-pages.ts';

it('finds a page by its exact path or by a pattern with a :param', () => {
  expect(consolePageAt('/admin/players')?.path).toBe('/admin/players');
  expect(consolePageAt('/admin/players/')?.path).toBe('/admin/players');
  expect(consolePageAt('/admin/players/42')?.path).toBe('/admin/players/:id');
  expect(consolePageAt('/Admin/Players/42/')?.path).toBe('/admin/players/:id');
  expect(consolePageAt('/admin/players/42/ledger')).toBeNull();
  expect(consolePageAt('/admin/nope')).toBeNull();
});

it('lists in the menu only the pages without a :param', () => {
  const paths = consoleMenu().map((p) => p.path);
  expect(paths).toContain('/admin/players');
  expect(paths.some((p) => p.includes(':'))).toBe(false);
});
