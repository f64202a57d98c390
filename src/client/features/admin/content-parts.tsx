import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { forgetPublicContent } from '../../api/admin-content.ts';
import { api } from '../../api/client.ts';
import { Modal } from '../../ui/modal.tsx';
import { useForm } from '../../ui/use-form.ts';
import { FailureAlert } from './console-notes.tsx';
import './content-editor.css';

/**
 * Parts the content pages of the console share (banners, downloads, club areas, the shop): the write that
 * refreshes the list, labelled fields, save errors, the edit dialog and the delete question.
 */

/**
 * A console write: on success the page's list is read again and this browser's public copy dropped. Writes
 * given the same `serial` name run one after another (quick presses of Move up send their orders in turn).
 */
export function useContentWrite<V>(
  what: 'banners' | 'downloads' | 'clubs',
  listKey: readonly unknown[],
  write: (vars: V) => Promise<unknown>,
  serial?: string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    ...(serial ? { scope: { id: serial } } : {}),
    onSuccess: () => {
      forgetPublicContent(client, what);
    },
    onSettled: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

/**
 * The writes of a list the operator orders by hand (banners, download links): the new order, sent one after
 * another, and a delete. `path` is the list's admin route ('admin/banners').
 */
export function useOrderedListWrites(
  what: 'banners' | 'downloads',
  listKey: readonly unknown[],
  path: `admin/${string}`,
) {
  const reorder = useContentWrite(
    what,
    listKey,
    (ids: number[]) => api.put(`${path}/order`, { ids }),
    `${what}-order`,
  );
  const remove = useContentWrite(what, listKey, (id: number) => api.delete(`${path}/${id}`));
  return { reorder, remove };
}

/**
 * An add / edit form's values and messages (the site's one form hook, ui/use-form.ts): `set` changes some
 * values, `errors` holds the form's own checks (`setLocal`) over the server's per-field messages, `failure`
 * the server's refusal. The content pages know it by this older name.
 */
export function useFormValues<V extends object>(initial: () => V, saveError: unknown) {
  const { values, set, errors, failure, setErrors } = useForm<V>({ initial, saveError });
  return { values, set, errors, failure, setLocal: setErrors };
}

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
