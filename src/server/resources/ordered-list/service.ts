import type { z } from 'zod';
import type { Versioned } from '#shared/contracts/versions.ts';
import type { AuditedKind, Author } from '../../db/audited.ts';
import { changeRecord, createRecord, logChange } from '../../db/audited.ts';
import type { CacheTopic } from '../../db/cache-bus.ts';
import type { Db } from '../../db/database.ts';
import type { VersionedTable } from '../../db/versions.ts';
import type { HttpError } from '../../http-error.ts';
import * as repo from './repository.ts';

/**
 * One ordered console list (banners, downloads, each media list), defined once: its routes
 * (routes.ts: list, add, change, remove, reorder), its audited changes (this file) and the
 * public caches a change makes stale (`topic`, cleared on every instance by the cache bus). A resource
 * declares only what is its own: table, texts, schemas, how a body becomes stored values, its console list.
 */
// Input is the body after validation (what `schemas.save` outputs), Values the stored columns.
export interface OrderedList<Input = never, Values extends object = object> {
  /** The console's address under /api: '/admin/banners'. */
  path: string;
  /** The public answers a change makes stale. */
  topic: CacheTopic;
  table: repo.OrderedTable & { name: VersionedTable };
  /** The audit log's record type, the fields it compares, the 404 message. */
  audit: AuditedKind & { missing: string };
  schemas: {
    /** The body of an add; an edit's is the same with the version it was loaded at. */
    save: z.ZodObject;
    /** The body of a reorder: { ids }. */
    order: z.ZodType<{ ids: number[] }>;
    /** The console list, each record with its version. */
    list: z.ZodType;
  };
  /** For the OpenAPI summaries ("a banner", "every banner") and the answers. */
  text: {
    one: string;
    every: string;
    added: string;
    saved: string;
    removed: string;
    ordered: string;
    /** Extra words for the list's summary ("hidden and out-of-window ones too, with its status"). */
    listing?: string;
  };
  /** The refusal of an order that does not name every record once (made from a stale list). */
  staleOrder: () => HttpError;
  /** The values stored for a body (checked against the store where it names an upload). */
  toValues(trx: Db, input: Input): Promise<Values>;
  /** The console's list: every record in order, with its version. */
  list(db: Db): Promise<unknown>;
  /** One record locked, when the resource reads a column its own way (a date as text); else every column. */
  lock?(trx: Db, id: number): Promise<object | undefined>;
}

// Each function takes the resource's own input; inside, the definition is seen loosely.
type Loose = OrderedList<unknown, object>;

/** Adds a record at the end of the list, with its audit row, in one transaction. */
export async function createItem<Input>(
  db: Db,
  list: OrderedList<Input>,
  input: Input,
  editor: Author,
): Promise<number> {
  const def = list as unknown as Loose;
  const { id } = await db.transaction().execute(async (trx) =>
    createRecord(trx, def.audit, editor, async () => {
      const values = await def.toValues(trx, input);
      return { id: await repo.insertLast(trx, def.table, values), values };
    }),
  );
  return id;
}

const lockFor = (def: Loose, trx: Db, id: number) => () =>
  def.lock ? def.lock(trx, id) : repo.lockOne(trx, def.table, id);

/** Changes a record from the version its form loaded (404, 409 stale_edit), with its audit row. */
export async function updateItem<Input>(
  db: Db,
  list: OrderedList<Input>,
  id: number,
  input: Input & Versioned,
  editor: Author,
): Promise<void> {
  const def = list as unknown as Loose;
  await db.transaction().execute((trx) =>
    changeRecord(trx, def.audit, editor, {
      verb: 'update',
      id,
      version: input.version,
      lock: lockFor(def, trx, id),
      write: async () => {
        const values = await def.toValues(trx, input);
        await repo.updateOne(trx, def.table, id, values);
        return values;
      },
    }),
  );
}

/** Removes a record (404 when there is none); the audit row keeps what it was. */
export async function deleteItem(db: Db, list: OrderedList, id: number, editor: Author): Promise<void> {
  const def = list as unknown as Loose;
  await db.transaction().execute((trx) =>
    changeRecord(trx, def.audit, editor, {
      verb: 'delete',
      id,
      lock: lockFor(def, trx, id),
      write: async () => {
        await repo.deleteOne(trx, def.table, id);
        return null;
      },
    }),
  );
}

const ORDER: AuditedKind<'order'>['fields'] = ['order'];

/**
 * Puts the list in the order of `ids`, which must name every record once: an order made from a stale list
 * (someone added or removed one meanwhile) is refused rather than guessed at, and nothing changes.
 */
export async function reorderItems(db: Db, list: OrderedList, ids: number[], editor: Author): Promise<void> {
  const def = list as unknown as Loose;
  await db.transaction().execute(async (trx) => {
    const current = await repo.lockOrder(trx, def.table);
    const known = new Set(current);
    const same =
      ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
    if (!same) throw def.staleOrder();
    await repo.writeOrder(trx, def.table, ids);
    await logChange(trx, { record: def.audit.record, action: def.audit.action, fields: ORDER }, editor, {
      verb: 'reorder',
      id: null,
      before: { order: current },
      after: { order: ids },
    });
  });
}
