/** One run of a plain-text message: words as typed, or a web address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only http and https become links (never javascript: or data:). A single negated class: linear time.
const WEB_ADDRESS = /https?:\/\/[^\s<>"'`]+/gi;
/** Sentence punctuation right after an address belongs to the sentence. */
const CLOSING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

/**
 * Splits a message into text and links; nothing is parsed as HTML. Callers render the parts as React text
 * and anchors, so markup typed into a message shows as the characters typed.
 */
export function linkify(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const found of message.matchAll(WEB_ADDRESS)) {
    const href = found[0].replace(CLOSING_PUNCTUATION, '');
    if (!URL.canParse(href)) continue;
    if (found.index > from) parts.push({ kind: 'text', text: message.slice(from, found.index) });
    parts.push({ kind: 'link', text: href, href });
    from = found.index + href.length;
  }
  if (from < message.length) parts.push({ kind: 'text', text: message.slice(from) });
  return parts;
}
