import { useState } from 'react';
import type { TicketAttachment, TicketThread } from '#shared/contracts/tickets.ts';
import ticketsEn from '#shared/i18n/tickets.en.ts';
import { manilaDateAndTime } from '#shared/manila-time.ts';
import { reportActionError } from '../../api/client.ts';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { MessageText } from '../../ui/message-text.tsx';
import { ReplyForm } from './reply-form.tsx';

interface Props {
  thread: TicketThread;
  reply: (body: { message: string; screenshots: number[] }) => Promise<unknown>;
  reopen: () => Promise<unknown>;
  upload: (file: File) => Promise<TicketAttachment>;
}

function Attachments({ list }: { list: TicketAttachment[] }) {
  const t = useT();
  if (list.length === 0) return null;
  return (
    <ul className="ticket-shots" aria-label={t('tickets.shots.label')}>
      {list.map((a, i) => (
        <li key={a.id}>
          <a href={a.url} target="_blank" rel="noopener noreferrer">
            <img
              src={a.thumbnailUrl}
              alt={t('tickets.shots.fullSize', { n: i + 1 })}
              width="96"
              height="64"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function ClosedNote({ thread, reopen }: Pick<Props, 'thread' | 'reopen'>) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const { ticket } = thread;
  const { language } = useLanguage();
  if (ticket.reopenUntil) {
    return (
      <div className="ticket-closed">
        <p>{t('tickets.thread.canReopen', { date: manilaDateAndTime(ticket.reopenUntil, language) })}</p>
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
          {t('tickets.thread.reopen')}
        </button>
      </div>
    );
  }
  return <p className="ticket-closed">{t('tickets.thread.closed', { status: ticket.status })}</p>;
}

/** A ticket's whole thread as its player or visitor sees it (never staff notes), and what they may do next. */
export function ThreadView({ thread, reply, reopen, upload }: Props) {
  const t = useT();
  const { ticket } = thread;
  const { language } = useLanguage();
  return (
    <>
      <dl className="ticket-facts">
        <dt>{t('tickets.ticket')}</dt>
        <dd>#{ticket.number}</dd>
        <dt>{t('tickets.category')}</dt>
        <dd>{t(`tickets.categories.${ticket.category}`)}</dd>
        <dt>{t('tickets.status')}</dt>
        <dd data-testid="ticket-status">{t(`tickets.statuses.${ticket.status}`)}</dd>
        {ticket.character && (
          <>
            <dt>{t('tickets.character')}</dt>
            <dd>{ticket.character}</dd>
          </>
        )}
        <dt>{t('tickets.submitted')}</dt>
        <dd>{manilaDateAndTime(ticket.createdAt, language)}</dd>
      </dl>
      <ol className="ticket-thread" aria-label={t('tickets.thread.conversation')}>
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
