import { type FormEvent, useId } from 'react';
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
import { adminDownloadsList } from '../../api/admin-content.ts';
import { useForm } from '../../ui/use-form.ts';
import { FieldMessage } from './console-notes.tsx';
import { describedBy, Field } from './content-parts.tsx';
import { FormActions } from './form-actions.tsx';
import { ImageField, storedImage } from './image-field.tsx';
import type { OrderedListFormProps } from './ordered-list.tsx';
import { OrderedListPage, type OrderedListPageDefinition } from './ordered-list-page.tsx';
import { SaveFailure } from './versioned-edit.tsx';

const typeLabel = (type: string) => (DOWNLOAD_TYPES as Record<string, string>)[type] ?? type;

/** /admin/downloads: the download page's links in order; add, edit, delete and reorder. */
const downloadsPage: OrderedListPageDefinition<AdminDownload, DownloadSave> = {
  title: 'Downloads',
  titleId: 'downloads-title',
  intro:
    'The links on the download page, in this order. ' +
    "Players may see a change up to an hour late (the site's cache); this server shows it at once.",
  list: {
    editor: 'dialog',
    api: adminDownloadsList,
    noun: 'download link',
    addLabel: 'Add download link',
    listLabel: 'Download links in page order',
    what: 'download links',
    empty: 'No download links yet.',
    rowTestId: 'download-row',
    rowClass: 'content-row content-row--icon',
    idPrefix: 'download',
    rowName: (link) => link.name,
    body: downloadBody,
    Form: DownloadForm,
    deleteName: (link) => (link ? `“${link.name}”` : 'this link'),
  },
};

function DownloadsPage() {
  return <OrderedListPage {...downloadsPage} />;
}

/** A row: the icon, the name and type, the address, and when it was updated. */
function downloadBody(link: AdminDownload) {
  return (
    <>
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
    </>
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
  record: link,
  session,
  save,
  onCancel,
}: OrderedListFormProps<AdminDownload, DownloadSave>) {
  const id = useId();
  const { values, set, errors, failure, setErrors } = useForm({
    initial: () => initialValues(link),
    saveError: save.error,
  });

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
    setErrors(problems);
    if (!icon || Object.keys(problems).length > 0) return;
    save.submit({
      name: values.name,
      address: values.address.trim(),
      type: values.type,
      description: values.description,
      date: values.date,
      ...icon,
    });
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
      <FormActions label="Save link" busy={save.busy} onCancel={onCancel} />
    </form>
  );
}

export default DownloadsPage;
