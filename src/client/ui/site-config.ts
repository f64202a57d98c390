/** Settings the server writes into index.html's meta tags (plain DOM reads: no request, no zod). */
function meta(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim() || undefined;
}

/** 'Talk to an Agent': the operator's messenger link (SUPPORT_CHAT_URL), opened in a new tab. */
export function supportChatUrl(): string {
  return meta('support-chat-url') ?? 'https://m.me/';
}
