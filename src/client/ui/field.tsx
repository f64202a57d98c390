import type { ReactNode } from 'react';

/**
 * The site's one form field: a label, an optional hint, the control (the caller's input, select or
 * textarea, given `fieldAria`'s attributes and the same `id`), and the field's message under it, announced
 * when it appears. Its look is styles/forms.css's `.field`. `className` adds to `field` (`field--wide`).
 * A field that never has a message (a filter, a search box) leaves the message line out with `noMessage`.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  noMessage = false,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  className?: string;
  noMessage?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children}
      {!noMessage && (
        <p id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </p>
      )}
    </div>
  );
}

/** The attributes that tie a field's control to its hint and its message (Field above). */
export function fieldAria(id: string, error?: string, hint = false) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}
