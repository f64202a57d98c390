import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { AdminTicket } from '#shared/contracts/admin-tickets.ts';
import { TICKET_LIMITS, type TicketStatus } from '#shared/contracts/tickets.ts';
import {
  cannedQueryOptions,
  ticketStaffQueryOptions,
  useAssign,
  useNote,
  useReply,
  useSetStatus,
} from '../../api/admin-tickets.ts';
import { Link } from '../../router/link.tsx';
import { Field } from '../../ui/field.tsx';
import { changeFailureText } from './failure-text.ts';
import { TicketStatusOptions } from './ticket-status-options.tsx';
import { useStaff } from './use-staff.ts';

type Ticket = AdminTicket['ticket'];

/** The actions on one ticket: who has it, its status, a reply to the player, a note for staff. */
export function TicketWork({ ticket }: { ticket: Ticket }) {
  const [notice, setNotice] = useState('');
  return (
    <section aria-labelledby="ticket-work-title" className="ticket-work">
      <h2 id="ticket-work-title">Work on this ticket</h2>
      <p role="status" className="ticket-work__notice" data-testid="ticket-notice">
        {notice}
      </p>
      <div className="ticket-work__row">
        <AssignForm key={ticket.assignee?.userNum ?? 'nobody'} ticket={ticket} onDone={setNotice} />
        <StatusForm key={ticket.status} ticket={ticket} onDone={setNotice} />
      </div>
      {ticket.status === 'closed' ? (
        <p>This ticket is closed: set it to open to reply.</p>
      ) : (
        <ReplyForm number={ticket.number} onDone={setNotice} />
      )}
      <NoteForm number={ticket.number} onDone={setNotice} />
    </section>
  );
}

type DoneProps = { onDone: (message: string) => void };

function AssignForm({ ticket, onDone }: { ticket: Ticket } & DoneProps) {
  const staff = useQuery(ticketStaffQueryOptions());
  const me = useStaff();
  const assign = useAssign(ticket.number);
  const [choice, setChoice] = useState(ticket.assignee ? String(ticket.assignee.userNum) : '');
  const myNumber = staff.data?.data.find((s) => s.userId === me.userId)?.userNum;
  const send = (value: number | null) => assign.mutate(value, { onSuccess: (r) => onDone(r.message) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(choice === '' ? null : Number(choice));
  };
  return (
    <form className="ticket-work__form" onSubmit={submit} aria-label="Assign the ticket">
      <Field id="ticket-assignee" label="Assigned to" noMessage>
        <select id="ticket-assignee" value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="">Nobody</option>
          {staff.data?.data.map((s) => (
            <option key={s.userNum} value={String(s.userNum)}>
              {s.userId} ({s.role})
            </option>
          ))}
        </select>
      </Field>
      <div className="ticket-work__buttons">
        <button type="submit" className="btn btn--small" disabled={assign.isPending}>
          Assign
        </button>
        {myNumber !== undefined && ticket.assignee?.userNum !== myNumber && (
          <button
            type="button"
            className="btn btn--small"
            disabled={assign.isPending}
            onClick={() => {
              setChoice(String(myNumber));
              send(myNumber);
            }}
          >
            Assign to me
          </button>
        )}
      </div>
      {assign.isError && <p className="console__failed">{changeFailureText(assign.error)}</p>}
    </form>
  );
}

function StatusForm({ ticket, onDone }: { ticket: Ticket } & DoneProps) {
  const setStatus = useSetStatus(ticket.number);
  const [status, setChoice] = useState<TicketStatus>(ticket.status);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus.mutate(status, { onSuccess: (r) => onDone(r.message) });
  };
  return (
    <form className="ticket-work__form" onSubmit={submit} aria-label="Set the status">
      <Field id="ticket-status-choice" label="Status" noMessage>
        <select
          id="ticket-status-choice"
          value={status}
          onChange={(e) => setChoice(e.target.value as TicketStatus)}
        >
          <TicketStatusOptions />
        </select>
      </Field>
      <div className="ticket-work__buttons">
        <button type="submit" className="btn btn--small" disabled={setStatus.isPending}>
          Change status
        </button>
      </div>
      {setStatus.isError && <p className="console__failed">{changeFailureText(setStatus.error)}</p>}
    </form>
  );
}

