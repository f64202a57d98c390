import { useQuery } from '@tanstack/react-query';
import { wallpapersQueryOptions } from '../../api/media.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ImageGrid } from './image-viewer.tsx';
import { MediaState } from './media-state.tsx';

function WallpaperPage() {
  usePageTitle('Wallpaper');
  const wallpapers = useQuery(wallpapersQueryOptions());
  return (
    <section className="content-page" aria-labelledby="wallpaper-title">
      <h1 id="wallpaper-title" className="crumb">
        Wallpaper
      </h1>
      <p>Desktop wallpapers for your screen. Open one to view and download it.</p>
      <MediaState
        query={wallpapers}
        isEmpty={(list) => list.length === 0}
        loading="Loading wallpapers…"
        empty="No wallpapers yet."
      >
        {(list) => <ImageGrid pictures={list} label="Wallpapers" download />}
      </MediaState>
    </section>
  );
}

export default WallpaperPage;
