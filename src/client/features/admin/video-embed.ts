import { isVideoFrameUrl, VIDEO_HOSTS } from '#shared/video-hosts.ts';

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** The player address of a video that the news sanitizer keeps, or null when the site cannot embed it. */
export function videoEmbedUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const path = url.pathname.split('/').filter(Boolean);
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = path[0] ?? null;
  else if (host === 'youtube.com' || host === 'www.youtube.com' || host === 'm.youtube.com') {
    if (path[0] === 'watch') youtubeId = url.searchParams.get('v');
    else if (path[0] === 'embed' || path[0] === 'shorts' || path[0] === 'live') youtubeId = path[1] ?? null;
  } else if (host === 'www.youtube-nocookie.com' && path[0] === 'embed') youtubeId = path[1] ?? null;
  if (youtubeId) return YOUTUBE_ID.test(youtubeId) ? `https://${VIDEO_HOSTS[0]}/embed/${youtubeId}` : null;
  if (host === 'vimeo.com' && path.length === 1 && VIMEO_ID.test(path[0] ?? '')) {
    return `https://player.vimeo.com/video/${path[0]}`;
  }
  if (host === 'player.vimeo.com' && path[0] === 'video' && VIMEO_ID.test(path[1] ?? '')) {
    return `https://player.vimeo.com/video/${path[1]}`;
  }
  // Any other address of an allowed player host, as given (https only).
  return isVideoFrameUrl(url.toString()) ? url.toString() : null;
}

/** What the editor says when a video address is refused. */
export const VIDEO_REFUSED = 'Only YouTube and Vimeo videos can be embedded. Paste the video’s address.';
