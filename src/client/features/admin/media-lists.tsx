import type { ComponentType, ReactNode } from 'react';
import type { MediaKind } from '#shared/contracts/admin-media.ts';
import type { StoredImage } from '#shared/contracts/images.ts';
import { type AdminMediaItems, adminMediaLists } from '../../api/admin-media.ts';
import { type MediaFormProps, MovieForm, pictureForm, ServerInfoForm, SocialForm } from './media-forms.tsx';
import type { InPlaceListDefinition } from './ordered-list.tsx';

/** How a media record reads in its list: its title, a detail line and a thumbnail, each when it has one. */
interface Summary {
  title: string;
  detail?: ReactNode;
  thumb?: StoredImage | null;
}

function SummaryRow({ title, detail, thumb }: Summary) {
  return (
    <>
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
    </>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One media kind's console list (/api/admin/media/{kind}): its form opens above it. */
function mediaList<K extends MediaKind>(
  kind: K,
  noun: string,
  empty: string,
  summary: (item: AdminMediaItems[K]) => Summary,
  Form: ComponentType<MediaFormProps<K>>,
): InPlaceListDefinition<AdminMediaItems[K], object> {
  const title = (item: AdminMediaItems[K]) => summary(item).title;
  return {
    editor: 'in-place',
    api: adminMediaLists[kind],
    noun,
    addLabel: `Add a ${noun}`,
    listLabel: `${capitalized(noun)} list, in page order`,
    what: 'list',
    empty,
    rowTestId: `${kind}-item`,
    idPrefix: `media-${kind}`,
    rowName: (item) => `“${title(item)}”`,
    title,
    body: (item) => <SummaryRow {...summary(item)} />,
    Form,
  };
}

export const wallpapersList = mediaList(
  'wallpapers',
  'wallpaper',
  'No wallpapers yet. The page says so to players.',
  (w) => ({ title: w.title, detail: `${w.image.width} × ${w.image.height}`, thumb: w.thumbnail }),
  pictureForm('wallpaper'),
);

export const galleryList = mediaList(
  'gallery',
  'gallery picture',
  'No gallery pictures yet. The page says so to players.',
  (g) => ({ title: g.title, detail: `${g.image.width} × ${g.image.height}`, thumb: g.thumbnail }),
  pictureForm('gallery'),
);

export const moviesList = mediaList(
  'movies',
  'movie',
  'No movies yet. The page says so to players.',
  (m) => ({ title: m.title, detail: `YouTube ${m.videoId}` }),
  MovieForm,
);

export const serverInfoList = mediaList(
  'serverinfo',
  'section',
  'No sections yet. The page says so to players.',
  (s) => ({ title: s.title, thumb: s.image }),
  ServerInfoForm,
);

export const socialsList = mediaList(
  'socials',
  'social link',
  'No social links yet. The page says so to players.',
  (s) => ({ title: s.name, detail: s.url }),
  SocialForm,
);
