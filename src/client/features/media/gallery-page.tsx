import { useQuery } from '@tanstack/react-query';
import mediaEn from '#shared/i18n/media.en.ts';
import { galleryQueryOptions } from '../../api/media.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { useSearchParams } from '../../router/location.ts';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ImageGrid } from './image-viewer.tsx';
import { MediaState } from './media-state.tsx';

registerArea(mediaEn, { fil: () => import('#shared/i18n/media.fil.ts') });

function GalleryPage() {
  const t = useT();
  usePageTitle(t('media.gallery.title'));
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const gallery = useQuery(galleryQueryOptions(page));
  return (
    <section className="content-page" aria-labelledby="gallery-title">
      <h1 id="gallery-title" className="crumb">
        {t('media.gallery.title')}
      </h1>
      <p>{t('media.gallery.lead')}</p>
      <MediaState
        query={gallery}
        isEmpty={(data) => data.total === 0}
        loading={t('media.gallery.loading')}
        empty={t('media.gallery.empty')}
      >
        {(data) => (
          <>
            {data.data.length === 0 ? (
              <p className="media-empty">{t('media.gallery.noSuchPage')}</p>
            ) : (
              <ImageGrid key={page} pictures={data.data} label={t('media.gallery.pictures')} />
            )}
            {data.last_page > 1 && (
              <PagerNav
                target="/gallery?"
                page={data.page}
                lastPage={data.last_page}
                label={t('media.gallery.pages')}
              />
            )}
          </>
        )}
      </MediaState>
    </section>
  );
}

export default GalleryPage;
