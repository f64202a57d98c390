import type { ChangeEvent } from 'react';
import { TICKET_CATEGORIES, TICKET_LIMITS } from '#shared/contracts/tickets.ts';
import ticketsEn from '#shared/i18n/tickets.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { Field, fieldAria } from '../../ui/field.tsx';

registerArea(ticketsEn, { fil: () => import('#shared/i18n/tickets.fil.ts') });

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
  const t = useT();
  return (
    <Field id="ticket-category" label={t('tickets.category')} error={error}>
      <select id="ticket-category" {...fieldAria('ticket-category', error)} {...binding}>
        <option value="" disabled>
          {t('tickets.chooseCategory')}
        </option>
        {TICKET_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`tickets.categories.${c}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function SubjectField({ binding, error }: FieldProps) {
  const t = useT();
  return (
    <Field id="ticket-subject" label={t('tickets.subject')} error={error} className="field--wide">
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
  const t = useT();
  return (
    <Field id={id} label={t('tickets.message')} error={error} className="field--wide">
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
  const t = useT();
  return (
    <Field id="guest-email" label={t('tickets.email')} error={error}>
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
