import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS, TICKET_LIMITS } from '#shared/contracts/tickets.ts';
import { Field, fieldAria } from '../../ui/field.tsx';

interface FieldProps {
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

export function CategoryField({ registration, error }: FieldProps) {
  return (
    <Field id="ticket-category" label="Category" error={error?.message}>
      <select
        id="ticket-category"
        defaultValue=""
        {...fieldAria('ticket-category', error?.message)}
        {...registration}
      >
        <option value="" disabled>
          Choose a category
        </option>
        {TICKET_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {TICKET_CATEGORY_LABELS[c]}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function SubjectField({ registration, error }: FieldProps) {
  return (
    <Field id="ticket-subject" label="Subject" error={error?.message} className="field--wide">
      <input
        id="ticket-subject"
        maxLength={TICKET_LIMITS.subjectMax + 1}
        {...fieldAria('ticket-subject', error?.message)}
        {...registration}
      />
    </Field>
  );
}

/** The message box; one character over the limit may be typed, so the limit's message can show. */
export function MessageField({ registration, error, id = 'ticket-message' }: FieldProps & { id?: string }) {
  return (
    <Field id={id} label="Message" error={error?.message} className="field--wide">
      <textarea
        id={id}
        rows={7}
        maxLength={TICKET_LIMITS.messageMax + 1}
        {...fieldAria(id, error?.message)}
        {...registration}
      />
    </Field>
  );
}

/** The visitor's address: the link that sends the ticket is mailed there. */
export function EmailField({ registration, error }: FieldProps) {
  return (
    <Field id="guest-email" label="E-mail address" error={error?.message}>
      <input
        id="guest-email"
        type="email"
        autoComplete="email"
        {...fieldAria('guest-email', error?.message)}
        {...registration}
      />
    </Field>
  );
}
