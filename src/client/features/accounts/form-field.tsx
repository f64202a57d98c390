import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

/** A labelled input with its message under it, announced when it appears. */
export function FormField({ id, label, registration, error, ...input }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        {...registration}
      />
      <p id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
        {error?.message ?? ''}
      </p>
    </div>
  );
}
