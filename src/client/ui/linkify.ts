/** A piece of a plain-text message: text as typed, or a web address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) only: any other scheme (javascript:, data:) stays text. One character class, so linear time.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that usually ends the sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * Splits a message into text and links. Nothing is ever parsed as HTML: the caller renders the parts as
 * React text and anchors, so markup in a message shows as the characters typed.
 */
export function linkify(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of message.matchAll(URL_PATTERN)) {
    const start = match.index;
    const href = match[0].replace(TRAILING, '');
    if (!URL.canParse(href)) continue;
    if (start > last) parts.push({ kind: 'text', text: message.slice(last, start) });
    parts.push({ kind: 'link', text: href, href });
    last = start + href.length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  return parts;
}
