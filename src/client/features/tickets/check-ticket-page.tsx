import { useQuery } from '@tanstack/react-query';
import ticketsEn from '#shared/i18n/tickets.en.ts';
import { manilaDateAndTime } from '#shared/manila-time.ts';
import { ticketListQueryOptions } from '../../api/tickets.ts';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { Link } from '../../router/link.tsx';
import { useSearchParams } from '../../router/location.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import './tickets.css';

registerArea(ticketsEn, { fil: () => import('#shared/i18n/tickets.fil.ts') });

/** /checkticket: the player's tickets, newest first, ten a page; a new staff reply is marked. */
function CheckTicketPage() {
  const t = useT();
  usePageTitle(t('tickets.check.title'));
  const user = useStoredUser();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const list = useQuery(ticketListQueryOptions(page, user !== null));
  const { language } = useLanguage();
  return (
    <article className="content-page" aria-labelledby="check-title">
      <h1 id="check-title" className="crumb">
        {t('tickets.check.title')}
      </h1>
      {!user && (
        <p>
          {withParts(t, 'tickets.check.signIn', {
            signIn: <Link to="/login">{t('tickets.check.signInLink')}</Link>,
          })}
        </p>
      )}
      {user && list.isPending && <p>{t('tickets.loading')}</p>}
      {list.isError && <p role="alert">{t('tickets.check.failed')}</p>}
      {list.data?.data.length === 0 && (
        <p>
          {withParts(t, 'tickets.check.none', {
            submit: <Link to="/ticket">{t('tickets.submitATicket')}</Link>,
          })}
        </p>
      )}
      {list.data && list.data.data.length > 0 && (
        <table className="ticket-table">
          <thead>
            <tr>
              <th scope="col">{t('tickets.number')}</th>
              <th scope="col">{t('tickets.subject')}</th>
              <th scope="col">{t('tickets.category')}</th>
              <th scope="col">{t('tickets.status')}</th>
              <th scope="col">{t('tickets.lastActivity')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((ticket) => (
              <tr key={ticket.number} data-testid="ticket-row">
                <td data-label={t('tickets.number')}>
                  <Link to={`/checkticket/${ticket.number}`}>#{ticket.number}</Link>
                </td>
                <td data-label={t('tickets.subject')}>
                  <Link to={`/checkticket/${ticket.number}`}>{ticket.subject}</Link>
                  {ticket.unread && <span className="unread-badge">{t('tickets.check.newReply')}</span>}
                </td>
                <td data-label={t('tickets.category')}>{t(`tickets.categories.${ticket.category}`)}</td>
                <td data-label={t('tickets.status')}>{t(`tickets.statuses.${ticket.status}`)}</td>
                <td data-label={t('tickets.lastActivity')}>
                  <time dateTime={ticket.lastActivityAt}>
                    {manilaDateAndTime(ticket.lastActivityAt, language)}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.data && (
        <PagerNav
          target="/checkticket?"
          page={page}
          lastPage={list.data.last_page}
          label={t('tickets.check.pages')}
        />
      )}
    </article>
  );
}

export default CheckTicketPage;
