import { Link } from '../../router/link.tsx';
import { useStoredUser } from '../../session/user-store.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { GuestTicketForm } from './guest-ticket-form.tsx';
import { TicketForm } from './ticket-form.tsx';
import './tickets.css';

/**
 * /ticket: a signed-in player's ticket form; a visitor who cannot sign in is offered account recovery and a
 * ticket by e-mail (docs/product/tickets.md).
 */
function TicketPage() {
  usePageTitle('Submit Ticket');
  const user = useStoredUser();
  return (
    <article className="content-page" aria-labelledby="ticket-title">
      <h1 id="ticket-title" className="crumb">
        Submit Ticket
      </h1>
      {user ? (
        <>
          <p>
            Tell us what happened. For a payment, attach a screenshot of the receipt. Your tickets and our
            answers are under <Link to="/checkticket">Check My Ticket</Link>.
          </p>
          <TicketForm />
        </>
      ) : (
        <>
          <section aria-labelledby="ticket-signin-title" className="ticket-section">
            <h2 id="ticket-signin-title">Have an account?</h2>
            <p>
              <Link to="/login">Sign in</Link> to submit a ticket and follow it under Check My Ticket. Forgot
              your User ID or password? <Link to="/findaccount">Find your account</Link>.
            </p>
          </section>
          <GuestTicketForm />
        </>
      )}
    </article>
  );
}

export default TicketPage;
