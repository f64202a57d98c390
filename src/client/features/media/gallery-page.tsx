import { usePageTitle } from '../../ui/use-page-title.ts';
import { ImageGrid } from './image-viewer.tsx';
import { GALLERY } from './media-data.ts';
import './media.css';

function GalleryPage() {
  usePageTitle('Gallery');
  return (
    <section className="content-page" aria-labelledby="gallery-title">
      <h1 id="gallery-title" className="crumb">
        Gallery
      </h1>
      <p>Moments from our players. Use the arrow keys to move through the pictures in the viewer.</p>
      <ImageGrid pictures={GALLERY} label="Gallery" />
    </section>
  );
}

export default GalleryPage;
