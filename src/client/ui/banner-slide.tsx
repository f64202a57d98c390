import type { SiteBanner } from '#shared/contracts/banners.ts';
import { BANNER, bannerSrc } from './banners.ts';

/** One banner image linking to its full size; the rotator paints the first, the carousel all of them. */
export function BannerSlide({ banner, index, count }: { banner: SiteBanner; index: number; count: number }) {
  const src = bannerSrc(banner);
  return (
    <a className="banner__link" href={src} target="_blank" rel="noopener noreferrer">
      <img
        src={src}
        width={BANNER.width}
        height={BANNER.height}
        alt={banner.alt.trim() || `Banner ${index + 1} of ${count}`}
        loading={index === 0 ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
      />
      <span className="sr-only"> (opens full size in a new tab)</span>
    </a>
  );
}
