import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import type { MediaKind } from '#shared/contracts/admin-media.ts';
import type { StoredImage } from '#shared/contracts/images.ts';
import { type AdminMediaItems, adminMediaQueryOptions } from '../../api/admin-media.ts';
import { ApiError, reportActionError } from '../../api/client.ts';
import { Modal } from '../../ui/modal.tsx';
import { ListState } from './console-notes.tsx';
import { RowAction } from './list-row-actions.tsx';
import { useMediaMutations } from './media-mutations.ts';
import { moved } from './use-reorder.ts';
import { SaveFailure } from './versioned-edit.tsx';
import './media-console.css';

/** What a kind's form receives: the record being edited (null: a new one) and the server's field messages. */
export interface MediaFormProps<K extends MediaKind> {
  idPrefix: string;
  initial: AdminMediaItems[K] | null;
  busy: boolean;
  /** The server's messages by field ('title', 'image.url', ...). */
  errors: Record<string, string>;
  onSubmit: (body: unknown) => void;
  onCancel: () => void;
}

interface Summary {
  title: string;
  detail?: ReactNode;
  thumb?: StoredImage | null;
}

interface Failure {
  message: string;
  errors: Record<string, string>;
}

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && error.status === 400) {
    return {
      message: error.body?.message ?? 'Please check the fields.',
      errors: (error.body?.errors ?? {}) as Record<string, string>,
    };
  }
  return { message: 'The change could not be saved. Please try again.', errors: {} };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One kind's list in the console: add, edit, delete (after a question) and move up / down. Every control is
 * a button with its record's name, so the list works by keyboard and on a phone; after a move the focus
 * stays on the moved record's button.
 */
