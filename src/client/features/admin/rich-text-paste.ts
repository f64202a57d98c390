/**
 * What the news editor makes of HTML pasted from Word, Google Docs or a web page before Tiptap reads it
 * (docs/product/content.md, Pasting): Word's lists become real lists, headings fit the article's levels,
 * and pictures the site cannot show are taken out and named, so nothing is published as an empty box.
 */

/** A picture taken out of a paste: a name the operator knows it by, and where it lives. */
export interface RefusedPicture {
  name: string;
  /** The words just before it in the pasted text, to find its place; '' when there are none. */
  after: string;
  where: 'computer' | 'other-site';
}

/** What a pasted picture's address is, for this site: see pictureSource. */
type PictureSource = 'site' | 'upload' | 'computer' | 'other-site';

/** A pasted picture that is itself in the clipboard (data:), in a type the server takes: the editor uploads it. */
const UPLOADABLE = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;

/**
 * Where a picture's address points: this site (a path, or this site's own address), a picture pasted with
 * its bytes that the editor can upload, another site (refused: it would tell that site who reads), or
 * anything else: the author's own disk (`file:`), a page's memory (`blob:`), a mail part (`cid:`), a
 * relative name. None of the last can be fetched by a reader.
 */
export function pictureSource(src: string, origin: string): PictureSource {
  const text = src.trim();
  if (UPLOADABLE.test(text)) return 'upload';
  if (/^\/\//.test(text)) return 'other-site';
  if (/^\/(?!\/)/.test(text)) return 'site';
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:')
      return url.origin === origin ? 'site' : 'other-site';
  } catch {
    // Not an absolute address: a relative name, which means nothing on the article's page.
  }
  return 'computer';
}

/** The last part of a path (`clip_image001.png` of Word's `file:///C:/…/clip_image001.png`). */
function fileName(src: string): string {
  if (/^(?:data|blob):/i.test(src.trim())) return 'a picture kept only in the copied page';
  const path = src.split(/[?#]/)[0] ?? '';
  const last = path.split(/[\\/]/).filter(Boolean).pop() ?? src;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

const BLOCKS = 'p, li, td, th, h1, h2, h3, h4, h5, h6, blockquote, div';

/** The words before a picture: its own paragraph's, or the paragraph before it, at most 40 characters. */
function wordsBefore(image: HTMLImageElement): string {
  const block = image.closest(BLOCKS);
  let text = block?.textContent?.trim() ?? '';
  if (!text && block) text = block.previousElementSibling?.textContent?.trim() ?? '';
  text = text.replace(/\s+/g, ' ');
  return text.length > 40 ? `…${text.slice(-39)}` : text;
}

/** Moves an element's children into a new element named `tag` in its place. */
function renameElement(element: Element, tag: string): Element {
  const renamed = element.ownerDocument.createElement(tag);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
  return renamed;
}

/** Word's paragraph in a list: `mso-list:l0 level2 lfo1` in its style. */
function wordListLevel(element: Element): number | null {
  if (element.tagName !== 'P') return null;
  const match = /mso-list:\s*l\d+\s+level(\d+)/i.exec(element.getAttribute('style') ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Word (desktop) copies a list as paragraphs carrying `mso-list` in their style, each starting with its
 * typed marker ("1.", "a)", "·") in a span Word marks `mso-list:Ignore`. Each run of such paragraphs becomes a
 * list, nested by level, numbered when its marker is a number or letter followed by "." or ")".
 */
function wordListsToLists(body: HTMLElement): void {
  const document = body.ownerDocument;
  for (const first of [...body.querySelectorAll('p')]) {
    if (!first.isConnected || wordListLevel(first) === null) continue;
    const run: { paragraph: Element; level: number }[] = [];
    for (let node: Element | null = first; node; node = node.nextElementSibling) {
      const level = wordListLevel(node);
      if (level === null) break;
      run.push({ paragraph: node, level });
    }
    const stack: { list: HTMLElement; level: number }[] = [];
    let root: HTMLElement | null = null;
    for (const { paragraph, level } of run) {
      const marker = paragraph.querySelector('[style*="mso-list:Ignore" i]');
      const numbered = /^\(?[0-9a-z]{1,4}[.)]/i.test(marker?.textContent?.trim() ?? '');
      marker?.remove();
      while (stack.length > 0 && (stack.at(-1)?.level ?? 0) > level) stack.pop();
      let current = stack.at(-1);
      if (!current || current.level < level) {
        const list = document.createElement(numbered ? 'ol' : 'ul');
        const parentItem = current?.list.lastElementChild;
        if (parentItem) parentItem.append(list);
        else root ??= list;
        current = { list, level };
        stack.push(current);
      }
      const item = document.createElement('li');
      const text = document.createElement('p');
      text.append(...paragraph.childNodes);
      item.append(text);
      current.list.append(item);
    }
    if (root) first.before(root);
    for (const { paragraph } of run) paragraph.remove();
  }
}

/**
 * Headings as the article has them: h2 to h4 (the article's title is its h1 and h2 on the page). Word's
 * and Google Docs' Heading 1 and Title become h2; h5 and h6 become h4.
 */
function fitHeadings(body: HTMLElement): void {
  for (const title of [...body.querySelectorAll('p.MsoTitle, h1')]) renameElement(title, 'h2');
  for (const small of [...body.querySelectorAll('h5, h6')]) renameElement(small, 'h4');
}

/**
 * Cleans pasted HTML (see the top of this file). Pictures the site cannot show are removed and returned,
 * in order, each address once; a picture of this site's own address keeps only its path; a picture pasted
 * with its bytes stays for the editor to upload.
 */
export function cleanPastedHtml(html: string, origin: string): { html: string; refused: RefusedPicture[] } {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const body = parsed.body;
  wordListsToLists(body);
  fitHeadings(body);
  const refused: RefusedPicture[] = [];
  const seen = new Set<string>();
  for (const image of [...body.querySelectorAll('img')]) {
    const src = image.getAttribute('src') ?? '';
    const source = pictureSource(src, origin);
    if (source === 'site') {
      const url = new URL(src.trim(), origin);
      image.setAttribute('src', `${url.pathname}${url.search}`);
      continue;
    }
    if (source === 'upload') continue;
    if (!seen.has(src)) {
      seen.add(src);
      refused.push({ name: fileName(src), after: wordsBefore(image), where: source });
    }
    image.remove();
  }
  return { html: body.innerHTML, refused };
}
