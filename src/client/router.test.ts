import { expect, it } from 'vitest';
import { BROWSER_ROUTES } from '#shared/browser-routes.ts';
import { CONSOLE_PATHS } from '#shared/console-paths.ts';
import { SITE_ROUTES } from '#shared/routes.ts';
import { CONSOLE_ROUTE, pages } from './router.tsx';

it('the client router has a page for every site path the server answers 200 for, and no other', () => {
  expect(Object.keys(pages).sort()).toEqual([...SITE_ROUTES].sort());
});

it("the console's one route covers every console path, and the server knows them all", () => {
  const prefix = CONSOLE_ROUTE.replace(/\/\*$/, '');
  for (const path of CONSOLE_PATHS) expect(path === prefix || path.startsWith(`${prefix}/`), path).toBe(true);
  expect([...BROWSER_ROUTES].sort()).toEqual([...SITE_ROUTES, ...CONSOLE_PATHS].sort());
});
