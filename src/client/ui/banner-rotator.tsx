import { useQuery } from '@tanstack/react-query';
import { lazy, useEffect, useState } from 'react';
import type { SiteBanner } from '#shared/contracts/banners.ts';
import uiEn from '#shared/i18n/ui.en.ts';
import { bannersQueryOptions } from '../api/banners.ts';
import { useT } from '../i18n/language.tsx';
import { registerArea } from '../i18n/messages.ts';
import { BannerSlide } from './banner-slide.tsx';
import { BANNER } from './banners.ts';
import { LoadBoundary } from './load-boundary.tsx';
import { whenIdle } from './tasks.ts';

registerArea(uiEn, { fil: () => import('#shared/i18n/ui.fil.ts') });

// A carousel whose code is lost is asked for again the next time a rotator is drawn: a fresh lazy() is made
// the moment the import fails (React keeps a failed one failed), whether or not a rotator is still on screen.
// The rotator reads it in its own render, so React's retry of the failed carousel meets the failed lazy()
// and shows the still picture, rather than importing again and again while the phone is offline.
const loadCarousel = (): Promise<typeof import('./banner-carousel.tsx')> =>
  import('./banner-carousel.tsx').catch((error: unknown) => {
    BannerCarousel = lazy(loadCarousel);
    throw error;
  });
let BannerCarousel = lazy(loadCarousel);

const SAMPLE: SiteBanner[] = [
  { id: 0, img_url: '', width: BANNER.width, height: BANNER.height, link_url: null, alt: '' },
];

/**
 * The rotating banner (home and login pages): 615x210, first image painted at once; Embla (fade + autoplay)
 * is fetched after the first paint so it stays out of the initial JavaScript.
 */
export function BannerRotator({ label }: { label?: string }) {
  const t = useT();
  const query = useQuery(bannersQueryOptions());
  const banners = query.data && query.data.length > 0 ? query.data : SAMPLE;
  const [enhance, setEnhance] = useState(false);
  useEffect(() => {
    // After the first paint; the timeout keeps a busy page (the login canvas) from starving the idle queue.
    whenIdle(() => setEnhance(true), 800);
  }, []);
  const first = banners[0] ?? SAMPLE[0]!;
  const still = (
    <div className="banner__viewport">
      <div className="banner__track">
        <div className="banner__slide is-selected">
          <BannerSlide banner={first} index={0} count={banners.length} />
        </div>
      </div>
    </div>
  );
  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={label ?? t('ui.banners')}
      data-testid="banner-rotator"
    >
      {enhance && banners.length > 1 ? (
        // A carousel whose code is lost leaves the first picture in place.
        <LoadBoundary loading={still} fallback={still}>
          <BannerCarousel banners={banners} />
        </LoadBoundary>
      ) : (
        still
      )}
    </section>
  );
}
