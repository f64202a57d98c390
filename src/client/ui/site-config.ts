/**
 * The site settings the server writes into index.html's meta tags (docs/product/site-settings.md): plain
 * DOM reads, so the first paint needs no request and no zod. An empty value means "none".
 */
function meta(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim() || undefined;
}

/** The site name in titles and the footer. */
export const siteName = (fallback = 'Ran Online'): string => meta('app-name') ?? fallback;

/** 'Talk to an Agent': the operator's support chat, opened in a new tab; none hides the links. */
export const supportChatUrl = (): string | undefined => meta('support-chat-url');

/** The community forum's home; none hides the forum links. */
export const forumUrl = (): string | undefined => meta('forum-url');
