import { useQuery } from '@tanstack/react-query';
import { PLAYER_STATUS_LABELS, TICKET_CATEGORY_LABELS } from '#shared/contracts/tickets.ts';
import { manilaDateAndTime } from '#shared/manila-time.ts';
import { ticketListQueryOptions } from '../../api/tickets.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { Link } from '../../router/link.tsx';
import { useSearchParams } from '../../router/location.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import './tickets.css';

/** /checkticket: the player's tickets, newest first, ten a page; a new staff reply is marked. */
function CheckTicketPage() {
  usePageTitle('Check My Ticket');
  const user = useStoredUser();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const list = useQuery(ticketListQueryOptions(page, user !== null));
  const { language } = useLanguage();
  return (
    <article className="content-page" aria-labelledby="check-title">
      <h1 id="check-title" className="crumb">
        Check My Ticket
      </h1>
      {!user && (
        <p>
          Please <Link to="/login">sign in</Link> to see your tickets. A ticket sent by e-mail opens with the
          link in our e-mail.
        </p>
      )}
      {user && list.isPending && <p>Loading…</p>}
      {list.isError && <p role="alert">Your tickets could not be loaded. Please try again.</p>}
      {list.data?.data.length === 0 && (
        <p>
          You have no tickets yet. <Link to="/ticket">Submit a ticket</Link>.
        </p>
      )}
      {list.data && list.data.data.length > 0 && (
        <table className="ticket-table">
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Subject</th>
              <th scope="col">Category</th>
              <th scope="col">Status</th>
              <th scope="col">Last activity</th>
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((t) => (
              <tr key={t.number} data-testid="ticket-row">
                <td data-label="Number">
                  <Link to={`/checkticket/${t.number}`}>#{t.number}</Link>
                </td>
                <td data-label="Subject">
                  <Link to={`/checkticket/${t.number}`}>{t.subject}</Link>
                  {t.unread && <span className="unread-badge">New reply</span>}
                </td>
                <td data-label="Category">{TICKET_CATEGORY_LABELS[t.category]}</td>
                <td data-label="Status">{PLAYER_STATUS_LABELS[t.status]}</td>
                <td data-label="Last activity">
                  <time dateTime={t.lastActivityAt}>{manilaDateAndTime(t.lastActivityAt, language)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.data && (
        <PagerNav target="/checkticket?" page={page} lastPage={list.data.last_page} label="Ticket pages" />
      )}
    </article>
  );
}

export default CheckTicketPage;
