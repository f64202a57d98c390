import type { UseMutationResult } from '@tanstack/react-query';
import { type ComponentPropsWithoutRef, useState } from 'react';
import { saveFailure } from './content-parts.tsx';

/**
 * The buttons at the end of a console list's row (move up / down, edit, delete, show / hide) and the delete
 * question's state. Every page's rows name their record in the buttons' labels the same way ("Edit banner 2"),
 * so a screen reader and the e2e specs can tell the rows apart; written once here.
 */

/** One small row button: the action as its text, "<action> <name>" as its label. */
export function RowAction({
  action,
  name,
  danger = false,
  ...button
}: { action: string; name: string; danger?: boolean } & Omit<
  ComponentPropsWithoutRef<'button'>,
  'type' | 'className' | 'aria-label' | 'children'
>) {
  return (
    <button
      type="button"
      className={danger ? 'btn btn--small btn--danger' : 'btn btn--small'}
      aria-label={`${action} ${name}`}
      {...button}
    >
      {action}
    </button>
  );
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

/**
 * Delete after a question: `ask(row)` (the row's Delete button) clears the last failure and opens the
 * question; `dialog` is what ConfirmDelete needs (the delete runs on confirm, the question closes when done).
 */
export function useDeleteConfirm<T extends { id: number }>(
  remove: UseMutationResult<unknown, Error, number>,
) {
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    ask: (row: T) => {
      remove.reset();
      setTarget(row);
    },
    dialog: {
      open: target !== null,
      busy: remove.isPending,
      error: saveFailure(remove.error)?.message ?? null,
      onCancel: () => setTarget(null),
      onConfirm: () => {
        if (target) remove.mutate(target.id, { onSuccess: () => setTarget(null) });
      },
    },
  };
}
