import { usePageTitle } from '../../ui/use-page-title.ts';
import { ImageGrid } from './image-viewer.tsx';
import { WALLPAPERS } from './media-data.ts';
import './media.css';

function WallpaperPage() {
  usePageTitle('Wallpaper');
  return (
    <section className="content-page" aria-labelledby="wallpaper-title">
      <h1 id="wallpaper-title" className="crumb">
        Wallpaper
      </h1>
      <p>Desktop wallpapers at 1280x720 (vector art, sharp at any size). Open one to view and download it.</p>
      <ImageGrid pictures={WALLPAPERS} label="Wallpapers" download />
    </section>
  );
}

export default WallpaperPage;
