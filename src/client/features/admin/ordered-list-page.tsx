import type { OrderedRow } from '../../api/admin-ordered-lists.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { FailureAlert, ListState } from './console-notes.tsx';
import { ConfirmDelete, EditDialog, saveFailure } from './content-parts.tsx';
import { MoveButtons, RowAction, useDeleteConfirm } from './list-row-actions.tsx';
import { type DialogListDefinition, type OrderedListDefinition, useOrderedList } from './ordered-list.tsx';
import { InPlaceList } from './ordered-list-in-place.tsx';
import { useOptimisticReorder } from './use-reorder.ts';

/** A console page of one ordered list: its heading and what it is for, then the list. */
export interface OrderedListPageDefinition<Row extends OrderedRow, Body> {
  title: string;
  titleId: string;
  intro: string;
  list: OrderedListDefinition<Row, Body>;
}

export function OrderedListPage<Row extends OrderedRow, Body extends object>({
  title,
  titleId,
  intro,
  list,
}: OrderedListPageDefinition<Row, Body>) {
  usePageTitle(title);
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="crumb">
        {title}
      </h1>
      <p className="muted">{intro}</p>
      <OrderedList definition={list} />
    </section>
  );
}

/**
 * One ordered list with its Add button, rows (move up / down, edit, delete), form and delete question, drawn
 * the way its definition says (ordered-list.tsx).
 */
export function OrderedList<Row extends OrderedRow, Body extends object>({
  definition,
}: {
  definition: OrderedListDefinition<Row, Body>;
}) {
  return definition.editor === 'dialog' ? (
    <DialogList definition={definition} />
  ) : (
    <InPlaceList definition={definition} />
  );
}

function DialogList<Row extends OrderedRow, Body extends object>({
  definition: list,
}: {
  definition: DialogListDefinition<Row, Body>;
}) {
  const { list: query, rows, remove, reorder, editing, open, close, form } = useOrderedList(list);
  const deleting = useDeleteConfirm<Row>(remove);
  const move = useOptimisticReorder(list.api.queryKey, rows, reorder.mutate);
  return (
    <>
      <div className="content-toolbar">
        <button type="button" className="btn btn--primary" onClick={() => open('new')}>
          {list.addLabel}
        </button>
      </div>
      <FailureAlert message={saveFailure(reorder.error)?.message} />
      <ListState query={query} what={list.what} />
      {query.data && rows.length === 0 && <p>{list.empty}</p>}
      {rows.length > 0 && (
        <ol className="content-list" aria-label={list.listLabel}>
          {rows.map((row, index) => {
            const name = list.rowName(row, index);
            return (
              <li key={row.id} className={list.rowClass ?? 'content-row'} data-testid={list.rowTestId}>
                {list.body(row)}
                <div className="content-row__actions">
                  <MoveButtons
                    rowId={`${list.idPrefix}-${row.id}`}
                    name={name}
                    index={index}
                    count={rows.length}
                    onMove={(step) => move(index, step)}
                  />
                  <RowAction action="Edit" name={name} onClick={() => open(row)} />
                  <RowAction action="Delete" name={name} danger onClick={() => deleting.ask(row)} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <EditDialog editing={editing} titleId={`${list.idPrefix}-form-title`} onClose={close}>
        {(chosen) => form(chosen, close, close)}
      </EditDialog>
      <ConfirmDelete name={list.deleteName?.(deleting.target) ?? `this ${list.noun}`} {...deleting.dialog} />
    </>
  );
}
