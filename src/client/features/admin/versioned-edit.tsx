import { Fragment, type ReactNode, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { FailureAlert } from './console-notes.tsx';

/**
 * Every console edit form saves the version of the record it was opened on, and a save from a version
 * someone has since changed is refused with `stale_edit`: who changed it and when
 * (docs/decisions/0009-edit-versions.md). This file is that rule's client side, used by every edit form.
 */

/** What an edit form needs of its session: the version to send, and the two ways it moves on. */
export interface EditSession {
  /** The version the form's values were loaded at: sent with every save. */
  version: number;
  /** After a save went through: the record is one version on, and the form's values are it. */
  saved: () => void;
  /**
   * Reads the record again and draws the form afresh on it (the form's unsaved values are dropped); rejects
   * when it cannot be read or is gone.
   */
  reload: () => Promise<void>;
}

/**
 * Draws an edit form on the record as it was when opened, and keeps it so: a background refresh of the
 * record does not touch what the operator is typing. Only Reload, the operator's choice after a refused
 * save, redraws the form on the record as it is now (`fetchFresh`; undefined when it is gone).
 */
export function VersionedEdit<T extends { version: number }>({
  record,
  fetchFresh,
  children,
}: {
  record: T;
  fetchFresh: () => Promise<T | undefined>;
  children: (record: T, session: EditSession) => ReactNode;
}) {
  const [state, setState] = useState({ record, version: record.version, drawn: 0 });
  const session: EditSession = {
    version: state.version,
    // A save from version v that went through left the record at v + 1 (each change raises it by one).
    saved: () => setState((s) => ({ ...s, version: s.version + 1 })),
    reload: async () => {
      const fresh = await fetchFresh();
      if (!fresh) throw new Error('The record is gone.');
      setState((s) => ({ record: fresh, version: fresh.version, drawn: s.drawn + 1 }));
    },
  };
  return <Fragment key={state.drawn}>{children(state.record, session)}</Fragment>;
}

/**
 * An add / edit form in one: an edit (a loaded `record`) is drawn in a VersionedEdit; an add, with nothing
 * loaded, has no session. `fetchFresh` reads the record again from wherever the page got it.
 */
export function AddOrEdit<T extends { version: number }>({
  record,
  fetchFresh,
  children,
}: {
  record: T | null;
  fetchFresh: (record: T) => Promise<T | undefined>;
  children: (record: T | null, session: EditSession | null) => ReactNode;
}) {
  if (!record) return children(null, null);
  return (
    <VersionedEdit record={record} fetchFresh={() => fetchFresh(record)}>
      {children}
    </VersionedEdit>
  );
}

/** The save was refused because someone changed the record since the form was opened. */
export function isStaleEdit(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'stale_edit';
}

/**
 * A save's failure under an edit form: the form's own message (`message`), or, for a stale edit, the
 * server's "Changed by … since you opened it." with Reload.
 */
export function SaveFailure({
  error,
  message,
  session,
  wide = false,
}: {
  error: unknown;
  message: string | null | undefined;
  /** null for an add: there is nothing to reload. */
  session: Pick<EditSession, 'reload'> | null;
  wide?: boolean;
}) {
  const [reloading, setReloading] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!session || !isStaleEdit(error)) return <FailureAlert message={message} wide={wide} />;
  const reload = () => {
    setReloading(true);
    setFailed(false);
    session.reload().then(
      () => setReloading(false),
      () => {
        setReloading(false);
        setFailed(true);
      },
    );
  };
  return (
    <div role="alert" className={wide ? 'console__failed content-form__wide' : 'console__failed'}>
      <p>{error.message}</p>
      <p>Reload to see their change; what you typed here since opening it is then discarded.</p>
      {failed && <p>The record could not be read again: it may have been deleted. Please try again.</p>}
      <button type="button" className="btn btn--small" disabled={reloading} onClick={reload}>
        {reloading ? 'Reloading…' : 'Reload'}
      </button>
    </div>
  );
}
