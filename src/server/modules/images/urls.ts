/** The file extension of each stored type; /media names a file `<sha256 hex>.<ext>`. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

const MEDIA_FILE = /^([0-9a-f]{64})\.(webp|png|jpg|gif)$/;

/** The address of a stored file: named by its content, so it can be cached for a year. */
export function mediaUrl(hash: string, contentType: string): string {
  const ext = EXTENSIONS[contentType];
  if (!ext) throw new Error(`mediaUrl: no extension for ${contentType}`);
  return `/media/${hash}.${ext}`;
}

/** The hash and extension a /media file name asks for, or null for anything not shaped exactly so. */
export function parseMediaFile(name: string): { hash: string; ext: string } | null {
  const match = MEDIA_FILE.exec(name);
  return match?.[1] && match[2] ? { hash: match[1], ext: match[2] } : null;
}

/** Whether a stored type is served under this extension (a .png address for a WebP file is a 404). */
export function extensionMatches(contentType: string, ext: string): boolean {
  return EXTENSIONS[contentType] === ext;
}
