import { linkify } from './linkify.ts';

/**
 * A ticket message as typed: plain text (line breaks kept by CSS), web addresses as links that open in a
 * new tab and pass no referrer or ranking (rel="noopener noreferrer nofollow ugc"). Never HTML.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="ticket-message__body">
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never reorder
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
