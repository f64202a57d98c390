import { expect, it } from 'vitest';
import { BROWSER_ROUTES } from '#shared/routes.ts';
import { pages } from './router.tsx';

it('the client router has a page for every path the server answers 200 for, and no other', () => {
  expect(Object.keys(pages).sort()).toEqual([...BROWSER_ROUTES].sort());
});
