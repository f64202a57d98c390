import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/connect.ts';
import type { Db } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrator.ts';
import { HttpError } from '#server/http-error.ts';
import { resetFactor } from '#server/modules/accounts/factor-service.ts';
import { findUserByUserId } from '#server/modules/accounts/repository.ts';
import { grantStaffRole, revokeStaffRole, type StaffChange } from '#server/modules/admin/staff.ts';
import type { StaffRole } from '#shared/permissions.ts';

/**
 * `npm run admin -- grant <userId> --role admin|support` and `npm run admin -- revoke <userId>`: makes the
 * first administrator of a fresh install (and any staff member later) without SQL, beside a running site.
 * `npm run admin -- reset-2fa <userId>` turns off a staff member's second factor (a lost phone, and no
 * other administrator to do it in the console: docs/OPERATIONS.md). Whoever runs a command has the server
 * itself, so no second factor is asked. Each change writes its audit row (staff: none, the command) in the
 * same transaction.
 */
const USAGE =
  'Usage: npm run admin -- grant <userId> [--role admin|support]\n       npm run admin -- revoke <userId>\n       npm run admin -- reset-2fa <userId>';

/** An account's sign-in name as registration allows it: letters, digits and underscores, at most 20. */
const USER_ID = /^[A-Za-z0-9_]{1,20}$/;

type Command =
  | { verb: 'grant'; userId: string; role: StaffRole }
  | { verb: 'revoke' | 'reset-2fa'; userId: string };

function parse(): Command {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string', default: 'admin' } },
  });
  const [verb, userId, ...rest] = positionals;
  if (
    (verb !== 'grant' && verb !== 'revoke' && verb !== 'reset-2fa') ||
    userId === undefined ||
    rest.length > 0
  )
    throw new Error(USAGE);
  if (!USER_ID.test(userId)) {
    throw new Error(
      `'${userId}' is not a user ID: letters, digits and underscores only, at most 20.\n${USAGE}`,
    );
  }
  if (verb !== 'grant') return { verb, userId };
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

async function resetTwoStep(db: Db, userId: string): Promise<string> {
  const account = await findUserByUserId(db, userId);
  if (!account) throw new Error(`No account has the user ID '${userId}'.`);
  try {
    await resetFactor(db, null, account.user_num, { staff: null, ip: null }, null);
  } catch (error) {
    if (error instanceof HttpError) return `${account.user_id}: ${error.message} Nothing changed.`;
    throw error;
  }
  return `${account.user_id} (account ${account.user_num}) signs in with the password alone until they set up two-step sign-in again.`;
}

async function main() {
  const command = parse();
  const config = loadConfig();
  const { db, close } = await connectDatabase(config, { role: 'command', label: 'npm run admin', max: 1 });
  try {
    await migrateToLatest(db);
    const byCommand = { staff: null, ip: null };
    if (command.verb === 'reset-2fa') {
      console.log(await resetTwoStep(db, command.userId));
      return;
    }
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
