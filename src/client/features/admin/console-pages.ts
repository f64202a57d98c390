import type { ConsolePath } from '#shared/console-paths.ts';
import type { Permission } from '#shared/permissions.ts';
import { withoutTrailingSlashes } from '#shared/routes.ts';

interface ConsolePage {
  /** The menu's label. */
  label: string;
  /** One sentence on what the page is for, as the overview lists it. */
  purpose: string;
  /** What the staff member's role must include to see it in the menu and open it (src/shared/permissions.ts). */
  permission: Permission;
}

/**
 * Every console page: its label, purpose and the permission it needs (its component is listed in
 * console-layout.tsx). The keys are exactly the console's paths (src/shared/console-paths.ts), so a path
 * without an entry fails the type check. The menu lists them in this order.
 */
const CONSOLE_PAGES: Record<ConsolePath, ConsolePage> = {
  '/admin': {
    label: 'Overview',
    purpose: "Today's figures and the last 30 days.",
    permission: 'console.open',
  },
  '/admin/audit': {
    label: 'Audit log',
    purpose:
      'Every change made through the console or an admin command: who, when, from where, and what changed.',
    permission: 'audit.read',
  },
  '/admin/media': {
    label: 'Media library',
    purpose: 'Upload images (resized for where they are shown) and find the ones already uploaded.',
    permission: 'content.write',
  },
  '/admin/vouchers': {
    label: 'Vouchers',
    purpose: 'Make batches of voucher codes, see how many were redeemed, revoke them, look a code up.',
    permission: 'economy.write',
  },
};

/** The console page at `pathname` (case and a trailing slash ignored), or null. */
export function consolePageAt(pathname: string): (ConsolePage & { path: ConsolePath }) | null {
  const path = withoutTrailingSlashes(pathname).toLowerCase();
  const page = (CONSOLE_PAGES as Record<string, ConsolePage | undefined>)[path];
  return page ? { ...page, path: path as ConsolePath } : null;
}

/** The console's pages in menu order. */
export function consoleMenu(): (ConsolePage & { path: ConsolePath })[] {
  return (Object.entries(CONSOLE_PAGES) as [ConsolePath, ConsolePage][]).map(([path, page]) => ({
    ...page,
    path,
  }));
}
