import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { AdminDownload, DownloadSave } from '#shared/contracts/admin-downloads.ts';
import type { StoredImage } from '#shared/contracts/images.ts';
import {
  BUILT_IN_DOWNLOAD_ICONS,
  BUILT_IN_ICON_SIZE,
  DEFAULT_DOWNLOAD_ICON,
  DOWNLOAD_TYPES,
  type DownloadType,
} from '#shared/download-types.ts';
import { manilaInputValue } from '#shared/manila-input.ts';
import { adminContentKeys, adminDownloadsQueryOptions } from '../../api/admin-content.ts';
import { api } from '../../api/client.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { FailureAlert, FieldMessage, ListState } from './console-notes.tsx';
import {
  ConfirmDelete,
  describedBy,
  EditDialog,
  Field,
  saveFailure,
  useContentWrite,
  useFormValues,
  useOrderedListWrites,
} from './content-parts.tsx';
import { FormActions } from './form-actions.tsx';
import { ImageField, storedImage } from './image-field.tsx';
import { MoveButtons, RowAction, useDeleteConfirm } from './list-row-actions.tsx';
import { useOptimisticReorder } from './use-reorder.ts';
import { AddOrEdit, type EditSession, SaveFailure } from './versioned-edit.tsx';

const typeLabel = (type: string) => (DOWNLOAD_TYPES as Record<string, string>)[type] ?? type;

