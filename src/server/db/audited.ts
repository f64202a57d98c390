import type { AuditChange } from '#shared/contracts/admin.ts';
import { notFound } from '../http-error.ts';
import { type Actor, type AuditEntry, changedFields, type Editor, type Party, recordAudit } from './audit.ts';
import type { Db } from './database.ts';
import { bumpVersion, claimVersion, type VersionedTable } from './versions.ts';

/**
 * A kind of record whose changes are audited (docs/ARCHITECTURE.md, "Audited changes"): declared once by
 * its service, so each change through `createRecord`, `changeRecord` or `logChange` carries its audit row
 * in the change's own transaction, and no change names its record type or fields again.
 */
export interface AuditedKind<F extends string = string> {
  /** The audit rows' record type (for a versioned table, the one db/versions.ts names). */
  record: string;
  /** The first part of each action: 'banner' makes 'banner.update'. The record type when absent. */
  action?: string;
  /** The fields an audit row compares, before and after. */
  fields: readonly F[];
  /** The versioned table a change moves on (db/versions.ts), when the kind has one. */
  table?: VersionedTable;
  /** The 404 answer's message when the record is not there. */
  missing?: string;
  /** How a row or its new values read in the audit row (instants as ISO text); as they are when absent. */
  view?: (values: never) => Partial<Record<F, unknown>>;
}

/** Who makes a change: a staff member in the console, a server command (no staff, no address), a player or
 * the site itself (a character service order and its outcome), or nobody the log should know of (null: the
 * seed, which writes no audit rows). */
export type Author = Editor | Actor | Party | null;

type Values = object | null;

function actorOf(author: Editor | Actor | Party): Pick<AuditEntry, 'staff' | 'ip' | 'party'> {
  if (author === 'site') return { staff: null, ip: null, party: 'site' };
  if ('player' in author) return { staff: author.player, ip: author.ip, party: 'player' };
  return 'userNum' in author ? { staff: author.userNum, ip: author.ip } : author;
}

function shown<F extends string>(kind: AuditedKind<F>, values: Values): Partial<Record<F, unknown>> | null {
  if (values === null) return null;
  return kind.view ? kind.view(values as never) : (values as Partial<Record<F, unknown>>);
}

/**
 * Writes the audit row of a change already made in `trx`: 'kind.verb' on record `id`, each of the kind's
 * fields that differs between `before` and `after` (null: created, removed), then `changes`, the change's
 * own entries (a reason, a count).
 */
export async function logChange<F extends string>(
  trx: Db,
  kind: AuditedKind<F>,
  author: Author,
  change: {
    verb: string;
    id: string | number | null;
    before?: Values;
    after?: Values;
    changes?: AuditChange[];
  },
): Promise<void> {
  if (author === null) return;
  const compared = changedFields(
    shown(kind, change.before ?? null),
    shown(kind, change.after ?? null),
    kind.fields,
  );
  await recordAudit(trx, {
    ...actorOf(author),
    action: `${kind.action ?? kind.record}.${change.verb}`,
    recordType: kind.record,
    recordId: change.id,
    changes: [...compared, ...(change.changes ?? [])],
  });
}

/**
 * Adds a record and writes its 'create' row, in `trx`: `insert` answers the new record's id and its stored
 * values, and so does this.
 */
export async function createRecord<Created extends { id: string | number; values: object }, F extends string>(
  trx: Db,
  kind: AuditedKind<F>,
  author: Author,
  insert: () => Promise<Created>,
): Promise<Created> {
  const created = await insert();
  await logChange(trx, kind, author, { verb: 'create', id: created.id, after: created.values });
  return created;
}

/**
 * The one shape of a change to a record that exists, in the caller's transaction: lock it (404 with the
 * kind's `missing` when it is not there), move its version on (claim the one the form `loaded`, 409 when
 * stale; or, for `version: 'bump'`, move it without a check), write, and audit what `write` answers as the
 * record's values after (null: removed). The id is the versioned row's key; `true` is the one settings row.
 */
export async function changeRecord<Row extends object, After extends Values, F extends string>(
  trx: Db,
  kind: AuditedKind<F>,
  author: Author,
  change: {
    verb: string;
    id: string | number | true;
    version?: number | 'bump';
    lock: () => Promise<Row | undefined>;
    /** True when the record already is as asked (publish what is shown): nothing is written, no row. */
    unchanged?: (before: Row) => boolean;
    write: (before: Row) => Promise<After>;
    changes?: AuditChange[];
  },
): Promise<{ before: Row; after: After; changed: boolean }> {
  const before = await change.lock();
  if (!before) throw notFound(kind.missing ?? 'There is no such record.');
  if (change.unchanged?.(before)) return { before, after: before as unknown as After, changed: false };
  const { version } = change;
  if (kind.table && version === 'bump') await bumpVersion(trx, kind.table, change.id);
  else if (kind.table && typeof version === 'number') await claimVersion(trx, kind.table, change.id, version);
  const after = await change.write(before);
  const id = change.id === true ? null : change.id;
  await logChange(trx, kind, author, { verb: change.verb, id, before, after, changes: change.changes });
  return { before, after, changed: true };
}
