import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { guestTicketRequestSchema, TICKET_LIMITS } from '#shared/contracts/tickets.ts';
import { reportActionError } from '../../api/client.ts';
import { ticketApi } from '../../api/tickets.ts';
import { CategoryField, EmailField, MessageField, SubjectField } from './ticket-fields.tsx';

type FormValues = { email: string; category: string; subject: string; message: string };

/**
 * For a visitor who cannot sign in: the ticket is sent once the link mailed to the address is opened.
 * Screenshots are added from the ticket's page after that (the link is the visitor's key to it).
 */
export function GuestTicketForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(guestTicketRequestSchema) as never,
    defaultValues: { email: '', category: '', subject: '', message: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await ticketApi.guestRequest({ ...values, category: values.category as never });
      reset();
      setSent(answer.message);
    } catch (error) {
      reportActionError(error);
    }
  });
  return (
    <section aria-labelledby="guest-ticket-title" className="ticket-section">
      <h2 id="guest-ticket-title">Ticket by e-mail</h2>
      <p>
        Write to us from your e-mail address. We mail you a link: your ticket is sent when you open it, and
        the same link shows our answers (it works for {TICKET_LIMITS.guestConfirmHours} hours until opened).
      </p>
      {sent && (
        <p className="ticket-created" role="status">
          {sent}
        </p>
      )}
      <form className="ticket-form" onSubmit={onSubmit} noValidate aria-label="Ticket by e-mail">
        <EmailField registration={register('email')} error={formState.errors.email} />
        <CategoryField registration={register('category')} error={formState.errors.category} />
        <SubjectField registration={register('subject')} error={formState.errors.subject} />
        <MessageField registration={register('message')} error={formState.errors.message} />
        <div className="ticket-form__actions">
          <button type="submit" className="btn btn--primary" disabled={formState.isSubmitting}>
            Send me the link
          </button>
        </div>
      </form>
    </section>
  );
}
