import { useEffect, useRef, useState } from 'react';
import type { OrderedRow } from '../../api/admin-ordered-lists.ts';
import { reportActionError } from '../../api/client.ts';
import { Modal } from '../../ui/modal.tsx';
import { ListState } from './console-notes.tsx';
import { RowAction } from './list-row-actions.tsx';
import { type InPlaceListDefinition, useOrderedList } from './ordered-list.tsx';
import { moved } from './use-reorder.ts';
import './media-console.css';

/**
 * An ordered list whose form opens above it (ordered-list.tsx, InPlaceListDefinition). Every control is a
 * button with its record's name, so the list works by keyboard and on a phone; after a move the focus stays
 * on the moved record's button, and after a delete it goes to the Add button.
 */
export function InPlaceList<Row extends OrderedRow, Body extends object>({
  definition: list,
}: {
  definition: InPlaceListDefinition<Row, Body>;
}) {
  const { list: query, rows, save, remove, reorder, editing, open, close, form } = useOrderedList(list);
  const [confirming, setConfirming] = useState<Row | null>(null);
  const [status, setStatus] = useState('');
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (editing) formHeading.current?.focus();
  }, [editing]);
  useEffect(() => {
    if (!focusAfter || !query.data) return;
    const target = listRef.current?.querySelector<HTMLButtonElement>(`[data-focus-key="${focusAfter}"]`);
    if (target && !target.disabled) target.focus();
    else
      listRef.current
        ?.querySelector<HTMLButtonElement>(`[data-focus-key^="${focusAfter.split(':')[0]}:"]:not(:disabled)`)
        ?.focus();
    setFocusAfter(null);
  }, [focusAfter, query.data]);

  const nameOf = (row: Row) =>
    list.rowName(
      row,
      rows.findIndex((r) => r.id === row.id),
    );
  const startEdit = (row: Row | 'new') => {
    setStatus('');
    open(row);
  };
  const closeForm = () => {
    save.reset();
    close();
    queueMicrotask(() => addButton.current?.focus());
  };
  const saved = (message: string) => {
    setStatus(message);
    closeForm();
  };
  const move = (index: number, delta: -1 | 1) => {
    const before = rows.map((row) => row.id);
    const ids = moved(before, index, delta);
    if (ids === before) return;
    const title = list.title(rows[index]!);
    reorder.mutate(ids, {
      onSuccess: () => {
        setStatus(`${title} moved ${delta < 0 ? 'up' : 'down'}.`);
        setFocusAfter(`${before[index]}:${delta < 0 ? 'up' : 'down'}`);
      },
      onError: reportActionError,
    });
  };
  const confirmDelete = () => {
    if (!confirming) return;
    const row = confirming;
    setConfirming(null);
    remove.mutate(row.id, {
      onSuccess: (done) => {
        setStatus(done.message);
        // The record's buttons are gone: the focus goes to the list's Add button.
        if (editing !== null && editing !== 'new' && editing.id === row.id) closeForm();
        else queueMicrotask(() => addButton.current?.focus());
      },
      onError: reportActionError,
    });
  };

  const { idPrefix } = list;
  return (
    <div className="media-editor">
      <p className="media-editor__status" role="status">
        {status}
      </p>
      {editing ? (
        <section className="media-editor__form" aria-labelledby={`${idPrefix}-form-title`}>
          <h2 id={`${idPrefix}-form-title`} ref={formHeading} tabIndex={-1}>
            {editing === 'new' ? list.addLabel : `Edit ${nameOf(editing)}`}
          </h2>
          {form(editing, saved, closeForm)}
        </section>
      ) : (
        <button ref={addButton} type="button" className="btn btn--primary" onClick={() => startEdit('new')}>
          {list.addLabel}
        </button>
      )}

      <ListState query={query} what={list.what} />
      {query.data && rows.length === 0 && <p className="media-editor__empty">{list.empty}</p>}
      {rows.length > 0 && (
        <ol ref={listRef} className="media-editor__list" aria-label={list.listLabel}>
          {rows.map((row, index) => {
            const name = list.rowName(row, index);
            return (
              <li key={row.id} className="media-editor__item" data-testid={list.rowTestId}>
                {list.body(row)}
                <div className="media-editor__actions">
                  <button
                    type="button"
                    className="btn btn--small"
                    data-focus-key={`${row.id}:up`}
                    disabled={index === 0 || reorder.isPending}
                    aria-label={`Move ${name} up`}
                    onClick={() => move(index, -1)}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className="btn btn--small"
                    data-focus-key={`${row.id}:down`}
                    disabled={index === rows.length - 1 || reorder.isPending}
                    aria-label={`Move ${name} down`}
                    onClick={() => move(index, 1)}
                  >
                    Down
                  </button>
                  <RowAction action="Edit" name={name} onClick={() => startEdit(row)} />
                  <RowAction action="Delete" name={name} onClick={() => setConfirming(row)} />
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <Modal
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        aria-labelledby={`${idPrefix}-confirm`}
      >
        <p id={`${idPrefix}-confirm`}>
          Delete the {list.noun} {confirming ? nameOf(confirming) : '“”'}? This cannot be undone.
        </p>
        <div className="media-editor__confirm">
          <button type="button" className="btn btn--primary" onClick={confirmDelete}>
            Yes
          </button>
          <button type="button" className="btn" onClick={() => setConfirming(null)}>
            No
          </button>
        </div>
      </Modal>
    </div>
  );
}
