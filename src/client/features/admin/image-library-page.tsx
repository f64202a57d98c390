import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  IMAGE_PURPOSES,
  type ImageListItem,
  type ImagePurpose,
  type ImageUploadResponse,
  isPrivatePurpose,
} from '#shared/contracts/images.ts';
import { imageLibraryQueryOptions } from '../../api/admin-images.ts';
import { useSearchParams } from '../../router/location.ts';
import { Field } from '../../ui/field.tsx';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ImageField } from './image-field.tsx';

const PURPOSE_LABELS: Record<ImagePurpose, string> = {
  banner: 'Banner',
  'news-thumbnail': 'News thumbnail',
  'news-inline': 'Picture in an article',
  'download-icon': 'Download icon',
  wallpaper: 'Wallpaper',
  gallery: 'Gallery picture',
  'server-info': 'Server information',
  'item-icon': 'Shop item icon',
  'site-logo': 'Site logo',
  'site-icon': 'Site icon',
  'site-social': 'Link preview picture',
  'ticket-screenshot': 'Ticket screenshot',
};
/** Private purposes (ticket screenshots) are uploaded only with a ticket, never from the library. */
const PURPOSES = (Object.keys(IMAGE_PURPOSES) as ImagePurpose[]).filter((p) => !isPrivatePurpose(p));

/**
 * /admin/images: upload a picture for any purpose and copy its address, and browse what was uploaded. The
 * pages that show pictures (banners, news, downloads) take theirs through the same field in their forms.
 */
function MediaLibraryPage() {
  usePageTitle('Image library');
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const library = useQuery(imageLibraryQueryOptions(page));
  const [purpose, setPurpose] = useState<ImagePurpose>('news-inline');
  const [uploaded, setUploaded] = useState<ImageUploadResponse | null>(null);

  return (
    <section aria-labelledby="media-title">
      <h1 id="media-title" className="crumb">
        Image library
      </h1>
      <div className="media-upload">
        <Field id="media-purpose" label="Used for" noMessage>
          <select
            id="media-purpose"
            value={purpose}
            onChange={(e) => {
              setPurpose(e.target.value as ImagePurpose);
              setUploaded(null);
            }}
          >
            {PURPOSES.map((p) => (
              <option key={p} value={p}>
                {PURPOSE_LABELS[p]}
              </option>
            ))}
          </select>
        </Field>
        <ImageField label="Image file" purpose={purpose} value={uploaded} onChange={setUploaded} />
        {uploaded && (
          <p className="media-upload__address">
            Address: <code>{uploaded.url}</code>
            {uploaded.thumbnail && (
              <>
                {' '}
                — thumbnail <code>{uploaded.thumbnail.url}</code> ({uploaded.thumbnail.width} ×{' '}
                {uploaded.thumbnail.height})
              </>
            )}
          </p>
        )}
      </div>

      <h2 className="media-library__title">Uploaded images</h2>
      {library.isPending && (
        <p role="status" className="muted">
          Loading…
        </p>
      )}
      {library.isError && (
        <div role="alert" className="console__failed">
          <p>The media library could not be loaded. Please try again.</p>
          <button type="button" className="btn btn--small" onClick={() => void library.refetch()}>
            Try again
          </button>
        </div>
      )}
      {library.data && library.data.data.length === 0 && <p>No images have been uploaded yet.</p>}
      {library.data && library.data.data.length > 0 && (
        <>
          <ul className="media-library">
            {library.data.data.map((image) => (
              <LibraryItem key={image.url} image={image} />
            ))}
          </ul>
          <PagerNav
            target="/admin/images?"
            page={library.data.page}
            lastPage={library.data.last_page}
            label="Image library pages"
          />
        </>
      )}
    </section>
  );
}

function LibraryItem({ image }: { image: ImageListItem }) {
  const shown = image.thumbnail ?? image;
  return (
    <li className="media-library__item">
      <a href={image.url}>
        <img
          src={shown.url}
          width={shown.width}
          height={shown.height}
          alt={`${PURPOSE_LABELS[image.purpose]}, ${image.width} × ${image.height}`}
          loading="lazy"
        />
      </a>
      <p className="muted">
        {PURPOSE_LABELS[image.purpose]} · {image.width} × {image.height} · {Math.ceil(image.bytes / 1024)} KB
        <br />
        {image.uploadedBy ?? 'former staff'} · {new Date(image.uploadedAt).toLocaleDateString('en-GB')}
      </p>
    </li>
  );
}

export default MediaLibraryPage;
