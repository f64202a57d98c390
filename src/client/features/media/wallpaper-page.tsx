import { useQuery } from '@tanstack/react-query';
import mediaEn from '#shared/i18n/media.en.ts';
import { wallpapersQueryOptions } from '../../api/media.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ImageGrid } from './image-viewer.tsx';
import { MediaState } from './media-state.tsx';

registerArea(mediaEn, { fil: () => import('#shared/i18n/media.fil.ts') });

function WallpaperPage() {
  const t = useT();
  usePageTitle(t('media.wallpaper.title'));
  const wallpapers = useQuery(wallpapersQueryOptions());
  return (
    <section className="content-page" aria-labelledby="wallpaper-title">
      <h1 id="wallpaper-title" className="crumb">
        {t('media.wallpaper.title')}
      </h1>
      <p>{t('media.wallpaper.lead')}</p>
      <MediaState
        query={wallpapers}
        isEmpty={(list) => list.length === 0}
        loading={t('media.wallpaper.loading')}
        empty={t('media.wallpaper.empty')}
      >
        {(list) => <ImageGrid pictures={list} label={t('media.wallpaper.pictures')} download />}
      </MediaState>
    </section>
  );
}

export default WallpaperPage;
