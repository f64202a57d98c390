import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldAria } from '../../ui/field.tsx';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

/** A react-hook-form input in the site's one Field. */
export function FormField({ id, label, registration, error, ...input }: Props) {
  return (
    <Field id={id} label={label} error={error?.message}>
      <input id={id} {...fieldAria(id, error?.message)} {...input} {...registration} />
    </Field>
  );
}
