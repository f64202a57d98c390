import { type ReactNode, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { Modal } from '../../ui/modal.tsx';
import { FailureAlert } from './console-notes.tsx';
import './content-editor.css';

/**
 * Parts the content pages of the console share (banners, downloads, club areas, the shop): labelled fields,
 * save errors, the edit dialog and the delete question. Their writes are api/ hooks.
 */

/**
 * An add / edit form's values and messages: `set` changes some values, `errors` holds the form's own
 * checks (`setLocal`) over the server's per-field messages, `failure` the server's refusal.
 */
export function useFormValues<V>(initial: () => V, saveError: unknown) {
  const [values, setValues] = useState(initial);
  const [local, setLocal] = useState<Record<string, string>>({});
  const failure = saveFailure(saveError);
  const errors: Record<string, string | undefined> = { ...failure?.fields, ...local };
  const set = (patch: Partial<V>) => setValues((v) => ({ ...v, ...patch }));
  return { values, set, errors, failure, setLocal };
}

/** What a failed save says: the server's message and its per-field messages (null when already shown). */
export function saveFailure(error: unknown): { message: string; fields: Record<string, string> } | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    if (error.handled && error.status !== 404 && error.status < 500) return null; // 401, 429, network: told
    if (error.status >= 500) return { message: 'The change was not saved. Please try again.', fields: {} };
    const fields: Record<string, string> = {};
    for (const [field, messages] of Object.entries(error.body?.errors ?? {})) {
      const text = [messages].flat().join(' ');
      if (text) fields[field.split('.')[0] ?? field] = text;
    }
    return { message: error.body?.message ?? 'The change was not saved.', fields };
  }
  return { message: 'The change was not saved. Please try again.', fields: {} };
}

// The content pages name the shared field by its older names (ui/field.tsx).
export { Field, fieldAria as describedBy } from '../../ui/field.tsx';

/** "Delete …?" with Delete and Cancel; Escape cancels. */
export function ConfirmDelete({
  name,
  open,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  name: string;
  open: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      onCancel={onCancel}
      aria-labelledby="confirm-delete-title"
      data-testid="confirm-delete"
    >
      <h2 id="confirm-delete-title">Delete {name}?</h2>
      <p>This cannot be undone; the audit log keeps what it was.</p>
      <FailureAlert message={error} />
      <div className="content-form__actions">
        <button type="button" className="btn btn--danger" disabled={busy} onClick={onConfirm}>
          {busy ? 'Deleting…' : 'Delete'}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}

/**
 * The dialog an add / edit form opens in: open while `editing` holds a record (or 'new'), Escape closes it.
 * `children` draws the form for what is being edited.
 */
export function EditDialog<T>({
  editing,
  titleId,
  onClose,
  children,
}: {
  editing: T | null;
  titleId: string;
  onClose: () => void;
  children: (editing: T) => ReactNode;
}) {
  return (
    <Modal open={editing !== null} onCancel={onClose} className="content-dialog" aria-labelledby={titleId}>
      {editing !== null && children(editing)}
    </Modal>
  );
}
