import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ticketApi, ticketKeys, ticketThreadQueryOptions } from '../../api/tickets.ts';
import { Link } from '../../router/link.tsx';
import { useParams } from '../../router/location.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ThreadView } from './thread-view.tsx';
import './tickets.css';

/** /checkticket/:number: one of the player's tickets; anyone else's number shows "not found". */
function TicketThreadPage() {
  const { number: param = '' } = useParams();
  const number = /^\d{1,10}$/.test(param) ? Number(param) : 0;
  usePageTitle(number ? `Ticket #${number}` : 'Check My Ticket');
  const user = useStoredUser();
  const queryClient = useQueryClient();
  const thread = useQuery({ ...ticketThreadQueryOptions(number), enabled: user !== null && number > 0 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ticketKeys.all });
  // Opening the ticket read its replies: the badge is counted again.
  const loadedAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) void queryClient.invalidateQueries({ queryKey: ticketKeys.unread });
  }, [loadedAt, queryClient]);
  return (
    <article className="content-page" aria-labelledby="thread-title">
      <h1 id="thread-title" className="crumb">
        {thread.data ? `#${thread.data.ticket.number} ${thread.data.ticket.subject}` : 'Check My Ticket'}
      </h1>
      <p>
        <Link to="/checkticket">← All my tickets</Link>
      </p>
      {!user && (
        <p>
          Please <Link to="/login">sign in</Link> to see your tickets.
        </p>
      )}
      {user && (number === 0 || thread.isError) && (
        <p role="alert" className="ticket-missing">
          Ticket not found. It may belong to another account.
        </p>
      )}
      {user && thread.isPending && number > 0 && <p>Loading…</p>}
      {thread.data && (
        <ThreadView
          thread={thread.data}
          upload={ticketApi.upload}
          reply={async (body) => {
            await ticketApi.reply(number, body);
            await refresh();
          }}
          reopen={async () => {
            await ticketApi.reopen(number);
            await refresh();
          }}
        />
      )}
    </article>
  );
}

export default TicketThreadPage;
