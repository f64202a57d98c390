import type { ShellPictures } from '../../plugins/spa.ts';

/** Where /manifest.webmanifest is served (index.html links it from every page). */
export const MANIFEST_PATH = '/manifest.webmanifest';

/** The site's own colours (index.html's theme colour): the splash screen and the bar of an installed site. */
const SITE_COLOUR = '#120d0b';

/**
 * The web app manifest (docs/product/site-settings.md, Brand pictures): what a phone's "Add to Home screen"
 * and an installed site show. The operator's icon at 192 and 512 as PNG when there is one, else the
 * site's own icon (public/favicon.svg, which draws at any size).
 */
export function webManifest(siteName: string, icon: ShellPictures['icon']): string {
  const side = (n: number) => (n === icon?.width ? icon.url : icon?.sizes.find((s) => s.width === n)?.url);
  const uploaded = [192, 512].flatMap((n) => {
    const src = side(n);
    return src ? [{ src, sizes: `${n}x${n}`, type: 'image/png', purpose: 'any' }] : [];
  });
  const icons =
    uploaded.length > 0 ? uploaded : [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }];
  return JSON.stringify({
    id: '/',
    name: siteName,
    short_name: siteName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: SITE_COLOUR,
    theme_color: SITE_COLOUR,
    icons,
  });
}

/** Where browsers and feed readers look for an icon when a page names none (docs/product/site-settings.md). */
export const FAVICON_PATH = '/favicon.ico';

/**
 * What /favicon.ico leads to: the operator's icon at 32 px when there is one, else the site's own
 * public/favicon.svg. A redirect rather than the bytes, so the icon keeps its one immutable address.
 */
export function faviconAddress(icon: ShellPictures['icon']): string {
  const small = icon?.width === 32 ? icon.url : icon?.sizes.find((s) => s.width === 32)?.url;
  return small ?? '/favicon.svg';
}
