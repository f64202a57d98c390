import type { ReactNode } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { FailureAlert } from './console-notes.tsx';
import './content-editor.css';

/**
 * Parts the content pages of the console share (banners, downloads, club areas, the shop): labelled fields,
 * save errors, the edit dialog and the delete question. Their writes are api/ hooks; their form state is the
 * site's one form hook (ui/use-form.ts).
 */

// The content pages import the shared field and save failure from here, the field by its older names.
export { Field, fieldAria as describedBy } from '../../ui/field.tsx';
export { saveFailure } from '../../ui/use-form.ts';

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
