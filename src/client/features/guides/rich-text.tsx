import type { ReactNode } from 'react';

/** The catalog's markup (src/shared/i18n/guides.en.ts): a `<b>` or `<kbd>` around words, never nested. */
const MARK = /<(b|kbd)>(.*?)<\/\1>/g;

/**
 * A guide message with its marked words drawn bold or as keys. Only the site's own catalogs come here,
 * never a player's or an operator's text, so the marks are trusted.
 */
export function RichText({ message }: { message: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of message.matchAll(MARK)) {
    const [whole, tag, words] = match;
    parts.push(message.slice(from, match.index));
    parts.push(
      tag === 'b' ? <strong key={match.index}>{words}</strong> : <kbd key={match.index}>{words}</kbd>,
    );
    from = match.index + whole.length;
  }
  parts.push(message.slice(from));
  return parts;
}
