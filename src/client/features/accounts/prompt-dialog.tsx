import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import accountsEn from '#shared/i18n/accounts.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';

registerArea(accountsEn, { fil: () => import('#shared/i18n/accounts.fil.ts') });

interface PromptRequest {
  title: string;
  label: string;
  type: 'text' | 'password';
  autoComplete?: string;
  resolve: (value: string | null) => void;
}

/**
 * Asks for one value in a modal (the account update's password confirmation, the password change's
 * secret answer). `ask()` resolves with the value, or null when cancelled.
 */
export function usePrompt() {
  const [request, setRequest] = useState<PromptRequest | null>(null);
  const t = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const ask = useCallback(
    (options: Omit<PromptRequest, 'resolve'>) =>
      new Promise<string | null>((resolve) => setRequest({ ...options, resolve })),
    [],
  );

  const finish = (value: string | null) => {
    request?.resolve(value);
    setRequest(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = inputRef.current?.value ?? '';
    if (!value.trim()) {
      inputRef.current?.focus();
      return;
    }
    finish(value);
  };

  const element = (
    <Modal open={request !== null} aria-labelledby={`${id}-title`} onCancel={() => finish(null)}>
      {request && (
        <form onSubmit={onSubmit} className="prompt-dialog">
          <h2 id={`${id}-title`}>{request.title}</h2>
          <Field id={`${id}-input`} label={request.label} noMessage>
            <input
              ref={inputRef}
              id={`${id}-input`}
              type={request.type}
              autoComplete={request.autoComplete ?? 'off'}
              maxLength={50}
              required
              // biome-ignore lint/a11y/noAutofocus: the dialog exists to ask for this one value
              autoFocus
            />
          </Field>
          <div className="prompt-dialog__actions">
            <button type="submit" className="btn btn--primary">
              {t('accounts.confirm')}
            </button>
            <button type="button" className="btn" onClick={() => finish(null)}>
              {t('accounts.cancel')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
  return { ask, element };
}
