import sanitizeHtml from 'sanitize-html';
import { VIDEO_HOSTS } from '#shared/video-hosts.ts';
import { badRequest } from '../../http-error.ts';

const VIDEO_HOSTNAMES: string[] = [...VIDEO_HOSTS];

/** An address with a scheme (`https://…`) or a protocol-relative one (`//…`): a picture on another site. */
const OTHER_SITE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Read as a browser reads it: tabs and line breaks anywhere are dropped, leading spaces and control
 * characters too, and a backslash counts as a slash (`h<tab>ttps:` is `https:`, `\\host` is `//host`).
 */
const asBrowserReads = (src: string) =>
  src
    .replace(/[\t\n\r]/g, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser strips these very characters.
    .replace(/^[\u0000-\u0020]+/, '')
    .replace(/\\/g, '/');

const isOtherSitePicture = (src: string | undefined) =>
  src !== undefined && OTHER_SITE.test(asBrowserReads(src));

/**
 * An element with nothing left to show once its address was refused: an iframe from a host not on the
 * list, a picture with a `javascript:` or `data:` address. Kept, each would be an empty box on the page.
 * A picture from another site goes too: it would tell that site who read the article, and when.
 */
function dropsOut(frame: sanitizeHtml.IFrame): boolean {
  if (frame.tag === 'iframe') return !frame.attribs.src;
  if (frame.tag === 'img') return !frame.attribs.src || isOtherSitePicture(frame.attribs.src);
  return false;
}

/**
 * News HTML policy (also for server information and policy pages): formatting, headings, lists, tables,
 * links and this site's pictures stay; scripts, styles, event handlers, forms and `javascript:`/`data:`
 * URLs go; iframes only from the video hosts the CSP allows; pictures from other sites go, and so does an
 * iframe or picture whose address was refused. Applied when an article is saved and again when it is served
 * (the client runs DOMPurify as a third net).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'blockquote',
    'pre',
    'code',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'a',
    'img',
    'figure',
    'figcaption',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['text-center', 'text-right', 'note', 'highlight'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTNAMES,
  disallowedTagsMode: 'discard',
  exclusiveFilter: dropsOut,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target ? { target: '_blank', rel: 'noopener noreferrer' } : {}) },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The addresses of the pictures from other sites in `html`, in order, each once. */
function otherSitePictures(html: string): string[] {
  const found = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    allowedSchemes: ['http', 'https'],
    exclusiveFilter: (frame) => {
      const src = frame.attribs.src;
      if (frame.tag === 'img' && src !== undefined && isOtherSitePicture(src)) found.add(src.trim());
      return false;
    },
  });
  return [...found];
}

/**
 * What the console saves from its rich text fields: the sanitized HTML, after refusing (400, on `field`) a
 * picture from another site, which would be dropped when served. The operator is told to upload it, so
 * it is served from this site's media library like every other picture.
 */
export function sanitizeEditorHtml(html: string, field: string): string {
  const pictures = otherSitePictures(html);
  if (pictures.length > 0) {
    const named = pictures.length === 1 ? pictures[0] : `${pictures[0]} and ${pictures.length - 1} more`;
    const message =
      `Pictures from other sites are not shown (they would tell that site who reads the page): ${named}. ` +
      'Save the picture, then upload it with the Image button and insert it from there.';
    throw badRequest(message, { [field]: message });
  }
  return sanitizeNewsHtml(html);
}

/** Thumbnails are plain image URLs: site-relative paths or http(s); anything else is dropped. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (/^\/(?!\/)[\w\-./%]*$/.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The first words of an article as plain text, at most `max` characters cut at a word (for a shared
 * link's preview and the page's description): tags dropped, block ends read as spaces, entities decoded.
 */
export function newsSummary(html: string, max = 160): string {
  const text = sanitizeHtml(html.replace(/<\/(p|div|h[1-6]|li|blockquote|pre|tr)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