function ReplyForm({ number, onDone }: { number: number } & DoneProps) {
  const reply = useReply(number);
  const canned = useQuery(cannedQueryOptions());
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<TicketStatus>('waiting_player');
  const [pick, setPick] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const ids = useId();

  /** Puts the chosen canned answer where the cursor is (or at the end), then returns focus to the text. */
  const insert = () => {
    const answer = canned.data?.data.find((c) => String(c.id) === pick);
    if (!answer) return;
    const area = box.current;
    const at = area ? area.selectionStart : message.length;
    const end = area ? area.selectionEnd : message.length;
    const next = message.slice(0, at) + answer.body + message.slice(end);
    setMessage(next.slice(0, TICKET_LIMITS.messageMax));
    setPick('');
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + answer.body.length, at + answer.body.length);
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate(
      { message, status },
      {
        onSuccess: (r) => {
          setMessage('');
          setStatus('waiting_player');
          onDone(r.message);
        },
      },
    );
  };
  return (
    <form className="ticket-work__compose" onSubmit={submit} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>Reply to the player</h3>
      <div className="ticket-work__row">
        <Field id={`${ids}-canned`} label="Canned answer" noMessage>
          <select id={`${ids}-canned`} value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value="">Choose…</option>
            {canned.data?.data.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.title}
              </option>
            ))}
          </select>
        </Field>
        <div className="ticket-work__buttons">
          <button type="button" className="btn btn--small" disabled={pick === ''} onClick={insert}>
            Insert
          </button>
          <Link to="/admin/tickets/canned" className="ticket-work__manage">
            Manage canned answers
          </Link>
        </div>
      </div>
      <Field id={`${ids}-message`} label="Reply" noMessage>
        <textarea
          id={`${ids}-message`}
          ref={box}
          rows={6}
          maxLength={TICKET_LIMITS.messageMax}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-describedby={`${ids}-hint`}
        />
        <p id={`${ids}-hint`} className="muted">
          The player sees this and gets an e-mail. {message.length} / {TICKET_LIMITS.messageMax}
        </p>
      </Field>
      <div className="ticket-work__row">
        <Field id={`${ids}-status`} label="Status after the reply" noMessage>
          <select
            id={`${ids}-status`}
            value={status}
            onChange={(e) => setStatus(e.target.value as TicketStatus)}
          >
            <TicketStatusOptions except={['closed']} />
          </select>
        </Field>
        <div className="ticket-work__buttons">
          <button type="submit" className="btn btn--primary" disabled={reply.isPending}>
            Send reply
          </button>
        </div>
      </div>
      {reply.isError && (
        <p role="alert" className="console__failed">
          {changeFailureText(reply.error)}
        </p>
      )}
    </form>
  );
}

function NoteForm({ number, onDone }: { number: number } & DoneProps) {
  const note = useNote(number);
  const [message, setMessage] = useState('');
  const ids = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    note.mutate(message, {
      onSuccess: (r) => {
        setMessage('');
        onDone(r.message);
      },
    });
  };
  return (
    <form
      className="ticket-work__compose ticket-work__compose--note"
      onSubmit={submit}
      aria-labelledby={`${ids}-title`}
    >
      <h3 id={`${ids}-title`}>Internal note</h3>
      <Field id={`${ids}-message`} label="Note (staff only)" noMessage>
        <textarea
          id={`${ids}-message`}
          rows={3}
          maxLength={TICKET_LIMITS.messageMax}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      <button type="submit" className="btn" disabled={note.isPending}>
        Add note
      </button>
      {note.isError && (
        <p role="alert" className="console__failed">
          {changeFailureText(note.error)}
        </p>
      )}
    </form>
  );
}
