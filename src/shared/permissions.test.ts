import { expect, it } from 'vitest';
import { isPermission, PERMISSIONS, ROLE_PERMISSIONS, roleCan } from './permissions.ts';

it('administrators hold every permission; support staff only open the console, read players and work tickets', () => {
  expect([...ROLE_PERMISSIONS.admin].sort()).toEqual([...PERMISSIONS].sort());
  expect([...ROLE_PERMISSIONS.support].sort()).toEqual(['console.open', 'players.read', 'tickets.work']);
  expect(roleCan('support', 'audit.read')).toBe(false);
  expect(roleCan('support', 'tickets.work')).toBe(true);
  expect(roleCan('admin', 'economy.write')).toBe(true);
  expect(roleCan('admin', 'dashboard.read')).toBe(true);
  expect(roleCan('support', 'dashboard.read')).toBe(false);
});

it('knows its own permission names only', () => {
  expect(PERMISSIONS.every(isPermission)).toBe(true);
  expect(isPermission('audit.write')).toBe(false);
});
