// Plain constants only (no zod): the console's download form reads them.
/** What a download link is (docs/product/content.md, Downloads), with the console's label for each. */
export const DOWNLOAD_TYPES = {
  mirror: 'Full client (mirror)',
  cloud: 'Full client (cloud drive)',
  patch: 'Manual patch',
} as const;
export type DownloadType = keyof typeof DOWNLOAD_TYPES;

/** The icons the site ships (public/img/downloads), each 64 x 64; a link may use one instead of an upload. */
export const BUILT_IN_DOWNLOAD_ICONS = {
  '/img/downloads/mirror.svg': 'Download arrow',
  '/img/downloads/cloud.svg': 'Cloud',
  '/img/downloads/patch.svg': 'Patch',
} as const;
export const BUILT_IN_ICON_SIZE = 64;

/** What the download page shows for a link without an icon. */
export const DEFAULT_DOWNLOAD_ICON = '/img/downloads/mirror.svg';
