import { useQuery } from '@tanstack/react-query';
import { galleryQueryOptions } from '../../api/media.ts';
import { useSearchParams } from '../../router/location.ts';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ImageGrid } from './image-viewer.tsx';
import { MediaState } from './media-state.tsx';

function GalleryPage() {
  usePageTitle('Gallery');
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const gallery = useQuery(galleryQueryOptions(page));
  return (
    <section className="content-page" aria-labelledby="gallery-title">
      <h1 id="gallery-title" className="crumb">
        Gallery
      </h1>
      <p>Moments from our players. Use the arrow keys to move through the pictures in the viewer.</p>
      <MediaState
        query={gallery}
        isEmpty={(data) => data.total === 0}
        loading="Loading the gallery…"
        empty="No pictures in the gallery yet."
      >
        {(data) => (
          <>
            {data.data.length === 0 ? (
              <p className="media-empty">There is no such page of the gallery.</p>
            ) : (
              <ImageGrid key={page} pictures={data.data} label="Gallery" />
            )}
            {data.last_page > 1 && (
              <PagerNav target="/gallery?" page={data.page} lastPage={data.last_page} label="Gallery pages" />
            )}
          </>
        )}
      </MediaState>
    </section>
  );
}

export default GalleryPage;
