import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { forgetPublicContent } from '../../api/admin-content.ts';
import { ApiError } from '../../api/client.ts';
import { Modal } from '../../ui/modal.tsx';
import './content-editor.css';

/**
 * Parts the content pages of the console share (banners, downloads, club areas): the list's loading and
 * failure states, move up / move down buttons, the delete question, labelled fields and save errors.
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

/** The list's "Loading…" and failure notes; renders nothing once the data is there. */
export function ListState({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.isPending) {
    return (
      <p role="status" className="muted">
        Loading…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="console__failed">
        <p>The {what} could not be loaded. Please try again.</p>
        <button type="button" className="btn btn--small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}

/** A labelled form control with its message under it (announced when it appears). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="content-form__hint">
          {hint}
        </p>
      )}
      {children}
      <p id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}

/** aria attributes tying a control to its hint and its error (Field above). */
export function describedBy(id: string, error?: string, hint = false) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

/** The new order when the record at `index` moves one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * Move up / Move down for one row. Focus stays on the row's buttons after a move (the row is found again by
 * its id), so the keyboard can keep moving it.
 */
export function MoveButtons({
  rowId,
  name,
  index,
  count,
  onMove,
}: {
  rowId: string;
  name: string;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
}) {
  const move = (step: -1 | 1) => {
    onMove(step);
    // After React has moved the row: the same button, or its neighbour when the row reached an end.
    requestAnimationFrame(() => {
      const same = document.getElementById(
        `${rowId}-${step < 0 ? 'up' : 'down'}`,
      ) as HTMLButtonElement | null;
      const other = document.getElementById(`${rowId}-${step < 0 ? 'down' : 'up'}`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };
  return (
    <span className="content-move">
      <button
        id={`${rowId}-up`}
        type="button"
        className="btn btn--small"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => move(-1)}
      >
        ↑ Up
      </button>
      <button
        id={`${rowId}-down`}
        type="button"
        className="btn btn--small"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => move(1)}
      >
        ↓ Down
      </button>
    </span>
  );
}

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
      {error && (
        <p role="alert" className="console__failed">
          {error}
        </p>
      )}
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
