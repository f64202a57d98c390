import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { verifyFactor } from '../../api/admin-security.ts';
import { setFactorHandler } from '../../api/client.ts';
import { useNavigate } from '../../router/location.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { saveFailureText } from './failure-text.ts';

/**
 * Registered by the console's frame: a dangerous action the server refused for want of a recent code
 * (403 second_factor_required) opens this prompt, and once the code is accepted (POST
 * /api/admin/factor/verify) the API client sends the action again; Cancel leaves it refused. A console API
 * refused because the operator requires a factor the staff member lacks sends them to the Security page
 * (docs/product/staff-security.md).
 */
export function StepUpPrompt() {
  const navigate = useNavigate();
  const answer = useRef<((proved: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setFactorHandler({
      stepUp: () =>
        new Promise<boolean>((resolve) => {
          answer.current?.(false);
          answer.current = resolve;
          setOpen(true);
        }),
      enrol: () => navigate('/admin/security', { state: { required: true } }),
    });
    return () => setFactorHandler(null);
  }, [navigate]);
  const finish = (proved: boolean) => {
    answer.current?.(proved);
    answer.current = null;
    setOpen(false);
  };
  return open ? <CodeDialog onDone={finish} /> : null;
}

function CodeDialog({ onDone }: { onDone: (proved: boolean) => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setBusy(true);
    setError(null);
    try {
      await verifyFactor(code);
      onDone(true);
    } catch (failure) {
      setError(saveFailureText(failure as Error));
      setBusy(false);
    }
  };
  return (
    <Modal open onCancel={() => onDone(false)} aria-labelledby={`${id}-title`}>
      <form onSubmit={submit}>
        <h2 id={`${id}-title`}>Confirm with your code</h2>
        <p>This action needs a code from your authenticator app (or a recovery code).</p>
        <Field id={`${id}-code`} label="Code" noMessage>
          {/* biome-ignore lint/a11y/noAutofocus: the dialog exists to take this one field */}
          <input id={`${id}-code`} name="code" autoComplete="one-time-code" maxLength={11} autoFocus />
        </Field>
        <p className="field__error" role="alert">
          {error ?? ''}
        </p>
        <div className="player-dialog__buttons">
          <button type="button" className="btn" onClick={() => onDone(false)}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? 'Checking…' : 'Confirm'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
