// Plain constants and functions only (no zod): the footer, in every page's first chunk, reads them.
import { MANILA_OFFSET_MS } from './manila-offset.ts';

/**
 * The operator's brand texts (docs/product/brand.md). Stored null means the default below, which is what
 * the site showed before they could be changed, so a later wording of a default reaches every site that
 * kept it. An empty text hides its line.
 */

/** `{year}` is the current year in Manila, `{site}` the site's name: a line that never goes stale. */
export const DEFAULT_FOOTER_COPYRIGHT = 'Copyright © {year} {site}. All rights reserved.';
export const DEFAULT_FOOTER_SINCE = 'Ran Online Since 2002';
/** The header's top strip, beside the flag: where the server is and the site's language. */
export const DEFAULT_HOMETOWN = 'Philippines · English';

export const FOOTER_COPYRIGHT_MAX = 200;
export const FOOTER_SINCE_MAX = 100;
export const HOMETOWN_MAX = 60;

/** What splits the hometown line into parts, drawn with a dot between them that screen readers skip. */
export const HOMETOWN_SEPARATOR = '·';

/** A brand text with its placeholders filled in: `{year}` (Manila) and `{site}`. */
export function fillBrandText(text: string, values: { now: number; siteName: string }): string {
  const year = String(new Date(values.now + MANILA_OFFSET_MS).getUTCFullYear());
  // Replacer functions, not strings: a `$&` in a site's name is taken as it is.
  return text.replaceAll('{year}', () => year).replaceAll('{site}', () => values.siteName);
}

/**
 * The meta tags the server writes into a page for the texts an operator set (plugins/shell-brand.ts) and
 * the client reads (ui/site-config.ts); a tag that is absent means the default above.
 */
export const BRAND_META = {
  footerCopyright: 'footer-copyright',
  footerSince: 'footer-since',
  hometown: 'hometown',
  /** The rows as JSON. */
  requirements: 'requirements',
} as const;