export function MediaListEditor<K extends MediaKind>({
  kind,
  noun,
  empty,
  summary,
  Form,
}: {
  kind: K;
  /** 'wallpaper', 'movie' ... */
  noun: string;
  /** What the list says when it has nothing. */
  empty: string;
  summary: (item: AdminMediaItems[K]) => Summary;
  Form: ComponentType<MediaFormProps<K>>;
}) {
  const list = useQuery(adminMediaQueryOptions(kind));
  const queries = useQueryClient();
  const { save, remove, reorder } = useMediaMutations(kind);
  const [editing, setEditing] = useState<{ item: AdminMediaItems[K] | null } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [confirming, setConfirming] = useState<AdminMediaItems[K] | null>(null);
  const [status, setStatus] = useState('');
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (editing) formHeading.current?.focus();
  }, [editing]);
  useEffect(() => {
    if (!focusAfter || !list.data) return;
    const target = listRef.current?.querySelector<HTMLButtonElement>(`[data-focus-key="${focusAfter}"]`);
    if (target && !target.disabled) target.focus();
    else
      listRef.current
        ?.querySelector<HTMLButtonElement>(`[data-focus-key^="${focusAfter.split(':')[0]}:"]:not(:disabled)`)
        ?.focus();
    setFocusAfter(null);
  }, [focusAfter, list.data]);

  const startEdit = (item: AdminMediaItems[K] | null) => {
    save.reset();
    setFailure(null);
    setStatus('');
    setEditing({ item });
  };
  const closeForm = () => {
    save.reset();
    setEditing(null);
    setFailure(null);
    queueMicrotask(() => addButton.current?.focus());
  };
  const submit = (body: unknown) => {
    if (!editing) return;
    setFailure(null);
    const item = editing.item;
    save.mutate(
      { id: item?.id ?? null, body: item ? { ...(body as object), version: item.version } : body },
      {
        onSuccess: (saved) => {
          setStatus(saved.message);
          closeForm();
        },
        onError: (error) => setFailure(failureOf(error)),
      },
    );
  };
  /** After a stale save, Reload: the form opened again on the record as it is now (closed if it is gone). */
  const reloadEditing = async (opened: AdminMediaItems[K]) => {
    const fresh = (await queries.fetchQuery(adminMediaQueryOptions(kind))).find((i) => i.id === opened.id);
    save.reset();
    setFailure(null);
    if (fresh) setEditing({ item: fresh });
    else closeForm();
  };
  const move = (index: number, delta: -1 | 1) => {
    const items = list.data;
    if (!items) return;
    const before = items.map((i) => i.id);
    const ids = moved(before, index, delta);
    if (ids === before) return;
    reorder.mutate(ids, {
      onSuccess: () => {
        setStatus(`${summary(items[index]!).title} moved ${delta < 0 ? 'up' : 'down'}.`);
        setFocusAfter(`${before[index]}:${delta < 0 ? 'up' : 'down'}`);
      },
      onError: reportActionError,
    });
  };
  const confirmDelete = () => {
    if (!confirming) return;
    const item = confirming;
    setConfirming(null);
    remove.mutate(item.id, {
      onSuccess: (done) => {
        setStatus(done.message);
        // The record's buttons are gone: the focus goes to the list's Add button.
        if (editing?.item?.id === item.id) closeForm();
        else queueMicrotask(() => addButton.current?.focus());
      },
      onError: reportActionError,
    });
  };

  const idPrefix = `media-${kind}`;
  const editingTitle = editing?.item ? summary(editing.item).title : null;
  return (
    <div className="media-editor">
      <p className="media-editor__status" role="status">
        {status}
      </p>
      {editing ? (
        <section className="media-editor__form" aria-labelledby={`${idPrefix}-form-title`}>
          <h2 id={`${idPrefix}-form-title`} ref={formHeading} tabIndex={-1}>
            {editingTitle === null ? `Add a ${noun}` : `Edit “${editingTitle}”`}
          </h2>
          <SaveFailure
            error={save.error}
            message={failure?.message}
            session={editing.item ? { reload: () => reloadEditing(editing.item!) } : null}
          />
          <Form
            key={editing.item ? `${editing.item.id}:${editing.item.version}` : 'new'}
            idPrefix={idPrefix}
            initial={editing.item}
            busy={save.isPending}
            errors={failure?.errors ?? {}}
            onSubmit={submit}
            onCancel={closeForm}
          />
        </section>
      ) : (
        <button ref={addButton} type="button" className="btn btn--primary" onClick={() => startEdit(null)}>
          Add a {noun}
        </button>
      )}

      <ListState query={list} what="list" />
      {list.data?.length === 0 && <p className="media-editor__empty">{empty}</p>}
      {list.data && list.data.length > 0 && (
        <ol
          ref={listRef}
          className="media-editor__list"
          aria-label={`${capitalized(noun)} list, in page order`}
        >
          {list.data.map((item, index) => {
            const { title, detail, thumb } = summary(item);
            const last = index === list.data.length - 1;
            return (
              <li key={item.id} className="media-editor__item" data-testid={`${kind}-item`}>
                {thumb && (
                  <img
                    className="media-editor__thumb"
                    src={thumb.url}
                    width={thumb.width}
                    height={thumb.height}
                    alt=""
                    loading="lazy"
                  />
                )}
                <div className="media-editor__text">
                  <strong>{title}</strong>
                  {detail && <span className="muted">{detail}</span>}
                </div>
                <div className="media-editor__actions">
                  <button
                    type="button"
                    className="btn btn--small"
                    data-focus-key={`${item.id}:up`}
                    disabled={index === 0 || reorder.isPending}
                    aria-label={`Move “${title}” up`}
                    onClick={() => move(index, -1)}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className="btn btn--small"
                    data-focus-key={`${item.id}:down`}
                    disabled={last || reorder.isPending}
                    aria-label={`Move “${title}” down`}
                    onClick={() => move(index, 1)}
                  >
                    Down
                  </button>
                  <RowAction action="Edit" name={`“${title}”`} onClick={() => startEdit(item)} />
                  <RowAction action="Delete" name={`“${title}”`} onClick={() => setConfirming(item)} />
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
          Delete the {noun} “{confirming ? summary(confirming).title : ''}”? This cannot be undone.
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

/** A labelled text input with the server's message for it under it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  ...rest
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  type?: 'text' | 'url';
  inputMode?: 'url' | 'text';
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="media-editor__hint">
          {hint}
        </p>
      )}
      <input {...common} {...rest} type={rest.type ?? 'text'} onChange={(e) => onChange(e.target.value)} />
      <p id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}

/** The first server message for a field or any part of it ('image' matches 'image.url'). */
export function errorFor(errors: Record<string, string>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
}
