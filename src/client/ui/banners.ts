import type { SiteBanner } from '#shared/contracts/banners.ts';

/** Banner rotator settings (docs/product/site-shell.md, Banner rotator). */
export const BANNER = {
  width: 615,
  height: 210,
  startAfterMs: 3000,
  delayMs: 3000,
  transitionMs: 800,
  thumbSize: 24,
  sample: '/img/brand/banner-sample.svg',
} as const;

/** A banner without an image shows (and links to) the sample art. */
export const bannerSrc = (banner: SiteBanner) => banner.img_url.trim() || BANNER.sample;
