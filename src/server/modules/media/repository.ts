import type { Generated, Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MediaTables } from '../../db/tables/media.ts';

export type MediaTable = keyof MediaTables;
export type MediaRow<T extends MediaTable> = Selectable<MediaTables[T]>;
/** A record's editable columns (id, order, creation time and version are the repository's). */
export type MediaValues<T extends MediaTable> = Omit<
  MediaRow<T>,
  'id' | 'sort_order' | 'created_at' | 'version'
>;

/**
 * The public reads (the console's changes are the ordered list's: resources/ordered-list). Every media table
 * has an id and a sort_order, and these queries name nothing else. Kysely cannot type a
 * query over a table chosen at run time, so they see the tables through this narrower shape; the typed
 * functions below restore each table's own row type.
 */
interface OrderedRow {
  id: Generated<number>;
  sort_order: number;
}
type OrderedDb = Kysely<Record<string, OrderedRow>>;
const ordered = (db: Db) => db as unknown as OrderedDb;

/** The whole list in the operator's order (ties: oldest first). */
export async function listAll<T extends MediaTable>(db: Db, table: T): Promise<MediaRow<T>[]> {
  const rows = await ordered(db)
    .selectFrom(table as string)
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows as unknown as MediaRow<T>[];
}

/** One page of the list in the operator's order. */
export async function listPage<T extends MediaTable>(
  db: Db,
  table: T,
  limit: number,
  offset: number,
): Promise<MediaRow<T>[]> {
  const rows = await ordered(db)
    .selectFrom(table as string)
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows as unknown as MediaRow<T>[];
}

export async function countAll(db: Db, table: MediaTable): Promise<number> {
  const row = await ordered(db)
    .selectFrom(table as string)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
