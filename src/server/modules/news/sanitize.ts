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
 * A picture only its author's own machine can show: a file on their disk (Word's `file:///C:/…`), a page's
 * memory (`blob:`), the clipboard's bytes (`data:`), a mail part (`cid:`). A paste from Word or a web page
 * brings these; the editor takes them out and names them (docs/product/content.md, Pasting).
 */
const AUTHORS_OWN = /^(?:file|blob|data|cid):/i;
const isAuthorsOwnPicture = (src: string | undefined) =>
  src !== undefined && AUTHORS_OWN.test(asBrowserReads(src));

/** A picture a reader's browser can fetch from this site: a path from the site's root (`/media/…`, `/img/…`). */
const isSitePath = (src: string) => /^\/(?!\/)/.test(asBrowserReads(src));

/**
 * An element with nothing left to show once its address was refused: an iframe from a host not on the
 * list, a picture with a `javascript:` or `data:` address, or a relative name (`clip_image001.png`) that
 * means nothing on the article's page. Kept, each would be an empty box on the page. A picture from
 * another site goes too: it would tell that site who read the article, and when.
 */
function dropsOut(frame: sanitizeHtml.IFrame): boolean {
  if (frame.tag === 'iframe') return !frame.attribs.src;
  if (frame.tag === 'img') {
    const src = frame.attribs.src;
    return !src || isOtherSitePicture(src) || !isSitePath(src);
  }
  return false;
}

/** A table cell's span as written: a whole number from 2 to 100; anything else (1, junk) is left out. */
function cellSpans(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const name of ['colspan', 'rowspan'] as const) {
    const value = attribs[name]?.trim();
    if (value && /^\d{1,3}$/.test(value) && Number(value) >= 2 && Number(value) <= 100) kept[name] = value;
  }
  return kept;
}

/**
 * News HTML policy (also for server information and policy pages): formatting, headings, lists, tables,
 * links and this site's pictures stay; scripts, styles, event handlers, forms and `javascript:`/`data:`
 * URLs go; iframes only from the video hosts the CSP allows; pictures from other sites go, and so does an
 * iframe or picture whose address was refused. Applied when an article is saved and again when it is served
 * (the client runs DOMPurify as a third net).
 */
/** The class attribute as written; the allowed class list (allowedClasses) is applied after the transform. */
const keepClass = (attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes =>
  attribs.class ? { class: attribs.class } : {};

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
    // A table's only attribute is the one its transform writes (below); a cell's, its spans.
    table: ['tabindex'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
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
    // A table wider than a phone scrolls sideways (article-view.css); a scrolling box must take focus so
    // the keyboard can scroll it (WCAG 2.1.1), hence tabindex 0 on every table, whatever was written.
    table: (tagName) => ({ tagName, attribs: { tabindex: '0' } }),
    td: (tagName, attribs) => ({ tagName, attribs: { ...cellSpans(attribs), ...keepClass(attribs) } }),
    th: (tagName, attribs) => ({ tagName, attribs: { ...cellSpans(attribs), ...keepClass(attribs) } }),
  },
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** A picture of the author's own, named as they know it: the file's name, or what kind of address it was. */
function ownPictureName(src: string): string {
  const address = asBrowserReads(src).trim();
  if (!/^file:/i.test(address))
    return `a picture with a ${address.slice(0, address.indexOf(':') + 1)} address`;
  const last = (address.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).pop() ?? address;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The pictures in `html` from other sites and of the author's own (their names), in order, each once. */
function refusedPictures(html: string): { otherSites: string[]; authorsOwn: string[] } {
  const otherSites = new Set<string>();
  const authorsOwn = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    // The web's addresses, and the author's own kinds so they can be named; any other (javascript:) goes
    // unseen here and is dropped by the sanitizer itself.
    allowedSchemes: ['http', 'https', 'file', 'blob', 'data', 'cid'],
    exclusiveFilter: (frame) => {
      const src = frame.attribs.src;
      if (frame.tag !== 'img' || src === undefined) return false;
      if (isAuthorsOwnPicture(src)) authorsOwn.add(ownPictureName(src));
      else if (isOtherSitePicture(src)) otherSites.add(src.trim());
      return false;
    },
  });
  return { otherSites: [...otherSites], authorsOwn: [...authorsOwn] };
}

const listed = (names: string[]) =>
  names.length === 1 ? names[0] : `${names[0]} and ${names.length - 1} more`;

/**
 * What the console saves from its rich text fields: the sanitized HTML, after refusing (400, on `field`) a
 * picture from another site, or one only the author's computer has (a Word paste's `file:///C:/…`), either
 * of which would be dropped when served. The operator is told to upload it, so it is served from this
 * site's media library like every other picture. The editor takes such pictures out of a paste and names
 * them itself; this is the net for HTML that reaches the server some other way.
 */
export function sanitizeEditorHtml(html: string, field: string): string {
  const { otherSites, authorsOwn } = refusedPictures(html);
  if (authorsOwn.length > 0) {
    const message =
      `Pictures on your own computer cannot be shown to readers: ${listed(authorsOwn)}. ` +
      'Upload each with the Image button and insert it from there.';
    throw badRequest(message, { [field]: message });
  }
  if (otherSites.length > 0) {
    const message =
      `Pictures from other sites are not shown (they would tell that site who reads the page): ${listed(otherSites)}. ` +
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
  // Never half an emoji: a lone surrogate is refused by PostgreSQL's jsonb, where the Discord announcement
  // keeps the summary, and that refusal failed the publication itself.
  const cut = text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
