import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import ticketsEn from '#shared/i18n/tickets.en.ts';
import { ticketApi, ticketKeys, ticketThreadQueryOptions } from '../../api/tickets.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { Link } from '../../router/link.tsx';
import { useParams } from '../../router/location.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ThreadView } from './thread-view.tsx';
import './tickets.css';

registerArea(ticketsEn, { fil: () => import('#shared/i18n/tickets.fil.ts') });

/** /checkticket/:number: one of the player's tickets; anyone else's number shows "not found". */
function TicketThreadPage() {
  const t = useT();
  const { number: param = '' } = useParams();
  const number = /^\d{1,10}$/.test(param) ? Number(param) : 0;
  usePageTitle(number ? t('tickets.thread.title', { number }) : t('tickets.check.title'));
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
        {thread.data
          ? `#${thread.data.ticket.number} ${thread.data.ticket.subject}`
          : t('tickets.check.title')}
      </h1>
      <p>
        <Link to="/checkticket">{t('tickets.thread.all')}</Link>
      </p>
      {!user && (
        <p>
          {withParts(t, 'tickets.thread.signIn', {
            signIn: <Link to="/login">{t('tickets.check.signInLink')}</Link>,
          })}
        </p>
      )}
      {user && (number === 0 || thread.isError) && (
        <p role="alert" className="ticket-missing">
          {t('tickets.thread.notFound')}
        </p>
      )}
      {user && thread.isPending && number > 0 && <p>{t('tickets.loading')}</p>}
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
