import type { ChangeEvent } from 'react';
import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS, TICKET_LIMITS } from '#shared/contracts/tickets.ts';
import { Field, fieldAria } from '../../ui/field.tsx';

/** A field's binding from useForm's `field(name)` (ui/use-form.ts) and its message. */
interface FieldProps {
  binding: {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  };
  error?: string;
}

export function CategoryField({ binding, error }: FieldProps) {
  return (
    <Field id="ticket-category" label="Category" error={error}>
      <select id="ticket-category" {...fieldAria('ticket-category', error)} {...binding}>
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

export function SubjectField({ binding, error }: FieldProps) {
  return (
    <Field id="ticket-subject" label="Subject" error={error} className="field--wide">
      <input
        id="ticket-subject"
        maxLength={TICKET_LIMITS.subjectMax + 1}
        {...fieldAria('ticket-subject', error)}
        {...binding}
      />
    </Field>
  );
}

/** The message box; one character over the limit may be typed, so the limit's message can show. */
export function MessageField({ binding, error, id = 'ticket-message' }: FieldProps & { id?: string }) {
  return (
    <Field id={id} label="Message" error={error} className="field--wide">
      <textarea
        id={id}
        rows={7}
        maxLength={TICKET_LIMITS.messageMax + 1}
        {...fieldAria(id, error)}
        {...binding}
      />
    </Field>
  );
}

/** The visitor's address: the link that sends the ticket is mailed there. */
export function EmailField({ binding, error }: FieldProps) {
  return (
    <Field id="guest-email" label="E-mail address" error={error}>
      <input
        id="guest-email"
        type="email"
        autoComplete="email"
        {...fieldAria('guest-email', error)}
        {...binding}
      />
    </Field>
  );
}
