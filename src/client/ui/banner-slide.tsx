import type { SiteBanner } from '#shared/contracts/banners.ts';
import uiEn from '#shared/i18n/ui.en.ts';
import { useT } from '../i18n/language.tsx';
import { registerArea } from '../i18n/messages.ts';
import { Link } from '../router/link.tsx';
import { BANNER, bannerSrc } from './banners.ts';

registerArea(uiEn, { fil: () => import('#shared/i18n/ui.fil.ts') });

/**
 * One banner image, linking where the operator chose (docs/product/content.md, Banners): a path on this site
 * opens in the same tab, another site in a new one; a banner without a link links to its full-size image.
 * The rotator paints the first, the carousel all of them.
 */
export function BannerSlide({ banner, index, count }: { banner: SiteBanner; index: number; count: number }) {
  const t = useT();
  const src = bannerSrc(banner);
  const sample = src === BANNER.sample;
  const link = banner.link_url?.trim() || null;
  const inside = link?.startsWith('/') ?? false;
  const image = (
    <img
      src={src}
      width={sample ? BANNER.width : banner.width}
      height={sample ? BANNER.height : banner.height}
      alt={banner.alt.trim() || t('ui.banner.alt', { number: index + 1, count })}
      loading={index === 0 ? 'eager' : 'lazy'}
      // The first slide is in the server's HTML and is the home page's largest paint: fetched first.
      fetchPriority={index === 0 ? 'high' : undefined}
      decoding="async"
      draggable={false}
    />
  );
  if (link && inside) {
    return (
      <Link className="banner__link" to={link}>
        {image}
      </Link>
    );
  }
  return (
    <a className="banner__link" href={link ?? src} target="_blank" rel="noopener noreferrer">
      {image}
      <span className="sr-only">{link ? t('shell.newTab') : t('ui.banner.fullSize')}</span>
    </a>
  );
}
