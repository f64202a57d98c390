import type { AccountUser } from '#shared/contracts/accounts.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/tables/accounts.ts';
import { charactersOf } from './repository.ts';

/** The API's view of a player: display data, balances, characters; never a hash or the secret answer. */
export async function presentUser(db: Db, row: UserRow): Promise<AccountUser> {
  const characters = await charactersOf(db, row.user_num);
  return {
    UserNum: row.user_num,
    UserID: row.user_id,
    UserType: row.user_type,
    UserPoint: row.user_point,
    UserPoint2: row.user_point2,
    UserEmail: row.email,
    NameFirst: row.name_first,
    NameLast: row.name_last,
    PhoneNumber: row.phone_number,
    UserSQ: row.secret_question,
    Gender: row.gender,
    Country: row.country,
    email_verified_at: row.email_verified_at ? row.email_verified_at.toISOString() : null,
    ...(row.details_needed_at ? { details_needed: true } : {}),
    characters: characters.map((c) => ({
      ChaNum: c.cha_num,
      ChaName: c.cha_name,
      ChaLevel: c.cha_level,
      ChaClass: c.cha_class,
      ChaSchool: c.cha_school,
      ChaReborn: c.cha_reborn,
      GuildName: c.guild_name,
      ChaOnline: c.cha_online,
    })),
  };
}
