// Plain functions only (no zod): the console reads a pasted address with it before saving.

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Where in a YouTube address the id sits: youtu.be/ID, /watch?v=ID, /embed/ID, /shorts/ID, /live/ID. */
const PATH_PREFIXES = ['/embed/', '/shorts/', '/live/', '/v/'];
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * The video id an operator means: the id itself, or a youtube.com / youtu.be / youtube-nocookie.com
 * address that names one (docs/product/media.md, What each record holds). null for anything else, another site included.
 */
export function youtubeVideoId(input: string): string | null {
  const text = input.trim();
  if (text.length > 300) return null;
  if (VIDEO_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let candidate: string | null = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') candidate = url.pathname.slice(1).split('/')[0] ?? null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch') candidate = url.searchParams.get('v');
    else {
      const prefix = PATH_PREFIXES.find((p) => url.pathname.startsWith(p));
      if (prefix) candidate = url.pathname.slice(prefix.length).split('/')[0] ?? null;
    }
  }
  return candidate !== null && VIDEO_ID.test(candidate) ? candidate : null;
}
