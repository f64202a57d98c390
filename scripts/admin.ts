import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrator.ts';
import { grantStaffRole, revokeStaffRole, type StaffChange } from '#server/modules/admin/staff.ts';
import type { StaffRole } from '#shared/permissions.ts';

/**
 * `npm run admin -- grant <userId> --role admin|support` and `npm run admin -- revoke <userId>`: makes the
 * first administrator of a fresh install (and any staff member later) without SQL, beside a running site.
 * Each change writes its audit row (staff: none, the command) in the same transaction.
 */
const USAGE =
  'Usage: npm run admin -- grant <userId> [--role admin|support]\n       npm run admin -- revoke <userId>';

/** An account's sign-in name as registration allows it: letters, digits and underscores, at most 20. */
const USER_ID = /^[A-Za-z0-9_]{1,20}$/;

type Command = { verb: 'grant'; userId: string; role: StaffRole } | { verb: 'revoke'; userId: string };

function parse(): Command {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string', default: 'admin' } },
  });
  const [verb, userId, ...rest] = positionals;
  if ((verb !== 'grant' && verb !== 'revoke') || userId === undefined || rest.length > 0)
    throw new Error(USAGE);
  if (!USER_ID.test(userId)) {
    throw new Error(
      `'${userId}' is not a user ID: letters, digits and underscores only, at most 20.\n${USAGE}`,
    );
  }
  if (verb === 'revoke') return { verb, userId };
  if (values.role !== 'admin' && values.role !== 'support')
    throw new Error(`--role must be admin or support.\n${USAGE}`);
  return { verb, userId, role: values.role };
}

const roleName = (role: StaffRole | null) =>
  role === 'admin' ? 'an administrator' : role === 'support' ? 'support staff' : 'a player';

function report(change: StaffChange): string {
  const who = `${change.userId} (account ${change.userNum})`;
  if (change.before === change.after) return `${who} is already ${roleName(change.after)}; nothing changed.`;
  return `${who} was ${roleName(change.before)} and is now ${roleName(change.after)}.`;
}

async function main() {
  const command = parse();
  const config = loadConfig();
  const { db, close } = await connectDatabase(config, { role: 'command', label: 'npm run admin', max: 1 });
  try {
    await migrateToLatest(db);
    const byCommand = { staff: null, ip: null };
    const change =
      command.verb === 'grant'
        ? await grantStaffRole(db, command.userId, command.role, byCommand)
        : await revokeStaffRole(db, command.userId, byCommand);
    console.log(report(change));
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  // Refusals (usage, unknown account, configuration) are messages for the operator, not stack traces.
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
