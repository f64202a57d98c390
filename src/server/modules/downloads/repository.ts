import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export function listDownloads(db: Db) {
  return db
    .selectFrom('downloads')
    .select([
      'seq',
      'link_name',
      'link_address',
      'link_type',
      'link_description',
      sql<string>`to_char(link_date, 'YYYY-MM-DD')`.as('link_date'),
      'link_icon',
    ])
    .orderBy('sort_order')
    .orderBy('seq')
    .execute();
}
