import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { createTicketRequestSchema, type TicketAttachment } from '#shared/contracts/tickets.ts';
import ticketsEn from '#shared/i18n/tickets.en.ts';
import { meQueryOptions } from '../../api/accounts.ts';
import { reportActionError } from '../../api/client.ts';
import { ticketApi, ticketKeys } from '../../api/tickets.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { withParts } from '../../i18n/parts.tsx';
import { Link } from '../../router/link.tsx';
import { showSuccess } from '../../ui/dialog-store.ts';
import { Field } from '../../ui/field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { ScreenshotPicker } from './screenshot-picker.tsx';
import { CategoryField, MessageField, SubjectField } from './ticket-fields.tsx';

registerArea(ticketsEn, { fil: () => import('#shared/i18n/tickets.fil.ts') });

/** The fields the form validates itself, with the server's schema and so the server's messages. */
const formSchema = createTicketRequestSchema.pick({ category: true, subject: true, message: true });
type FormValues = { category: string; subject: string; message: string };

/** /ticket for a signed-in player: the answer names the new ticket's number. */
export function TicketForm() {
  const t = useT();
  const me = useQuery(meQueryOptions());
  const queryClient = useQueryClient();
  const [character, setCharacter] = useState('');
  const [shots, setShots] = useState<TicketAttachment[]>([]);
  const [created, setCreated] = useState<number | null>(null);
  const form = useForm<FormValues, z.output<typeof formSchema>>({
    initial: { category: '', subject: '', message: '' },
    schema: formSchema,
  });

  const onSubmit = form.submit(async (values) => {
    try {
      const answer = await ticketApi.create({
        category: values.category,
        subject: values.subject,
        message: values.message,
        character: character ? Number(character) : null,
        screenshots: shots.map((s) => s.id),
      });
      form.reset();
      setCharacter('');
      setShots([]);
      setCreated(answer.number);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
      void showSuccess(answer.message);
    } catch (error) {
      reportActionError(error);
    }
  });

  return (
    <>
      {created !== null && (
        <p className="ticket-created" role="status">
          {withParts(t, 'tickets.submit.created', { number: <strong>#{created}</strong> })}{' '}
          <Link to={`/checkticket/${created}`}>{t('tickets.submit.open', { number: created })}</Link>
        </p>
      )}
      <form className="ticket-form" onSubmit={onSubmit} noValidate aria-label={t('tickets.submitATicket')}>
        <CategoryField binding={form.field('category')} error={form.errors.category} />
        <Field id="ticket-character" label={t('tickets.character')}>
          <select id="ticket-character" value={character} onChange={(e) => setCharacter(e.target.value)}>
            <option value="">{t('tickets.submit.noCharacter')}</option>
            {(me.data?.user.characters ?? []).map((c) => (
              <option key={c.ChaNum} value={c.ChaNum}>
                {t('tickets.submit.characterOption', { name: c.ChaName, level: c.ChaLevel })}
              </option>
            ))}
          </select>
        </Field>
        <SubjectField binding={form.field('subject')} error={form.errors.subject} />
        <MessageField binding={form.field('message')} error={form.errors.message} />
        <ScreenshotPicker
          id="ticket-screenshots"
          value={shots}
          onChange={setShots}
          upload={ticketApi.upload}
        />
        <div className="ticket-form__actions">
          <button type="submit" className="btn btn--primary" disabled={form.submitting}>
            {t('tickets.submit.button')}
          </button>
        </div>
      </form>
    </>
  );
}
