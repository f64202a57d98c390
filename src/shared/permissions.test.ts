import { expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS } from './permissions.ts';

it('administrators hold every permission; support staff only open the console, read players and work tickets', () => {
  expect([...ROLE_PERMISSIONS.admin].sort()).toEqual([...PERMISSIONS].sort());
  expect([...ROLE_PERMISSIONS.support].sort()).toEqual(['console.open', 'players.read', 'tickets.work']);
  for (const permission of ROLE_PERMISSIONS.support) expect(PERMISSIONS).toContain(permission);
});
