import type { InputHTMLAttributes } from 'react';
import { Field, fieldAria } from '../../ui/field.tsx';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
}

/** A text input in the site's one Field, bound with useForm's `field(name)` (ui/use-form.ts). */
export function FormField({ id, label, error, ...input }: Props) {
  return (
    <Field id={id} label={label} error={error}>
      <input id={id} {...fieldAria(id, error)} {...input} />
    </Field>
  );
}
