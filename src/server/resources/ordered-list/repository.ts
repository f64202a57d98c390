import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The queries every ordered console list shares (banners, downloads, the media lists): each table has a
 * key column and a sort_order, and these queries name nothing else. Kysely cannot type a query over a table
 * chosen at run time, so they see it through this narrow shape; the resource's definition
 * (service.ts, `OrderedList`) restores its own row and values types.
 */
export interface OrderedTable {
  name: string;
  /** The key column: 'id', or the download table's 'seq'. */
  key: string;
}

type LooseDb = Kysely<Record<string, Record<string, unknown>>>;
const loose = (db: Db) => db as unknown as LooseDb;

/** One record, locked until the transaction ends (the audit row's "before"). */
export async function lockOne(db: Db, table: OrderedTable, id: number) {
  return loose(db)
    .selectFrom(table.name)
    .selectAll()
    .where(table.key, '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Adds a record at the end of its list; answers its key. */
export async function insertLast(db: Db, table: OrderedTable, values: object): Promise<number> {
  const row = await loose(db)
    .insertInto(table.name)
    .values({
      ...values,
      sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from ${sql.table(table.name)})`,
    })
    .returning(table.key)
    .executeTakeFirstOrThrow();
  return Number(row[table.key]);
}

export async function updateOne(db: Db, table: OrderedTable, id: number, values: object): Promise<void> {
  await loose(db).updateTable(table.name).set(values).where(table.key, '=', id).execute();
}

export async function deleteOne(db: Db, table: OrderedTable, id: number): Promise<void> {
  await loose(db).deleteFrom(table.name).where(table.key, '=', id).execute();
}

/** The keys in their order, every row locked (a reorder compares and rewrites the whole list). */
export async function lockOrder(db: Db, table: OrderedTable): Promise<number[]> {
  const rows = await loose(db)
    .selectFrom(table.name)
    .select(table.key)
    .orderBy('sort_order')
    .orderBy(table.key)
    .forUpdate()
    .execute();
  return rows.map((row) => Number(row[table.key]));
}

/** Gives each key its place in `ids` (1, 2, 3 ...), in one statement. */
export async function writeOrder(db: Db, table: OrderedTable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`update ${sql.table(table.name)} as t set sort_order = o.place
    from unnest(${ids}::integer[]) with ordinality as o(id, place)
    where t.${sql.ref(table.key)} = o.id`.execute(db);
}
