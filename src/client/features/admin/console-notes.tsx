import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The notes every console page shows around its data: "Loading…", "could not be loaded" with Try again,
 * and a request's failure. One component each, so every page words and marks them alike (the role is what
 * screen readers announce and what the e2e specs look for). No stylesheet here: any console page may use them.
 */

/** The list's "Loading…" and failure notes; renders nothing once the data is there. */
export function ListState({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.isPending) {
    return (
      <p role="status" className="muted">
        Loading…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="console__failed">
        <p>The {what} could not be loaded. Please try again.</p>
        <button type="button" className="btn btn--small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}

/** A field's message where the field has no Field frame (an upload), announced when it appears. */
export function FieldMessage({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className="field__error" role="alert">
      {text}
    </p>
  ) : null;
}

/** A failed request's message, announced when it appears; nothing while there is none. `wide` spans a content form. */
export function FailureAlert({
  message,
  wide = false,
}: {
  message: string | null | undefined;
  wide?: boolean;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={wide ? 'console__failed content-form__wide' : 'console__failed'}>
      {message}
    </p>
  );
}
