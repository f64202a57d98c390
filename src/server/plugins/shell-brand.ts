import { createHash } from 'node:crypto';
import { brandCss } from '#shared/brand-colours.ts';
import { BRAND_META } from '#shared/brand-texts.ts';
import type { SiteBrand } from '#shared/contracts/site.ts';
import { escapeHtml } from './html-escape.ts';
import { contentSecurityPolicyWithStyle } from './security.ts';

/** What the shell's head carries of the operator's brand (docs/product/brand.md), and the page's CSP. */
export interface BrandHead {
  /** Meta tags of the texts an operator set, and the colours' style; empty for today's look and words. */
  tags: string;
  /** The page's Content-Security-Policy letting in that style by its hash; null: the usual one. */
  contentSecurityPolicy: string | null;
}

const NO_BRAND: BrandHead = { tags: '', contentSecurityPolicy: null };

/**
 * The brand's part of the head. Only what differs from the default is written, so a site that changed
 * nothing sends the same bytes as before. The colours are a `<style>` (a style attribute or a style sheet
 * of its own would be refused by the CSP or cost a request before the first paint), let in by its sha256
 * in the CSP of the page that carries it (docs/decisions/0069-brand-colours-in-the-page.md).
 */
export function brandHead(brand: SiteBrand | undefined): BrandHead {
  if (!brand) return NO_BRAND;
  const meta = (name: string, value: string | null) =>
    value === null ? '' : `<meta name="${name}" content="${escapeHtml(value)}">`;
  let tags =
    meta(BRAND_META.footerCopyright, brand.footerCopyright) +
    meta(BRAND_META.footerSince, brand.footerSince) +
    meta(BRAND_META.hometown, brand.hometown) +
    meta(BRAND_META.requirements, brand.requirements && JSON.stringify(brand.requirements));
  const css = brandCss(brand);
  if (css === null) return tags ? { tags, contentSecurityPolicy: null } : NO_BRAND;
  // The hash is of the style's exact text; the colours are '#rrggbb' (the contract and the database
  // check both), so nothing in it needs escaping.
  tags += `<style>${css}</style>`;
  const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  return { tags, contentSecurityPolicy: contentSecurityPolicyWithStyle(hash) };
}
