import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import {
  type OrderedListApi,
  type OrderedRow,
  useRemoveListItem,
  useReorderList,
  useSaveListItem,
} from '../../api/admin-ordered-lists.ts';
import { AddOrEdit, type EditSession } from './versioned-edit.tsx';

/**
 * A console list in the operator's order (banners, download links, each media kind) is one definition: its
 * API (api/admin-ordered-lists.ts), its texts, how a row reads and its form. ordered-list-page.tsx draws
 * every such list from it; this file holds the definition's shape and the state both ways of drawing share.
 */

/** What a list's add / edit form receives. */
export interface OrderedListFormProps<Row, Body> {
  /** The record being edited; null for a new one. */
  record: Row | null;
  /** The edit's version and Reload (versioned-edit.tsx); null for a new one. */
  session: EditSession | null;
  /** `submit` sends the form's body (with the session's version); the page closes the form once it is saved. */
  save: { submit: (body: Body) => void; error: Error | null; busy: boolean };
  onCancel: () => void;
  /** The start of the ids of the form's elements, when it names them itself ('media-movies'). */
  idPrefix: string;
}

interface ListDefinition<Row extends OrderedRow, Body> {
  api: OrderedListApi<Row>;
  /** What one record is called: 'banner', 'movie'. */
  noun: string;
  /** The Add button's text ("Add banner", "Add a movie"). */
  addLabel: string;
  /** The list's name for screen readers. */
  listLabel: string;
  /** The list as its loading failure names it ("The banners could not be loaded."). */
  what: string;
  /** What the page says when the list has nothing. */
  empty: string;
  rowTestId: string;
  /** Starts the ids of the page's own elements: the form's title is `${idPrefix}-form-title`. */
  idPrefix: string;
  /** A row's name in its buttons' labels ("Edit banner 2 (Raid night)", "Move “Forum” up"). */
  rowName: (row: Row, index: number) => string;
  /** The row's content, before its buttons. */
  body: (row: Row) => ReactNode;
  Form: ComponentType<OrderedListFormProps<Row, Body>>;
}

/** The form opens in a dialog, a move shows at once, and Delete asks in ConfirmDelete (banners, downloads). */
export interface DialogListDefinition<Row extends OrderedRow, Body> extends ListDefinition<Row, Body> {
  editor: 'dialog';
  /** The row's class when not the plain 'content-row'. */
  rowClass?: string;
  /** Whom the delete question names (null while it is closed); "this <noun>" unless given. */
  deleteName?: (row: Row | null) => string;
}

/**
 * The form opens above the list, a status line says what each change did, a move shows once the server has
 * it, and Delete asks Yes / No (the media lists).
 */
export interface InPlaceListDefinition<Row extends OrderedRow, Body> extends ListDefinition<Row, Body> {
  editor: 'in-place';
  /** The record's title as the status line names it ("… moved up."). */
  title: (row: Row) => string;
}

export type OrderedListDefinition<Row extends OrderedRow, Body> =
  | DialogListDefinition<Row, Body>
  | InPlaceListDefinition<Row, Body>;

/**
 * A list's data, writes and the record being edited ('new' for an add). `form` draws the definition's form
 * for it: an edit in a VersionedEdit whose Reload reads the list again; a save that went through calls
 * `onSaved` with the server's message.
 */
export function useOrderedList<Row extends OrderedRow, Body extends object>(
  definition: OrderedListDefinition<Row, Body>,
) {
  const { api, Form, idPrefix } = definition;
  const queries = useQueryClient();
  const list = useQuery(api.query());
  const save = useSaveListItem<Body>(api);
  const remove = useRemoveListItem(api);
  const reorder = useReorderList(api);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);

  const fetchFresh = async (opened: Row) => {
    const fresh = (await queries.fetchQuery(api.query())).data.find((row) => row.id === opened.id);
    save.reset();
    if (fresh) setEditing(fresh);
    return fresh;
  };
  const form = (chosen: Row | 'new', onSaved: (message: string) => void, onCancel: () => void) => (
    // Keyed by the record as loaded: another record, or this one read again, starts a fresh form.
    <AddOrEdit
      key={chosen === 'new' ? 'new' : `${chosen.id}:${chosen.version}`}
      record={chosen === 'new' ? null : chosen}
      fetchFresh={fetchFresh}
    >
      {(record, session) => (
        <Form
          record={record}
          session={session}
          idPrefix={idPrefix}
          onCancel={onCancel}
          save={{
            submit: (body) =>
              save.mutate(
                { id: record?.id ?? null, version: session?.version, body },
                { onSuccess: (saved) => onSaved(saved.message) },
              ),
            error: save.error,
            busy: save.isPending,
          }}
        />
      )}
    </AddOrEdit>
  );

  return {
    list,
    rows: list.data?.data ?? [],
    save,
    remove,
    reorder,
    editing,
    /** Opens the form on a record, or on a new one, with no failure left from before. */
    open: (chosen: Row | 'new') => {
      save.reset();
      setEditing(chosen);
    },
    close: () => setEditing(null),
    form,
  };
}
