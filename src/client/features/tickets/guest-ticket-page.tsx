import { useQuery, useQueryClient } from '@tanstack/react-query';
import { guestThreadQueryOptions, ticketApi, ticketKeys } from '../../api/tickets.ts';
import { Link } from '../../router/link.tsx';
import { useSearchParams } from '../../router/location.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ThreadView } from './thread-view.tsx';
import './tickets.css';

/**
 * /ticket/guest?token=...: a visitor's ticket, opened with the link we mailed (the first opening sends the
 * ticket). The link is the only key: keep the e-mail.
 */
function GuestTicketPage() {
  usePageTitle('Your Ticket');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const thread = useQuery({ ...guestThreadQueryOptions(token), enabled: token !== '' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ticketKeys.guest(token) });
  return (
    <article className="content-page" aria-labelledby="guest-thread-title">
      <h1 id="guest-thread-title" className="crumb">
        {thread.data ? `#${thread.data.ticket.number} ${thread.data.ticket.subject}` : 'Your Ticket'}
      </h1>
      {(token === '' || thread.isError) && (
        <p role="alert" className="ticket-missing">
          This ticket link is invalid or has expired. <Link to="/ticket">Submit a new ticket</Link>.
        </p>
      )}
      {thread.isPending && token !== '' && <p>Loading…</p>}
      {thread.data && (
        <>
          <p className="ticket-hint">
            Your ticket is sent. Keep the e-mail: its link is the only way back here.
          </p>
          <ThreadView
            thread={thread.data}
            upload={(file) => ticketApi.guestUpload(token, file)}
            reply={async (body) => {
              await ticketApi.guestReply(token, body);
              await refresh();
            }}
            reopen={async () => {
              await ticketApi.guestReopen(token);
              await refresh();
            }}
          />
        </>
      )}
    </article>
  );
}

export default GuestTicketPage;
