import { useSearchParams } from '../../router/location.ts';
import { Tabs } from '../../ui/tabs.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { galleryList, moviesList, wallpapersList } from './media-lists.tsx';
import { OrderedList } from './ordered-list-page.tsx';

const TABS = [
  { key: 'wallpapers', label: 'Wallpapers' },
  { key: 'gallery', label: 'Gallery' },
  { key: 'movies', label: 'Movies' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

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
        {tab === 'wallpapers' && <OrderedList definition={wallpapersList} />}
        {tab === 'gallery' && <OrderedList definition={galleryList} />}
        {tab === 'movies' && <OrderedList definition={moviesList} />}
      </div>
    </section>
  );
}

export default MediaConsolePage;
