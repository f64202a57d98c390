import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { AdminCategory, AdminItem, ItemSave } from '#shared/contracts/admin-shop.ts';
import type { StoredImage } from '#shared/contracts/images.ts';
import {
  adminShopCategoriesQueryOptions,
  adminShopItemsQueryOptions,
  useAddCategory,
  useItemVisibility,
  useReorderCategories,
  useSaveItem,
  useUpdateCategory,
} from '../../api/admin-shop.ts';
import { Field, fieldAria } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useForm } from '../../ui/use-form.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { FailureAlert, FieldMessage, ListState } from './console-notes.tsx';
import { EditDialog, saveFailure } from './content-parts.tsx';
import { FormActions } from './form-actions.tsx';
import { ImageField, storedImage } from './image-field.tsx';
import { MoveButtons, RowAction } from './list-row-actions.tsx';
import { ShopCsv } from './shop-csv.tsx';
import { ICON_SIZE, ShopItemList } from './shop-item-list.tsx';
import { ShopSales } from './shop-sales.tsx';
import { useOptimisticReorder } from './use-reorder.ts';
import { AddOrEdit, type EditSession, isStaleEdit, SaveFailure, VersionedEdit } from './versioned-edit.tsx';

/** /admin/shop: the shop's categories (add, rename, hide, reorder) and items (search, add, edit, hide). */
function ShopPage() {
  usePageTitle('Shop catalogue');
  const categories = useQuery(adminShopCategoriesQueryOptions());
  return (
    <section aria-labelledby="shop-title">
      <h1 id="shop-title" className="crumb">
        Shop catalogue
      </h1>
      <p className="muted">
        Changes show in the shop at once. A new price applies to new orders only; a hidden item leaves the
        shop but stays in players' histories, and shows as unavailable in carts.
      </p>
      <CategoriesPanel categories={categories.data?.data ?? []} query={categories} />
      <ItemsPanel categories={categories.data?.data ?? []} />
      <ShopSales />
      <ShopCsv />
    </section>
  );
}

