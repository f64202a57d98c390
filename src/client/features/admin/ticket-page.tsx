import { useQuery } from '@tanstack/react-query';
import type { AdminTicket } from '#shared/contracts/admin-tickets.ts';
import { TICKET_CATEGORY_LABELS, TICKET_STATUS_LABELS } from '#shared/contracts/tickets.ts';
import { adminTicketQueryOptions } from '../../api/admin-tickets.ts';
import { hasCode } from '../../api/error-codes.ts';
import { Link } from '../../router/link.tsx';
import { useParams } from '../../router/location.ts';
import { MessageText } from '../../ui/message-text.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { manilaDateTime } from './audit-filters.ts';
import { TicketPlayerPanel } from './ticket-player-panel.tsx';
import { TicketWork } from './ticket-work.tsx';
import './tickets-console.css';

/**
 * /admin/tickets/:number: everything needed to answer a ticket on one screen: the thread with staff notes,
 * the player's balances, recent purchases and ledger rows, and the actions (assign, reply, note, status).
 */
function TicketPage() {
  const { number: param = '' } = useParams();
  const number = /^\d{1,10}$/.test(param) ? Number(param) : 0;
  const ticket = useQuery({ ...adminTicketQueryOptions(number), enabled: number > 0 });
  usePageTitle(number > 0 ? `Ticket #${number}` : 'Ticket');

  if (number === 0 || hasCode(ticket.error, 'not_found')) {
    return (
      <section>
        <h1 className="crumb">Ticket not found</h1>
        <p>
          No ticket has this number. <Link to="/admin/tickets">Back to the queue</Link>.
        </p>
      </section>
    );
  }
  if (ticket.isError) {
    return (
      <div role="alert" className="console__failed">
        <p>The ticket could not be loaded. Please try again.</p>
        <button type="button" className="btn btn--small" onClick={() => void ticket.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!ticket.data) {
    return (
      <p role="status" className="muted">
        Loading…
      </p>
    );
  }
  const t = ticket.data.ticket;
  return (
    <section aria-labelledby="ticket-title" className="ticket-desk">
      <p className="muted">
        <Link to="/admin/tickets">Tickets</Link> /
      </p>
      <h1 id="ticket-title" className="crumb">
        #{t.number} {t.subject}
      </h1>
      <dl className="ticket-facts">
        <div>
          <dt>Status</dt>
          <dd data-testid="ticket-status">{TICKET_STATUS_LABELS[t.status]}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{TICKET_CATEGORY_LABELS[t.category]}</dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>
            {t.player ? (
              <Link to={`/admin/players/${t.player.userNum}`}>{t.player.userId}</Link>
            ) : (
              `${t.guestEmail} (visitor, no account)`
            )}
          </dd>
        </div>
        <div>
          <dt>Character</dt>
          <dd>{t.character ?? '—'}</dd>
        </div>
        <div>
          <dt>Assignee</dt>
          <dd data-testid="ticket-assignee">{t.assignee?.userId ?? 'Nobody'}</dd>
        </div>
        <div>
          <dt>Opened (Manila)</dt>
          <dd>{manilaDateTime(t.createdAt)}</dd>
        </div>
      </dl>
      <div className="ticket-desk__columns">
        <div className="ticket-desk__main">
          <Thread messages={ticket.data.messages} />
          <TicketWork ticket={t} />
        </div>
        {t.player && <TicketPlayerPanel userNum={t.player.userNum} />}
      </div>
    </section>
  );
}

function Thread({ messages }: { messages: AdminTicket['messages'] }) {
  return (
    <section aria-labelledby="ticket-thread-title">
      <h2 id="ticket-thread-title">Messages</h2>
      <ol className="ticket-thread">
        {messages.map((m) => (
          <li
            key={m.id}
            className={`ticket-msg ticket-msg--${m.internal ? 'note' : m.author}`}
            data-testid={m.internal ? 'ticket-note' : 'ticket-message'}
          >
            <p className="ticket-msg__meta">
              <strong>{m.internal ? `Internal note by ${m.authorName}` : m.authorName}</strong>
              {m.author === 'staff' && !m.internal && <span className="muted"> (staff)</span>}{' '}
              <time dateTime={m.createdAt} className="muted">
                {manilaDateTime(m.createdAt)}
              </time>
            </p>
            <MessageText text={m.body} />
            {m.attachments.length > 0 && (
              <ul className="ticket-msg__shots" aria-label="Screenshots">
                {m.attachments.map((a, i) => (
                  <li key={a.id}>
                    <a href={a.url} target="_blank" rel="noopener noreferrer">
                      <img
                        src={a.thumbnailUrl}
                        alt={`Screenshot ${i + 1} (opens full size)`}
                        width={Math.min(a.width, 160)}
                        height={Math.round((Math.min(a.width, 160) * a.height) / a.width)}
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

export default TicketPage;
