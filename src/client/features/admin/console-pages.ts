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
  '/admin/players': {
    label: 'Players',
    purpose: 'Find an account by user ID, e-mail, name, character or address; see and act on it.',
    permission: 'players.read',
  },
  '/admin/players/:id': {
    label: 'Player',
    purpose: 'One account: its data, characters, money, purchases, sign-ins, and the actions on it.',
    permission: 'players.read',
  },
};

/** Whether `path` fits `pattern`, where a ':name' segment stands for any one non-empty segment. */
function fits(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}

/** The console page at `pathname` (case and a trailing slash ignored), or null. */
export function consolePageAt(pathname: string): (ConsolePage & { path: ConsolePath }) | null {
  const path = withoutTrailingSlashes(pathname).toLowerCase();
  const found = (Object.entries(CONSOLE_PAGES) as [ConsolePath, ConsolePage][]).find(([pattern]) =>
    fits(pattern, path),
  );
  return found ? { ...found[1], path: found[0] } : null;
}

/** The console's pages in menu order; a page with a ':param' (one record) is reached from its list, not the menu. */
export function consoleMenu(): (ConsolePage & { path: ConsolePath })[] {
  return (Object.entries(CONSOLE_PAGES) as [ConsolePath, ConsolePage][])
    .filter(([path]) => !path.includes(':'))
    .map(([path, page]) => ({ ...page, path }));
}
