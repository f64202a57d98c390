import type { Permission } from '#shared/permissions.ts';
import { withoutTrailingSlashes } from '#shared/routes.ts';

/** The console's pages with the permission each needs (src/shared/permissions.ts): the menu and the guard. */
export const CONSOLE_PAGES: readonly { path: string; label: string; permission: Permission }[] = [
  { path: '/admin', label: 'Overview', permission: 'console.open' },
  { path: '/admin/audit', label: 'Audit log', permission: 'audit.read' },
];

/** The permission the console page at `pathname` needs ('console.open' for any page not listed). */
export function permissionFor(pathname: string): Permission {
  const path = withoutTrailingSlashes(pathname).toLowerCase();
  return CONSOLE_PAGES.find((p) => p.path === path)?.permission ?? 'console.open';
}
