import { type Generated, type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
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
 * Every media table has an id and a sort_order, and these queries name nothing else. Kysely cannot type a
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

/** One record, locked until the transaction ends (the audit row's "before"). */
export async function lockOne<T extends MediaTable>(
  db: Db,
  table: T,
  id: number,
): Promise<MediaRow<T> | undefined> {
  const row = await ordered(db)
    .selectFrom(table as string)
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row as unknown as MediaRow<T> | undefined;
}

/** Adds a record at the end of its list. */
export async function insertLast<T extends MediaTable>(
  db: Db,
  table: T,
  values: MediaValues<T>,
): Promise<number> {
  const last = await ordered(db)
    .selectFrom(table as string)
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .executeTakeFirst();
  const sortOrder = Number(last?.max ?? 0) + 1;
  const row = await ordered(db)
    .insertInto(table as string)
    .values({ ...values, sort_order: sortOrder } as unknown as Insertable<OrderedRow>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOne<T extends MediaTable>(
  db: Db,
  table: T,
  id: number,
  values: MediaValues<T>,
): Promise<void> {
  await ordered(db)
    .updateTable(table as string)
    .set(values as unknown as Updateable<OrderedRow>)
    .where('id', '=', id)
    .execute();
}

export async function deleteOne(db: Db, table: MediaTable, id: number): Promise<void> {
  await ordered(db)
    .deleteFrom(table as string)
    .where('id', '=', id)
    .execute();
}

/** The ids in their order, every row locked (a reorder compares and rewrites the whole list). */
export async function lockOrder(db: Db, table: MediaTable): Promise<number[]> {
  const rows = await ordered(db)
    .selectFrom(table as string)
    .select('id')
    .orderBy('sort_order')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** Gives each id its place in `ids` (1, 2, 3 ...), in one statement. */
export async function writeOrder(db: Db, table: MediaTable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`update ${sql.table(table)} as t set sort_order = o.place
    from unnest(${ids}::integer[]) with ordinality as o(id, place) where t.id = o.id`.execute(db);
}
