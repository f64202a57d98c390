import { linkify } from './linkify.ts';

/**
 * A ticket message as it was typed (line breaks kept by the caller's CSS, white-space: pre-wrap), with web
 * addresses as links that open in a new tab without passing the page or ranking on. Never HTML.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="ticket-message__body">
      {linkify(text).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts never move
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
