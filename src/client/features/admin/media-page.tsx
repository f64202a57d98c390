import { useSearchParams } from '../../router/location.ts';
import { Tabs } from '../../ui/tabs.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { MovieForm, pictureForm } from './media-forms.tsx';
import { MediaListEditor } from './media-list-editor.tsx';

const TABS = [
  { key: 'wallpapers', label: 'Wallpapers' },
  { key: 'gallery', label: 'Gallery' },
  { key: 'movies', label: 'Movies' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const WallpaperForm = pictureForm('wallpaper');
const GalleryForm = pictureForm('gallery');

/** /admin/media: the wallpaper, gallery and movie pages' lists, one tab each (?tab= keeps the choice). */
function MediaConsolePage() {
  usePageTitle('Wallpapers, gallery, movies');
  const [params, setParams] = useSearchParams();
  const tab: TabKey = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'wallpapers';
  return (
    <section aria-labelledby="media-title">
      <h1 id="media-title" className="crumb">
        Wallpapers, gallery, movies
      </h1>
      <p className="muted">
        What /wallpaper, /gallery and /movies show, in this order. Changes show on the site at once here and
        within 5 minutes everywhere.
      </p>
      <Tabs
        label="Media kind"
        items={TABS}
        selected={tab}
        onSelect={(key) => setParams(key === 'wallpapers' ? {} : { tab: key }, { replace: true })}
        tabId={(key) => `media-tab-${key}`}
        panelId={(key) => `media-panel-${key}`}
        className="media-tabs"
        tabClassName="media-tab"
      />
      <div
        id={`media-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`media-tab-${tab}`}
        className="media-panel"
      >
        {tab === 'wallpapers' && (
          <MediaListEditor
            kind="wallpapers"
            noun="wallpaper"
            empty="No wallpapers yet. The page says so to players."
            summary={(w) => ({
              title: w.title,
              detail: `${w.image.width} × ${w.image.height}`,
              thumb: w.thumbnail,
            })}
            Form={WallpaperForm}
          />
        )}
        {tab === 'gallery' && (
          <MediaListEditor
            kind="gallery"
            noun="gallery picture"
            empty="No gallery pictures yet. The page says so to players."
            summary={(g) => ({
              title: g.title,
              detail: `${g.image.width} × ${g.image.height}`,
              thumb: g.thumbnail,
            })}
            Form={GalleryForm}
          />
        )}
        {tab === 'movies' && (
          <MediaListEditor
            kind="movies"
            noun="movie"
            empty="No movies yet. The page says so to players."
            summary={(m) => ({ title: m.title, detail: `YouTube ${m.videoId}` })}
            Form={MovieForm}
          />
        )}
      </div>
    </section>
  );
}

export default MediaConsolePage;
