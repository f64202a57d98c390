import { useQuery, useQueryClient } from '@tanstack/react-query';
import ticketsEn from '#shared/i18n/tickets.en.ts';
import { guestThreadQueryOptions, ticketApi, ticketKeys } from '../../api/tickets.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { Link } from '../../router/link.tsx';
import { useSearchParams } from '../../router/location.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ThreadView } from './thread-view.tsx';
import './tickets.css';

registerArea(ticketsEn, { fil: () => import('#shared/i18n/tickets.fil.ts') });

/**
 * /ticket/guest?token=...: a visitor's ticket, opened with the link we mailed (the first opening sends the
 * ticket). The link is the only key: keep the e-mail.
 */
function GuestTicketPage() {
  const t = useT();
  usePageTitle(t('tickets.guestThread.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const thread = useQuery({ ...guestThreadQueryOptions(token), enabled: token !== '' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ticketKeys.guest(token) });
  return (
    <article className="content-page" aria-labelledby="guest-thread-title">
      <h1 id="guest-thread-title" className="crumb">
        {thread.data
          ? `#${thread.data.ticket.number} ${thread.data.ticket.subject}`
          : t('tickets.guestThread.title')}
      </h1>
      {(token === '' || thread.isError) && (
        <p role="alert" className="ticket-missing">
          {withParts(t, 'tickets.guestThread.invalid', {
            submit: <Link to="/ticket">{t('tickets.guestThread.submitLink')}</Link>,
          })}
        </p>
      )}
      {thread.isPending && token !== '' && <p>{t('tickets.loading')}</p>}
      {thread.data && (
        <>
          <p className="ticket-hint">{t('tickets.guestThread.sent')}</p>
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
