import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** How long a browser or address stays known after its last successful sign-in. */
export const KNOWN_LOGIN_DAYS = 90;

const since = () => sql<Date>`now() - make_interval(days => ${KNOWN_LOGIN_DAYS})`;

/**
 * Whether this browser (its device-token hash) or this address signed in to the account successfully in the
 * last KNOWN_LOGIN_DAYS. A known browser wins over a known address: it is the narrower bucket.
 */
export async function findKnownLogin(
  db: Db,
  userNum: number,
  deviceHash: string | null,
  ip: string,
): Promise<'device' | 'address' | null> {
  const rows = await db
    .selectFrom('known_logins')
    .select('kind')
    .where('user_num', '=', userNum)
    .where('last_success_at', '>', since())
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', 'address'), eb('value', '=', ip)]),
        ...(deviceHash ? [eb.and([eb('kind', '=', 'device'), eb('value', '=', deviceHash)])] : []),
      ]),
    )
    .execute();
  if (rows.some((r) => r.kind === 'device')) return 'device';
  return rows.length > 0 ? 'address' : null;
}

/** Records a successful sign-in from this browser and address, and drops entries past their time. */
export async function rememberLogin(db: Db, userNum: number, deviceHash: string, ip: string): Promise<void> {
  await db
    .insertInto('known_logins')
    .values([
      { user_num: userNum, kind: 'device', value: deviceHash },
      { user_num: userNum, kind: 'address', value: ip },
    ])
    .onConflict((oc) =>
      oc.columns(['user_num', 'kind', 'value']).doUpdateSet({ last_success_at: sql`now()` }),
    )
    .execute();
  await db
    .deleteFrom('known_logins')
    .where('user_num', '=', userNum)
    .where('last_success_at', '<=', since())
    .execute();
}

/**
 * A new password forgets every browser and address (one the old password let in may not be the owner's),
 * except the browser and address that set it: they proved the account (reset link or secret answer).
 */
export async function knownOnlyFrom(db: Db, userNum: number, deviceHash: string, ip: string): Promise<void> {
  await db.deleteFrom('known_logins').where('user_num', '=', userNum).execute();
  await rememberLogin(db, userNum, deviceHash, ip);
}
