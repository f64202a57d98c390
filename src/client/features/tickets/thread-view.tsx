import { useState } from 'react';
import {
  PLAYER_STATUS_LABELS,
  TICKET_CATEGORY_LABELS,
  type TicketAttachment,
  type TicketThread,
} from '#shared/contracts/tickets.ts';
import { manilaDateAndTime } from '#shared/manila-time.ts';
import { reportActionError } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { MessageText } from '../../ui/message-text.tsx';
import { ReplyForm } from './reply-form.tsx';

interface Props {
  thread: TicketThread;
  reply: (body: { message: string; screenshots: number[] }) => Promise<unknown>;
  reopen: () => Promise<unknown>;
  upload: (file: File) => Promise<TicketAttachment>;
}

function Attachments({ list }: { list: TicketAttachment[] }) {
  if (list.length === 0) return null;
  return (
    <ul className="ticket-shots" aria-label="Screenshots">
      {list.map((a, i) => (
        <li key={a.id}>
          <a href={a.url} target="_blank" rel="noopener noreferrer">
            <img src={a.thumbnailUrl} alt={`Screenshot ${i + 1} (opens full size)`} width="96" height="64" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function ClosedNote({ thread, reopen }: Pick<Props, 'thread' | 'reopen'>) {
  const [busy, setBusy] = useState(false);
  const { ticket } = thread;
  const { language } = useLanguage();
  if (ticket.reopenUntil) {
    return (
      <div className="ticket-closed">
        <p>
          This ticket is resolved. Not solved after all? You can reopen it until{' '}
          {manilaDateAndTime(ticket.reopenUntil, language)}.
        </p>
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await reopen();
            } catch (error) {
              reportActionError(error);
            } finally {
              setBusy(false);
            }
          }}
        >
          Reopen Ticket
        </button>
      </div>
    );
  }
  return (
    <p className="ticket-closed">
      This ticket is {PLAYER_STATUS_LABELS[ticket.status].toLowerCase()}. For a new problem, please submit a
      new ticket.
    </p>
  );
}

/** A ticket's whole thread as its player or visitor sees it (never staff notes), and what they may do next. */
export function ThreadView({ thread, reply, reopen, upload }: Props) {
  const { ticket } = thread;
  const { language } = useLanguage();
  return (
    <>
      <dl className="ticket-facts">
        <dt>Ticket</dt>
        <dd>#{ticket.number}</dd>
        <dt>Category</dt>
        <dd>{TICKET_CATEGORY_LABELS[ticket.category]}</dd>
        <dt>Status</dt>
        <dd data-testid="ticket-status">{PLAYER_STATUS_LABELS[ticket.status]}</dd>
        {ticket.character && (
          <>
            <dt>Character</dt>
            <dd>{ticket.character}</dd>
          </>
        )}
        <dt>Submitted</dt>
        <dd>{manilaDateAndTime(ticket.createdAt, language)}</dd>
      </dl>
      <ol className="ticket-thread" aria-label="Conversation">
        {thread.messages.map((m) => (
          <li key={m.id} className={`ticket-message ticket-message--${m.author}`}>
            <p className="ticket-message__meta">
              <strong>{m.authorName}</strong> ·{' '}
              <time dateTime={m.createdAt}>{manilaDateAndTime(m.createdAt, language)}</time>
            </p>
            <MessageText text={m.body} />
            <Attachments list={m.attachments} />
          </li>
        ))}
      </ol>
      {ticket.canReply ? (
        <ReplyForm send={reply} upload={upload} />
      ) : (
        <ClosedNote thread={thread} reopen={reopen} />
      )}
    </>
  );
}
