import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type TicketAttachment, ticketReplyRequestSchema } from '#shared/contracts/tickets.ts';
import { reportActionError } from '../../api/client.ts';
import { ScreenshotPicker } from './screenshot-picker.tsx';
import { MessageField } from './ticket-fields.tsx';

const formSchema = ticketReplyRequestSchema.pick({ message: true });

interface Props {
  send: (body: { message: string; screenshots: number[] }) => Promise<unknown>;
  upload: (file: File) => Promise<TicketAttachment>;
}

/** A reply to an open ticket, with up to three screenshots. */
export function ReplyForm({ send, upload }: Props) {
  const [shots, setShots] = useState<TicketAttachment[]>([]);
  const { register, handleSubmit, reset, formState } = useForm<{ message: string }>({
    resolver: zodResolver(formSchema),
    defaultValues: { message: '' },
  });
  const onSubmit = handleSubmit(async ({ message }) => {
    try {
      await send({ message, screenshots: shots.map((s) => s.id) });
      reset();
      setShots([]);
    } catch (error) {
      reportActionError(error);
    }
  });
  return (
    <form className="ticket-form" onSubmit={onSubmit} noValidate aria-label="Reply">
      <h2 className="field--wide">Your reply</h2>
      <MessageField id="reply-message" registration={register('message')} error={formState.errors.message} />
      <ScreenshotPicker id="reply-screenshots" value={shots} onChange={setShots} upload={upload} />
      <div className="ticket-form__actions">
        <button type="submit" className="btn btn--primary" disabled={formState.isSubmitting}>
          Send Reply
        </button>
      </div>
    </form>
  );
}
