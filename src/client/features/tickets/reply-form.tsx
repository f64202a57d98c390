import { useState } from 'react';
import { type TicketAttachment, ticketReplyRequestSchema } from '#shared/contracts/tickets.ts';
import ticketsEn from '#shared/i18n/tickets.en.ts';
import { reportActionError } from '../../api/client.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { useForm } from '../../ui/use-form.ts';
import { ScreenshotPicker } from './screenshot-picker.tsx';
import { MessageField } from './ticket-fields.tsx';

registerArea(ticketsEn, { fil: () => import('#shared/i18n/tickets.fil.ts') });

const formSchema = ticketReplyRequestSchema.pick({ message: true });

interface Props {
  send: (body: { message: string; screenshots: number[] }) => Promise<unknown>;
  upload: (file: File) => Promise<TicketAttachment>;
}

/** A reply to an open ticket, with up to three screenshots. */
export function ReplyForm({ send, upload }: Props) {
  const t = useT();
  const [shots, setShots] = useState<TicketAttachment[]>([]);
  const form = useForm<{ message: string }>({ initial: { message: '' }, schema: formSchema });
  const onSubmit = form.submit(async ({ message }) => {
    try {
      await send({ message, screenshots: shots.map((s) => s.id) });
      form.reset();
      setShots([]);
    } catch (error) {
      reportActionError(error);
    }
  });
  return (
    <form className="ticket-form" onSubmit={onSubmit} noValidate aria-label={t('tickets.reply.form')}>
      <h2 className="field--wide">{t('tickets.reply.title')}</h2>
      <MessageField id="reply-message" binding={form.field('message')} error={form.errors.message} />
      <ScreenshotPicker id="reply-screenshots" value={shots} onChange={setShots} upload={upload} />
      <div className="ticket-form__actions">
        <button type="submit" className="btn btn--primary" disabled={form.submitting}>
          {t('tickets.reply.button')}
        </button>
      </div>
    </form>
  );
}
