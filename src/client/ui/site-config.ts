/**
 * The site settings the server writes into index.html's meta tags (docs/product/site-settings.md): plain
 * DOM reads, so the first paint needs no request and no zod. An empty value means "none". When the page
 * is rendered on the server there is no document: the renderer hands the same values over first.
 */
let serverValues: Record<string, string> | null = null;

/** Server rendering only (src/client/entry-server.tsx): the values the shell's meta tags will carry. */
export function setServerSiteConfig(values: Record<string, string>): void {
  serverValues = values;
}

/** A meta tag's value as written (an empty one included), or undefined when the page has no such tag. */
function metaAsWritten(name: string): string | undefined {
  if (typeof document === 'undefined') return serverValues?.[name];
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}

function meta(name: string): string | undefined {
  return metaAsWritten(name)?.trim() || undefined;
}

/** A meta tag's value, or undefined when it is absent or empty. */
export const siteConfigValue = (name: string): string | undefined => meta(name);

/** The site name in titles and the footer. */
export const siteName = (fallback = 'Ran Online'): string => meta('app-name') ?? fallback;

/** 'Talk to an Agent': the operator's support chat, opened in a new tab; none hides the links. */
export const supportChatUrl = (): string | undefined => meta('support-chat-url');

/** The site's icon, small (the operator's uploaded one, else the site's own): the Discord button's picture. */
export const siteIcon = (): string => meta('site-icon') ?? '/favicon.svg';

/** The community forum's home; none hides the forum links. */
export const forumUrl = (): string | undefined => meta('forum-url');

/** The operator's header logo (an uploaded picture's address); none: the site's own, drawn by the style sheet. */
export const brandLogo = (): string | undefined => meta('brand-logo');

/** The logo's variant for screens set to dark, shown in its place there; only ever beside a logo. */
export const brandLogoDark = (): string | undefined => meta('brand-logo-dark');

/**
 * A brand text the operator set (docs/product/brand.md), else its default: the server writes a tag only for
 * a text that differs from the default, and an empty one hides its line.
 */
export const brandText = (name: string, fallback: string): string => metaAsWritten(name) ?? fallback;
