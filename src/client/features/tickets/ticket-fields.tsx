import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS, TICKET_LIMITS } from '#shared/contracts/tickets.ts';

interface FieldProps {
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

const described = (id: string, error?: FieldError) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

function ErrorLine({ id, error }: { id: string; error?: FieldError }) {
  return (
    <p id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
      {error?.message ?? ''}
    </p>
  );
}

export function CategoryField({ registration, error }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor="ticket-category">Category</label>
      <select id="ticket-category" defaultValue="" {...described('ticket-category', error)} {...registration}>
        <option value="" disabled>
          Choose a category
        </option>
        {TICKET_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {TICKET_CATEGORY_LABELS[c]}
          </option>
        ))}
      </select>
      <ErrorLine id="ticket-category" error={error} />
    </div>
  );
}

export function SubjectField({ registration, error }: FieldProps) {
  return (
    <div className="field field--wide">
      <label htmlFor="ticket-subject">Subject</label>
      <input
        id="ticket-subject"
        maxLength={TICKET_LIMITS.subjectMax + 1}
        {...described('ticket-subject', error)}
        {...registration}
      />
      <ErrorLine id="ticket-subject" error={error} />
    </div>
  );
}

/** The message box; one character over the limit may be typed, so the limit's message can show. */
export function MessageField({ registration, error, id = 'ticket-message' }: FieldProps & { id?: string }) {
  return (
    <div className="field field--wide">
      <label htmlFor={id}>Message</label>
      <textarea
        id={id}
        rows={7}
        maxLength={TICKET_LIMITS.messageMax + 1}
        {...described(id, error)}
        {...registration}
      />
      <ErrorLine id={id} error={error} />
    </div>
  );
}

/** The visitor's address: the link that sends the ticket is mailed there. */
export function EmailField({ registration, error }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor="guest-email">E-mail address</label>
      <input
        id="guest-email"
        type="email"
        autoComplete="email"
        {...described('guest-email', error)}
        {...registration}
      />
      <ErrorLine id="guest-email" error={error} />
    </div>
  );
}