/** /admin/downloads: the download page's links in order; add, edit, delete and reorder. */
function DownloadsPage() {
  usePageTitle('Downloads');
  const list = useQuery(adminDownloadsQueryOptions());
  const [editing, setEditing] = useState<AdminDownload | 'new' | null>(null);
  const queries = useQueryClient();
  const { reorder, remove } = useOrderedListWrites(
    'downloads',
    adminContentKeys.downloads,
    'admin/downloads',
  );
  const deleting = useDeleteConfirm<AdminDownload>(remove);
  const links = list.data?.data ?? [];
  const move = useOptimisticReorder(adminContentKeys.downloads, links, reorder.mutate);

  return (
    <section aria-labelledby="downloads-title">
      <h1 id="downloads-title" className="crumb">
        Downloads
      </h1>
      <p className="muted">
        The links on the download page, in this order. Players may see a change up to an hour late (the site's
        cache); this server shows it at once.
      </p>
      <div className="content-toolbar">
        <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
          Add download link
        </button>
      </div>
      <FailureAlert message={saveFailure(reorder.error)?.message} />
      <ListState query={list} what="download links" />
      {list.data && links.length === 0 && <p>No download links yet.</p>}
      {links.length > 0 && (
        <ol className="content-list" aria-label="Download links in page order">
          {links.map((link, index) => (
            <li key={link.id} className="content-row content-row--icon" data-testid="download-row">
              <img
                src={link.icon_url || DEFAULT_DOWNLOAD_ICON}
                width={link.icon_width ?? 48}
                height={link.icon_height ?? 48}
                className="content-row__icon"
                alt=""
              />
              <div className="content-row__body">
                <p>
                  <strong>{link.name}</strong> <span className="content-status">{typeLabel(link.type)}</span>
                </p>
                <p className="muted">{link.address}</p>
                <p className="muted">
                  Updated {link.date}
                  {link.description ? ` — ${link.description}` : ''}
                </p>
              </div>
              <div className="content-row__actions">
                <MoveButtons
                  rowId={`download-${link.id}`}
                  name={link.name}
                  index={index}
                  count={links.length}
                  onMove={(step) => move(index, step)}
                />
                <RowAction action="Edit" name={link.name} onClick={() => setEditing(link)} />
                <RowAction action="Delete" name={link.name} danger onClick={() => deleting.ask(link)} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <EditDialog editing={editing} titleId="download-form-title" onClose={() => setEditing(null)}>
        {(chosen) => (
          <AddOrEdit
            record={chosen === 'new' ? null : chosen}
            fetchFresh={async (opened) =>
              (await queries.fetchQuery(adminDownloadsQueryOptions())).data.find(
                (row) => row.id === opened.id,
              )
            }
          >
            {(link, session) => (
              <DownloadForm link={link} session={session} onDone={() => setEditing(null)} />
            )}
          </AddOrEdit>
        )}
      </EditDialog>
      <ConfirmDelete
        name={deleting.target ? `“${deleting.target.name}”` : 'this link'}
        {...deleting.dialog}
      />
    </section>
  );
}

/** Which icon a link shows: the default, one the site ships, an uploaded one, or (old data) another path. */
type IconChoice = 'default' | 'upload' | 'current' | keyof typeof BUILT_IN_DOWNLOAD_ICONS;

interface FormValues {
  name: string;
  address: string;
  type: DownloadType;
  description: string;
  date: string;
  icon: IconChoice;
  upload: StoredImage | null;
}

/** Today's date in Manila, as a date input's value. */
const today = () => manilaInputValue(new Date().toISOString()).slice(0, 10);

function initialValues(link: AdminDownload | null): FormValues {
  const url = link?.icon_url ?? '';
  const builtIn = url in BUILT_IN_DOWNLOAD_ICONS;
  const uploaded = url !== '' && !builtIn && link?.icon_width != null && link.icon_height != null;
  return {
    name: link?.name ?? '',
    address: link?.address ?? '',
    type: (link && link.type in DOWNLOAD_TYPES ? link.type : 'mirror') as DownloadType,
    description: link?.description ?? '',
    date: link?.date ?? today(),
    icon: url === '' ? 'default' : builtIn ? (url as IconChoice) : uploaded ? 'upload' : 'current',
    upload: uploaded ? { url, width: link.icon_width!, height: link.icon_height! } : null,
  };
}

function iconFields(values: FormValues, link: AdminDownload | null) {
  if (values.icon === 'default') return { icon_url: '', icon_width: null, icon_height: null };
  if (values.icon === 'upload') {
    return values.upload
      ? { icon_url: values.upload.url, icon_width: values.upload.width, icon_height: values.upload.height }
      : null;
  }
  if (values.icon === 'current' && link) {
    return { icon_url: link.icon_url, icon_width: link.icon_width, icon_height: link.icon_height };
  }
  return { icon_url: values.icon, icon_width: BUILT_IN_ICON_SIZE, icon_height: BUILT_IN_ICON_SIZE };
}

function DownloadForm({
  link,
  session,
  onDone,
}: {
  link: AdminDownload | null;
  session: EditSession | null;
  onDone: () => void;
}) {
  const id = useId();
  const save = useContentWrite('downloads', adminContentKeys.downloads, (body: DownloadSave) =>
    link
      ? api.put(`admin/downloads/${link.id}`, { ...body, version: session?.version })
      : api.post('admin/downloads', body),
  );
  const { values, set, errors, failure, setLocal } = useFormValues(() => initialValues(link), save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const icon = iconFields(values, link);
    const problems: Record<string, string> = {};
    if (!values.name.trim()) problems.name = 'The name is required.';
    if (!/^https?:\/\/\S+$/i.test(values.address.trim())) {
      problems.address = 'The address must be an http:// or https:// link.';
    }
    if (!values.date) problems.date = 'Enter the date.';
    if (!icon) problems.icon_url = 'Upload the icon, or choose another.';
    setLocal(problems);
    if (!icon || Object.keys(problems).length > 0) return;
    save.mutate(
      {
        name: values.name,
        address: values.address.trim(),
        type: values.type,
        description: values.description,
        date: values.date,
        ...icon,
      },
      { onSuccess: onDone },
    );
  };

  const iconOptions: [IconChoice, string][] = [
    ['default', 'Default'],
    ...(Object.entries(BUILT_IN_DOWNLOAD_ICONS) as [IconChoice, string][]),
    ...(link && initialValues(link).icon === 'current'
      ? [['current', 'Keep current'] as [IconChoice, string]]
      : []),
    ['upload', 'Upload an image'],
  ];

  return (
    <form className="content-form" onSubmit={submit} noValidate aria-labelledby="download-form-title">
      <h2 id="download-form-title" className="content-form__wide">
        {link ? 'Edit download link' : 'Add download link'}
      </h2>
      <Field id={`${id}-name`} label="Name" error={errors.name}>
        <input
          id={`${id}-name`}
          value={values.name}
          maxLength={100}
          required
          onChange={(e) => set({ name: e.target.value })}
          {...describedBy(`${id}-name`, errors.name)}
        />
      </Field>
      <Field id={`${id}-type`} label="Type" error={errors.type}>
        <select
          id={`${id}-type`}
          value={values.type}
          onChange={(e) => set({ type: e.target.value as DownloadType })}
          {...describedBy(`${id}-type`, errors.type)}
        >
          {(Object.entries(DOWNLOAD_TYPES) as [DownloadType, string][]).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <div className="content-form__wide">
        <Field id={`${id}-address`} label="Address (http:// or https://)" error={errors.address}>
          <input
            id={`${id}-address`}
            type="url"
            inputMode="url"
            value={values.address}
            maxLength={2000}
            required
            onChange={(e) => set({ address: e.target.value })}
            {...describedBy(`${id}-address`, errors.address)}
          />
        </Field>
      </div>
      <div className="content-form__wide">
        <Field id={`${id}-description`} label="Description" error={errors.description}>
          <textarea
            id={`${id}-description`}
            value={values.description}
            maxLength={1000}
            onChange={(e) => set({ description: e.target.value })}
            {...describedBy(`${id}-description`, errors.description)}
          />
        </Field>
      </div>
      <Field id={`${id}-date`} label="Date shown as “Updated”" error={errors.date}>
        <input
          id={`${id}-date`}
          type="date"
          value={values.date}
          required
          onChange={(e) => set({ date: e.target.value })}
          {...describedBy(`${id}-date`, errors.date)}
        />
      </Field>
      <fieldset className="content-form__wide">
        <legend>Icon</legend>
        <div className="content-icons">
          {iconOptions.map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-icon`}
                value={value}
                checked={values.icon === value}
                onChange={() => set({ icon: value })}
              />
              {value in BUILT_IN_DOWNLOAD_ICONS && <img src={value} width="24" height="24" alt="" />}
              {label}
            </label>
          ))}
        </div>
        {values.icon === 'upload' && (
          <ImageField
            label="Icon image (64 × 64)"
            purpose="download-icon"
            value={values.upload}
            onChange={(image) => set({ upload: storedImage(image) })}
            required
          />
        )}
        <FieldMessage text={errors.icon_url} />
      </fieldset>
      <SaveFailure error={save.error} message={failure?.message} session={session} wide />
      <FormActions label="Save link" busy={save.isPending} onCancel={onDone} />
    </form>
  );
}

export default DownloadsPage;
