import { useState } from 'react';
import {
  type GuestTicketRequest,
  guestTicketRequestSchema,
  TICKET_LIMITS,
} from '#shared/contracts/tickets.ts';
import ticketsEn from '#shared/i18n/tickets.en.ts';
import { reportActionError } from '../../api/client.ts';
import { ticketApi } from '../../api/tickets.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { useForm } from '../../ui/use-form.ts';
import { CategoryField, EmailField, MessageField, SubjectField } from './ticket-fields.tsx';

registerArea(ticketsEn, { fil: () => import('#shared/i18n/tickets.fil.ts') });

type FormValues = { email: string; category: string; subject: string; message: string };

/**
 * For a visitor who cannot sign in: the ticket is sent once the link mailed to the address is opened.
 * Screenshots are added from the ticket's page after that (the link is the visitor's key to it).
 */
export function GuestTicketForm() {
  const t = useT();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<FormValues, GuestTicketRequest>({
    initial: { email: '', category: '', subject: '', message: '' },
    schema: guestTicketRequestSchema,
  });
  const onSubmit = form.submit(async (values) => {
    try {
      const answer = await ticketApi.guestRequest(values);
      form.reset();
      setSent(answer.message);
    } catch (error) {
      reportActionError(error);
    }
  });
  return (
    <section aria-labelledby="guest-ticket-title" className="ticket-section">
      <h2 id="guest-ticket-title">{t('tickets.guest.title')}</h2>
      <p>{t('tickets.guest.intro', { hours: TICKET_LIMITS.guestConfirmHours })}</p>
      {sent && (
        <p className="ticket-created" role="status">
          {sent}
        </p>
      )}
      <form className="ticket-form" onSubmit={onSubmit} noValidate aria-label={t('tickets.guest.title')}>
        <EmailField binding={form.field('email')} error={form.errors.email} />
        <CategoryField binding={form.field('category')} error={form.errors.category} />
        <SubjectField binding={form.field('subject')} error={form.errors.subject} />
        <MessageField binding={form.field('message')} error={form.errors.message} />
        <div className="ticket-form__actions">
          <button type="submit" className="btn btn--primary" disabled={form.submitting}>
            {t('tickets.guest.button')}
          </button>
        </div>
      </form>
    </section>
  );
}
