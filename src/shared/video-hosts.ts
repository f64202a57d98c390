// Plain constants only (no zod): the client imports these with the news article view.
/**
 * The video players a page may embed (news articles, the movies page): the CSP's frame-src, the server's
 * news sanitizer and the client's DOMPurify pass all allow iframes from these hosts and no others.
 */
export const VIDEO_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'] as const;

/** The same hosts as https origins, the form a Content-Security-Policy source list takes. */
export const VIDEO_ORIGINS = VIDEO_HOSTS.map((host) => `https://${host}`);

/** The movies page embeds YouTube's no-cookie player (no third-party cookie before the player is used). */
export const youtubeEmbedUrl = (videoId: string): string =>
  `https://${VIDEO_HOSTS[0]}/embed/${videoId}?autoplay=1`;

/** True for an https URL whose host is one of VIDEO_HOSTS. */
export function isVideoFrameUrl(src: string | null | undefined): boolean {
  try {
    const url = new URL(src ?? '');
    return url.protocol === 'https:' && (VIDEO_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}
