import type { TestMailResult } from '#shared/contracts/admin-site.ts';
import { useSendTestMail } from '../../api/admin-site.ts';
import { isRefusal } from '../../api/error-codes.ts';
import { FailureAlert } from './console-notes.tsx';

/** A refused request says why (the limit, a missing address); anything else is the site's own fault. */
function requestFailure(error: Error): string {
  if (isRefusal(error) && error.body?.message) return error.body.message;
  return 'The test mail could not be asked for. Please try again.';
}

/**
 * The Site settings page's "Send me a test mail" (docs/product/site-settings.md, Mail): one mail to the
 * operator's own address, then what the mail server answered, word for word. An accepted mail or the
 * outbox is a status; a refusal, a connection error or a refused request an alert.
 */
export function TestMail() {
  const send = useSendTestMail();
  const result = send.data;
  const refused = result?.outcome === 'failed' ? result.message : null;
  return (
    <section aria-labelledby="test-mail-title" className="console-form">
      <h2 id="test-mail-title">Test mail</h2>
      <p className="console-form__hint">
        Sends one mail to your own account's e-mail address, named with the saved site name, and shows what
        the mail server answered.
      </p>
      <div>
        <button
          type="button"
          className="btn btn--small"
          disabled={send.isPending}
          onClick={() => send.mutate()}
        >
          {send.isPending ? 'Sending…' : 'Send me a test mail'}
        </button>
      </div>
      <div role="status">
        {result && result.outcome !== 'failed' && <Answer result={result} withMessage />}
      </div>
      <FailureAlert message={send.error ? requestFailure(send.error) : refused} />
      {refused && result && <Answer result={result} />}
    </section>
  );
}

/**
 * The server's answer line, the message id or the outbox file, as they came; after the message, unless the
 * alert above says it.
 */
function Answer({ result, withMessage = false }: { result: TestMailResult; withMessage?: boolean }) {
  return (
    <>
      {withMessage && <p>{result.message}</p>}
      <dl className="test-mail-facts" aria-label="What the mail server said">
        <div>
          <dt>To</dt>
          <dd>{result.to}</dd>
        </div>
        {result.response && (
          <div>
            <dt>Server's answer</dt>
            <dd>
              <code>{result.response}</code>
            </dd>
          </div>
        )}
        {result.messageId && (
          <div>
            <dt>Message ID</dt>
            <dd>
              <code>{result.messageId}</code>
            </dd>
          </div>
        )}
        {result.file && (
          <div>
            <dt>Outbox file</dt>
            <dd>
              <code>{result.file}</code>
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}
