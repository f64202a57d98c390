import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminBrandPictures } from '#shared/contracts/admin-brand-pictures.ts';
import type { StoredImage } from '#shared/contracts/images.ts';
import { adminBrandPicturesQueryOptions, useSaveBrandPictures } from '../../api/admin-brand-pictures.ts';
import { ListState } from './console-notes.tsx';
import { changeFailureText } from './failure-text.ts';
import { SaveWithStatus } from './form-actions.tsx';
import { ImageField, storedImage } from './image-field.tsx';
import { type EditSession, SaveFailure, VersionedEdit } from './versioned-edit.tsx';

/**
 * The brand pictures' part of /admin/brand (docs/product/site-settings.md, Brand pictures): the header's
 * logo and its variant for dark screens, the site icon and the link preview picture. Each is uploaded for its
 * place as it is chosen; Save puts them on every page at once; Remove puts back the site's own.
 */
export function BrandPictures() {
  const pictures = useQuery(adminBrandPicturesQueryOptions());
  const queries = useQueryClient();
  return (
    <section aria-labelledby="brand-pictures-title">
      <h2 id="brand-pictures-title">Pictures</h2>
      <ListState query={pictures} what="brand pictures" />
      {pictures.data && (
        <VersionedEdit
          record={pictures.data}
          fetchFresh={() => queries.fetchQuery(adminBrandPicturesQueryOptions())}
        >
          {(record, session) => <PicturesForm initial={record} session={session} />}
        </VersionedEdit>
      )}
    </section>
  );
}

type Values = Omit<AdminBrandPictures, 'version' | 'icon'> & {
  icon: (StoredImage & { sizes?: StoredImage[] }) | null;
};

const sizeList = (sizes: StoredImage[]) => sizes.map((s) => `${s.width} × ${s.height}`).join(', ');

function PicturesForm({ initial, session }: { initial: AdminBrandPictures; session: EditSession }) {
  const [values, setValues] = useState<Values>(initial);
  const save = useSaveBrandPictures();
  const set = (field: keyof Values) => (image: (StoredImage & { sizes?: StoredImage[] }) | null) => {
    save.reset();
    setValues((old) => ({ ...old, [field]: image && { ...storedImage(image), sizes: image.sizes } }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        logo: values.logo?.url ?? null,
        logoDark: values.logoDark?.url ?? null,
        icon: values.icon?.url ?? null,
        social: values.social?.url ?? null,
        version: session.version,
      },
      { onSuccess: session.saved },
    );
  };
  const sizes = values.icon?.sizes ?? [];
  return (
    <form className="console-form" aria-label="Brand pictures" onSubmit={submit} noValidate>
      <ImageField
        label="Logo"
        purpose="site-logo"
        value={values.logo}
        onChange={set('logo')}
        hint="In the header of every page, in a 220 × 72 box (168 × 55 on phones); a transparent background suits the header. Without one, the site's own logo."
      />
      <ImageField
        label="Logo for dark screens"
        purpose="site-logo"
        value={values.logoDark}
        onChange={set('logoDark')}
        hint="Optional: shown in the logo's place to players whose phone or computer is set to a dark appearance. Only with a logo."
      />
      <ImageField
        label="Site icon"
        purpose="site-icon"
        value={values.icon}
        onChange={set('icon')}
        hint="One square picture, at least 512 × 512: the site makes the browser tab's icon, the iPhone home screen's and the app icons from it, all PNG. Without one, the site's own icon."
      />
      {sizes.length > 0 && (
        <p className="console-form__hint" data-testid="icon-sizes">
          Made from it: {sizeList(sizes)} and {values.icon?.width} × {values.icon?.height}.
        </p>
      )}
      <ImageField
        label="Link preview picture"
        purpose="site-social"
        value={values.social}
        onChange={set('social')}
        hint="Shown when a page is shared on Facebook, Messenger or Discord, unless the page has its own (an article's thumbnail). Saved as JPEG. Without one, a shared link shows no picture."
      />
      <SaveFailure error={save.error} message={changeFailureText(save.error)} session={session} />
      <SaveWithStatus
        label="Save pictures"
        busy={save.isPending}
        saved={save.isSuccess ? 'Pictures saved. Players see them on their next page load.' : ''}
      />
    </form>
  );
}