function CategoriesPanel({
  categories,
  query,
}: {
  categories: AdminCategory[];
  query: UseQueryResult<unknown>;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<AdminCategory | null>(null);
  const [hiding, setHiding] = useState<AdminCategory | null>(null);
  const queries = useQueryClient();
  const add = useAddCategory();
  const update = useUpdateCategory();
  const reorder = useReorderCategories();
  const addFailure = saveFailure(add.error);
  const failure = saveFailure(update.error) ?? saveFailure(reorder.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ name: name.trim() }, { onSuccess: () => setName('') });
  };
  const move = useOptimisticReorder(adminShopCategoriesQueryOptions().queryKey, categories, reorder.mutate);

  return (
    <section aria-labelledby={`${id}-title`} className="shop-console__panel">
      <h2 id={`${id}-title`}>Categories</h2>
      <form className="content-toolbar" onSubmit={submit} noValidate>
        <Field id={`${id}-name`} label="New category" error={addFailure?.fields.name ?? addFailure?.message}>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
            {...fieldAria(`${id}-name`, addFailure?.message)}
          />
        </Field>
        <button type="submit" className="btn btn--primary" disabled={add.isPending}>
          Add category
        </button>
      </form>
      <FailureAlert message={failure?.message} />
      <ListState query={query} what="categories" />
      {categories.length > 0 && (
        <ol className="content-list" aria-label="Categories in tab order">
          {categories.map((category, index) => (
            <li key={category.id} className="content-row" data-testid="category-row">
              <div className="content-row__body">
                <p>
                  {category.hidden && <span className="content-status content-status--hidden">Hidden</span>}{' '}
                  <strong>{category.name}</strong>
                </p>
                <p className="muted">
                  {category.items} item{category.items === 1 ? '' : 's'}
                </p>
              </div>
              <div className="content-row__actions">
                <MoveButtons
                  rowId={`category-${category.id}`}
                  name={category.name}
                  index={index}
                  count={categories.length}
                  onMove={(step) => move(index, step)}
                />
                <RowAction action="Rename" name={category.name} onClick={() => setRenaming(category)} />
                <RowAction
                  action={category.hidden ? 'Show' : 'Hide'}
                  name={category.name}
                  onClick={() =>
                    category.hidden
                      ? update.mutate({
                          id: category.id,
                          name: category.name,
                          hidden: false,
                          version: category.version,
                        })
                      : setHiding(category)
                  }
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <HideCategoryDialog
        category={hiding}
        onCancel={() => setHiding(null)}
        onConfirm={(chosen) => {
          setHiding(null);
          update.mutate({ id: chosen.id, name: chosen.name, hidden: true, version: chosen.version });
        }}
      />
      <EditDialog editing={renaming} titleId={`${id}-rename-title`} onClose={() => setRenaming(null)}>
        {(chosen) => (
          <VersionedEdit
            record={chosen}
            fetchFresh={async () =>
              (await queries.fetchQuery(adminShopCategoriesQueryOptions())).data.find(
                (c) => c.id === chosen.id,
              )
            }
          >
            {(category, session) => (
              <RenameForm
                titleId={`${id}-rename-title`}
                category={category}
                session={session}
                onDone={() => setRenaming(null)}
              />
            )}
          </VersionedEdit>
        )}
      </EditDialog>
    </section>
  );
}

/**
 * Hiding a category takes its items out of the shop with it (docs/product/shop-console.md, Categories), so
 * the console asks first and says how many go.
 */
function HideCategoryDialog({
  category,
  onCancel,
  onConfirm,
}: {
  category: AdminCategory | null;
  onCancel: () => void;
  onConfirm: (category: AdminCategory) => void;
}) {
  const id = useId();
  const count = category?.on_sale ?? 0;
  return (
    <Modal
      open={category !== null}
      onCancel={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
    >
      <h2 id={`${id}-title`}>Hide this category?</h2>
      <p id={`${id}-message`}>
        {count === 0
          ? `“${category?.name}” leaves the shop; none of its items is on sale.`
          : `“${category?.name}” and its ${count} item${count === 1 ? '' : 's'} on sale leave the shop at once.`}{' '}
        Nothing is deleted, and Show puts {count === 0 ? 'it' : 'them'} back.
      </p>
      <div className="button-row">
        <button type="button" className="btn btn--danger" onClick={() => category && onConfirm(category)}>
          Hide the category
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}

function RenameForm({
  titleId,
  category,
  session,
  onDone,
}: {
  titleId: string;
  category: AdminCategory;
  session: EditSession;
  onDone: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(category.name);
  const save = useUpdateCategory();
  const failure = saveFailure(save.error);
  const nameError = isStaleEdit(save.error) ? undefined : (failure?.fields.name ?? failure?.message);
  return (
    <form
      className="content-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { id: category.id, name: name.trim(), hidden: category.hidden, version: session.version },
          { onSuccess: onDone },
        );
      }}
    >
      <h2 id={titleId} className="content-form__wide">
        Rename {category.name}
      </h2>
      <Field id={`${id}-name`} label="Name" error={nameError}>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
          {...fieldAria(`${id}-name`, nameError)}
        />
      </Field>
      <SaveFailure error={save.error} message={null} session={session} wide />
      <FormActions label="Save name" busyLabel="Save name" busy={save.isPending} onCancel={onDone} />
    </form>
  );
}

function ItemsPanel({ categories }: { categories: AdminCategory[] }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [category, setCategory] = useState(0);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminItem | 'new' | null>(null);
  const queries = useQueryClient();
  const items = useQuery(adminShopItemsQueryOptions(q, category, page));
  const visibility = useItemVisibility();
  const failure = saveFailure(visibility.error);
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const data = items.data;

  return (
    <section aria-labelledby={`${id}-title`} className="shop-console__panel">
      <h2 id={`${id}-title`}>Items</h2>
      <form
        className="content-toolbar"
        aria-label="Find items"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(search.trim());
          setPage(1);
        }}
      >
        <Field id={`${id}-q`} label="Name or product number">
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Field>
        <Field id={`${id}-category`} label="Category">
          <select
            id={`${id}-category`}
            value={category}
            onChange={(e) => {
              setCategory(Number(e.target.value));
              setPage(1);
            }}
          >
            <option value={0}>All categories</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="btn">
          Search
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={categories.length === 0}
          onClick={() => setEditing('new')}
        >
          Add item
        </button>
      </form>
      <FailureAlert message={failure?.message} />
      <ListState query={items} what="items" />
      {data && data.data.length === 0 && <p>No items match.</p>}
      {data && data.data.length > 0 && (
        <ShopItemList
          items={data.data}
          categoryNames={names}
          onEdit={setEditing}
          onVisibility={(item, hidden) => visibility.mutate({ id: item.id, hidden })}
        />
      )}
      {data && data.last_page > 1 && (
        <nav aria-label="Item pages" className="content-toolbar shop-items__pages">
          <button type="button" className="btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page} of {data.last_page}
          </span>
          <button
            type="button"
            className="btn"
            disabled={page >= data.last_page}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
      <EditDialog editing={editing} titleId={`${id}-form-title`} onClose={() => setEditing(null)}>
        {(chosen) => (
          <AddOrEdit
            record={chosen === 'new' ? null : chosen}
            fetchFresh={async (opened) =>
              (await queries.fetchQuery(adminShopItemsQueryOptions(`${opened.id}`, 0, 1))).data.find(
                (row) => row.id === opened.id,
              )
            }
          >
            {(item, session) => (
              <ItemForm
                titleId={`${id}-form-title`}
                item={item}
                session={session}
                categories={categories}
                defaultCategory={category || categories[0]?.id || 0}
                onDone={() => setEditing(null)}
              />
            )}
          </AddOrEdit>
        )}
      </EditDialog>
    </section>
  );
}

interface FormValues {
  name: string;
  category_id: number;
  icon: string | null;
  iconImage: StoredImage | null;
  item_main: string;
  item_sub: string;
  price: string;
  section: 1 | 2;
  stock: string;
  ribbon: '' | 'new' | 'hot' | 'sale';
  description: string;
  hidden: boolean;
  premium: boolean;
  sort_order: string;
}

function initialValues(item: AdminItem | null, defaultCategory: number): FormValues {
  return {
    name: item?.name ?? '',
    category_id: item?.category_id ?? defaultCategory,
    icon: item?.icon ?? null,
    iconImage: item?.icon ? { url: item.image_url, width: ICON_SIZE, height: ICON_SIZE } : null,
    item_main: item ? String(item.item_main) : '',
    item_sub: item ? String(item.item_sub) : '',
    price: item ? String(item.price) : '',
    section: item?.section === 2 ? 2 : 1,
    stock: item?.stock === null || item?.stock === undefined ? '' : String(item.stock),
    ribbon: (item?.ribbon as FormValues['ribbon']) ?? '',
    description: item?.description ?? '',
    hidden: item?.hidden ?? false,
    premium: item?.premium ?? false,
    sort_order: item ? String(item.sort_order) : '0',
  };
}

/** A whole number typed in a field, or NaN (the server then says what is wrong). */
const whole = (text: string) => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

function ItemForm({
  titleId,
  item,
  session,
  categories,
  defaultCategory,
  onDone,
}: {
  titleId: string;
  item: AdminItem | null;
  session: EditSession | null;
  categories: AdminCategory[];
  defaultCategory: number;
  onDone: () => void;
}) {
  const id = useId();
  const save = useSaveItem();
  const { values, set, errors, failure, setErrors } = useForm({
    initial: () => initialValues(item, defaultCategory),
    saveError: save.error,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const numbers = {
      item_main: whole(values.item_main),
      item_sub: whole(values.item_sub),
      price: whole(values.price),
      sort_order: whole(values.sort_order || '0'),
      stock: values.stock.trim() === '' ? null : whole(values.stock),
    };
    const problems: Record<string, string> = {};
    if (!values.name.trim()) problems.name = 'Enter the item name.';
    for (const [field, value] of Object.entries(numbers)) {
      if (value !== null && Number.isNaN(value)) problems[field] = 'Enter a whole number.';
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const body: ItemSave = {
      name: values.name.trim(),
      category_id: values.category_id,
      icon: values.icon,
      item_main: numbers.item_main,
      item_sub: numbers.item_sub,
      price: numbers.price,
      section: values.section,
      stock: numbers.stock,
      ribbon: values.ribbon === '' ? null : values.ribbon,
      description: values.description,
      hidden: values.hidden,
      premium: values.premium,
      sort_order: numbers.sort_order,
    };
    save.mutate({ id: item?.id ?? null, body, version: session?.version }, { onSuccess: onDone });
  };

  const text = (
    field: 'name' | 'item_main' | 'item_sub' | 'price' | 'stock' | 'sort_order',
    label: string,
    extra: { hint?: string; numeric?: boolean; maxLength?: number } = {},
  ) => (
    <Field id={`${id}-${field}`} label={label} hint={extra.hint} error={errors[field]}>
      <input
        id={`${id}-${field}`}
        value={values[field]}
        inputMode={extra.numeric ? 'numeric' : undefined}
        maxLength={extra.maxLength ?? 10}
        onChange={(e) => set({ [field]: e.target.value })}
        {...fieldAria(`${id}-${field}`, errors[field], Boolean(extra.hint))}
      />
    </Field>
  );

  return (
    <form className="content-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="content-form__wide">
        {item ? `Edit ${item.name}` : 'Add item'}
      </h2>
      {text('name', 'Name', { maxLength: 60 })}
      <Field id={`${id}-category`} label="Category" error={errors.category_id}>
        <select
          id={`${id}-category`}
          value={values.category_id}
          onChange={(e) => set({ category_id: Number(e.target.value) })}
          {...fieldAria(`${id}-category`, errors.category_id)}
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
              {c.hidden ? ' (hidden)' : ''}
            </option>
          ))}
        </select>
      </Field>
      <div className="content-form__wide">
        <ImageField
          label={`Icon (${ICON_SIZE} × ${ICON_SIZE}, optional)`}
          purpose="item-icon"
          value={values.iconImage}
          onChange={(image) =>
            set({
              icon: image?.url ?? null,
              iconImage: storedImage(image),
            })
          }
        />
        <FieldMessage text={errors.icon} />
      </div>
      {text('item_main', 'Game item id (main)', { numeric: true })}
      {text('item_sub', 'Game item id (sub)', { numeric: true })}
      {text('price', 'Price', { numeric: true, hint: 'A new price applies to new orders only.' })}
      <Field id={`${id}-section`} label="Currency" error={errors.section}>
        <select
          id={`${id}-section`}
          value={values.section}
          onChange={(e) => set({ section: e.target.value === '2' ? 2 : 1 })}
        >
          <option value={1}>R-Coin</option>
          <option value={2}>Milleage</option>
        </select>
      </Field>
      {text('stock', 'Stock', { numeric: true, hint: 'Empty for unlimited.' })}
      <Field id={`${id}-ribbon`} label="Ribbon" error={errors.ribbon}>
        <select
          id={`${id}-ribbon`}
          value={values.ribbon}
          onChange={(e) => set({ ribbon: e.target.value as FormValues['ribbon'] })}
        >
          <option value="">None</option>
          <option value="new">New</option>
          <option value="hot">Hot</option>
          <option value="sale">Sale</option>
        </select>
      </Field>
      {text('sort_order', 'Sort order', { numeric: true, hint: 'Lower numbers show first.' })}
      <div className="content-form__wide">
        <Field id={`${id}-description`} label="Description (the tooltip)" error={errors.description}>
          <textarea
            id={`${id}-description`}
            value={values.description}
            rows={3}
            maxLength={2000}
            onChange={(e) => set({ description: e.target.value })}
            {...fieldAria(`${id}-description`, errors.description)}
          />
        </Field>
      </div>
      <label className="content-form__check content-form__wide">
        <input type="checkbox" checked={values.hidden} onChange={(e) => set({ hidden: e.target.checked })} />
        Hidden (not in the shop; stays in players' histories)
      </label>
      <label className="content-form__check content-form__wide">
        <input
          type="checkbox"
          checked={values.premium}
          onChange={(e) => set({ premium: e.target.checked })}
        />
        Premium seller (shown in the shop's Premium Sellers area, in sort order)
      </label>
      <SaveFailure error={save.error} message={failure?.message} session={session} wide />
      <FormActions label="Save item" busy={save.isPending} onCancel={onDone} />
    </form>
  );
}

export default ShopPage;
