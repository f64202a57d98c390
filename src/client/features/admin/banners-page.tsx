import { type FormEvent, useId } from 'react';
import type { AdminBanner, BannerSave, BannerStatus } from '#shared/contracts/admin-banners.ts';
import { IMAGE_PURPOSES, type StoredImage } from '#shared/contracts/images.ts';
import { instantFromManilaInput, manilaInputValue } from '#shared/manila-input.ts';
import { adminBannersList } from '../../api/admin-content.ts';
import { useForm } from '../../ui/use-form.ts';
import { manilaDateTime } from './audit-filters.ts';
import { FieldMessage } from './console-notes.tsx';
import { describedBy, Field } from './content-parts.tsx';
import { FormActions } from './form-actions.tsx';
import { ImageField, storedImage } from './image-field.tsx';
import type { OrderedListFormProps } from './ordered-list.tsx';
import { OrderedListPage, type OrderedListPageDefinition } from './ordered-list-page.tsx';
import { SaveFailure } from './versioned-edit.tsx';

const STATUS_TEXT: Record<BannerStatus, string> = {
  showing: 'Showing',
  scheduled: 'Scheduled',
  ended: 'Ended',
  hidden: 'Hidden',
};

const SIZE = IMAGE_PURPOSES.banner;

/** /admin/banners: the carousel's banners in order, with their status; add, edit, delete and reorder. */
const bannersPage: OrderedListPageDefinition<AdminBanner, BannerSave> = {
  title: 'Banners',
  titleId: 'banners-title',
  intro:
    'The home and login carousels show the banners marked “Showing”, in this order. Times are Manila time. ' +
    "Players may see a change up to 30 minutes late (the site's cache); this server shows it at once.",
  list: {
    editor: 'dialog',
    api: adminBannersList,
    noun: 'banner',
    addLabel: 'Add banner',
    listLabel: 'Banners in carousel order',
    what: 'banners',
    empty: 'No banners yet. The carousel shows the sample art.',
    rowTestId: 'banner-row',
    idPrefix: 'banner',
    rowName: (banner, index) => `banner ${index + 1}${banner.alt ? ` (${banner.alt})` : ''}`,
    body: bannerBody,
    Form: BannerForm,
  },
};

function BannersPage() {
  return <OrderedListPage {...bannersPage} />;
}

/** A row: the picture, its status and description, where it links and when it shows. */
function bannerBody(banner: AdminBanner) {
  return (
    <>
      <img
        className="content-row__preview"
        src={banner.image.url}
        width={banner.image.width}
        height={banner.image.height}
        alt=""
      />
      <div className="content-row__body">
        <p>
          <span className={`content-status content-status--${banner.status}`}>
            {STATUS_TEXT[banner.status]}
          </span>{' '}
          <strong>{banner.alt || 'No description'}</strong>
        </p>
        <p className="muted">Links to: {banner.link_url ?? 'the image itself'}</p>
        <p className="muted">{windowText(banner)}</p>
      </div>
    </>
  );
}

function windowText(banner: AdminBanner): string {
  const from = banner.active_from ? manilaDateTime(banner.active_from) : null;
  const until = banner.active_until ? manilaDateTime(banner.active_until) : null;
  if (!from && !until) return 'Shown at all times';
  if (from && until) return `Shown from ${from} until ${until}`;
  return from ? `Shown from ${from}` : `Shown until ${until}`;
}

interface FormValues {
  image: StoredImage | null;
  alt: string;
  link: string;
  active: boolean;
  from: string;
  until: string;
}

function initialValues(banner: AdminBanner | null): FormValues {
  return {
    image: banner?.image ?? null,
    alt: banner?.alt ?? '',
    link: banner?.link_url ?? '',
    active: banner?.is_active ?? true,
    from: banner?.active_from ? manilaInputValue(banner.active_from) : '',
    until: banner?.active_until ? manilaInputValue(banner.active_until) : '',
  };
}

/** The add / edit form, inside the dialog. */
function BannerForm({
  record: banner,
  session,
  save,
  onCancel,
}: OrderedListFormProps<AdminBanner, BannerSave>) {
  const id = useId();
  const { values, set, errors, failure, setErrors } = useForm({
    initial: () => initialValues(banner),
    saveError: save.error,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!values.image) problems.image = 'Upload the banner image.';
    const from = values.from ? instantFromManilaInput(values.from) : null;
    const until = values.until ? instantFromManilaInput(values.until) : null;
    if (values.from && !from) problems.active_from = 'Enter a date and time.';
    if (values.until && !until) problems.active_until = 'Enter a date and time.';
    setErrors(problems);
    if (!values.image || Object.keys(problems).length > 0) return;
    save.submit({
      image: { url: values.image.url, width: values.image.width, height: values.image.height },
      alt: values.alt,
      link_url: values.link.trim() || null,
      is_active: values.active,
      active_from: from,
      active_until: until,
    });
  };

  return (
    <form className="content-form" onSubmit={submit} noValidate aria-labelledby="banner-form-title">
      <h2 id="banner-form-title" className="content-form__wide">
        {banner ? 'Edit banner' : 'Add banner'}
      </h2>
      <div className="content-form__wide">
        <ImageField
          label={`Image (${SIZE.width} × ${SIZE.height})`}
          purpose="banner"
          value={values.image}
          onChange={(image) => set({ image: storedImage(image) })}
          required
        />
        <FieldMessage text={errors.image} />
      </div>
      <Field id={`${id}-alt`} label="Description (read to screen-reader users)" error={errors.alt}>
        <input
          id={`${id}-alt`}
          value={values.alt}
          maxLength={200}
          onChange={(e) => set({ alt: e.target.value })}
          {...describedBy(`${id}-alt`, errors.alt)}
        />
      </Field>
      <Field
        id={`${id}-link`}
        label="Link"
        hint="https://… or a page of this site such as /news; empty links to the image."
        error={errors.link_url}
      >
        <input
          id={`${id}-link`}
          value={values.link}
          inputMode="url"
          maxLength={2000}
          onChange={(e) => set({ link: e.target.value })}
          {...describedBy(`${id}-link`, errors.link_url, true)}
        />
      </Field>
      <Field id={`${id}-from`} label="Show from (Manila time, optional)" error={errors.active_from}>
        <input
          id={`${id}-from`}
          type="datetime-local"
          value={values.from}
          onChange={(e) => set({ from: e.target.value })}
          {...describedBy(`${id}-from`, errors.active_from)}
        />
      </Field>
      <Field id={`${id}-until`} label="Show until (Manila time, optional)" error={errors.active_until}>
        <input
          id={`${id}-until`}
          type="datetime-local"
          value={values.until}
          onChange={(e) => set({ until: e.target.value })}
          {...describedBy(`${id}-until`, errors.active_until)}
        />
      </Field>
      <label className="content-form__check content-form__wide">
        <input type="checkbox" checked={values.active} onChange={(e) => set({ active: e.target.checked })} />
        Active (untick to hide the banner without deleting it)
      </label>
      <SaveFailure error={save.error} message={failure?.message} session={session} wide />
      <FormActions label="Save banner" busy={save.busy} onCancel={onCancel} />
    </form>
  );
}

export default BannersPage;
