import ticketsEn from '#shared/i18n/tickets.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { Link } from '../../router/link.tsx';
import { useStoredUser } from '../../session/user-store.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { GuestTicketForm } from './guest-ticket-form.tsx';
import { TicketForm } from './ticket-form.tsx';
import './tickets.css';

registerArea(ticketsEn, { fil: () => import('#shared/i18n/tickets.fil.ts') });

/**
 * /ticket: a signed-in player's ticket form; a visitor who cannot sign in is offered account recovery and a
 * ticket by e-mail (docs/product/tickets.md).
 */
function TicketPage() {
  const t = useT();
  usePageTitle(t('tickets.submit.title'));
  const user = useStoredUser();
  return (
    <article className="content-page" aria-labelledby="ticket-title">
      <h1 id="ticket-title" className="crumb">
        {t('tickets.submit.title')}
      </h1>
      {user ? (
        <>
          <p>
            {withParts(t, 'tickets.submit.intro', {
              check: <Link to="/checkticket">{t('tickets.check.title')}</Link>,
            })}
          </p>
          <TicketForm />
        </>
      ) : (
        <>
          <section aria-labelledby="ticket-signin-title" className="ticket-section">
            <h2 id="ticket-signin-title">{t('tickets.submit.haveAccount')}</h2>
            <p>
              {withParts(t, 'tickets.submit.signIn', {
                signIn: <Link to="/login">{t('tickets.submit.signInLink')}</Link>,
                find: <Link to="/findaccount">{t('tickets.submit.findLink')}</Link>,
              })}
            </p>
          </section>
          <GuestTicketForm />
        </>
      )}
    </article>
  );
}

export default TicketPage;
