import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import uiEn from '#shared/i18n/ui.en.ts';
import { reportActionError } from '../api/client.ts';
import { useT } from '../i18n/language.tsx';
import { type MessageId, registerArea } from '../i18n/messages.ts';
import { Link } from '../router/link.tsx';
import { useNavigate } from '../router/location.ts';
import { type SignInResult, signIn, signInWithCode } from '../session/auth-actions.ts';
import { showError } from './dialog-store.ts';
import { Field, fieldAria } from './field.tsx';

registerArea(uiEn, { fil: () => import('#shared/i18n/ui.fil.ts') });

interface Errors {
  UserID?: MessageId;
  UserPass?: MessageId;
}

/** docs/product/accounts.md: both fields are checked after trimming; the call is made only if both pass. */
function validateSignIn(UserID: string, UserPass: string): Errors {
  const errors: Errors = {};
  if (!UserID.trim()) errors.UserID = 'ui.signIn.usernameRequired';
  if (!UserPass.trim()) errors.UserPass = 'ui.signIn.passwordRequired';
  return errors;
}

/**
 * The one sign-in form (side account box and /login page). Its own check and uncontrolled inputs rather
 * than ui/use-form.ts and zod: the box is part of the first paint (a 100 KB JavaScript budget), and what is
 * typed before the page's script has run stays in the boxes (the form reads them when it is sent).
 */
export function SignInForm({ variant }: { variant: 'box' | 'page' }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  /** Set once the password was right and a staff account's two-step sign-in asks for its code. */
  const [codeToken, setCodeToken] = useState<string | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  // The code field replaces the button just pressed: focus moves to it, not to the page's start.
  useEffect(() => {
    if (codeToken) codeField.current?.focus();
  }, [codeToken]);

  async function run(attempt: () => Promise<SignInResult>) {
    setBusy(true);
    try {
      const result = await attempt();
      if (result.ok === 'code') setCodeToken(result.token);
      else if (result.ok) navigate('/', { replace: true });
      else void showError(result.message);
    } catch (error) {
      reportActionError(error);
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (codeToken) {
      const code = String(data.get('code') ?? '');
      await run(() => signInWithCode(codeToken, code));
      return;
    }
    const userId = String(data.get('UserID') ?? '');
    const password = String(data.get('UserPass') ?? '');
    const found = validateSignIn(userId, password);
    setErrors(found);
    if (found.UserID || found.UserPass) {
      const field = event.currentTarget.elements.namedItem(found.UserID ? 'UserID' : 'UserPass');
      (field as HTMLInputElement | null)?.focus();
      return;
    }
    await run(() => signIn(userId.trim(), password));
  }

  const field = (name: keyof Errors, label: MessageId, type: string, autoComplete: string) => {
    const error = errors[name] && t(errors[name]);
    return (
      <Field id={`${id}-${name}`} label={t(label)} error={error}>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          maxLength={20}
          {...fieldAria(`${id}-${name}`, error)}
          onInput={() => errors[name] && setErrors((was) => ({ ...was, [name]: undefined }))}
        />
      </Field>
    );
  };

  if (codeToken) {
    return (
      <form
        className={`sign-in sign-in--${variant}`}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('account.signIn')}
      >
        <Field id={`${id}-code`} label={t('ui.signIn.code')} noMessage>
          <input ref={codeField} id={`${id}-code`} name="code" autoComplete="one-time-code" maxLength={11} />
        </Field>
        <button type="submit" className="btn btn--primary sign-in__submit" disabled={busy}>
          {busy ? t('ui.signIn.checking') : t('ui.signIn.verify')}
        </button>
      </form>
    );
  }

  return (
    <form
      className={`sign-in sign-in--${variant}`}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('account.signIn')}
    >
      {field('UserID', variant === 'page' ? 'ui.signIn.username' : 'ui.signIn.userId', 'text', 'username')}
      {field('UserPass', 'ui.signIn.password', 'password', 'current-password')}
      <button type="submit" className="btn btn--primary sign-in__submit" disabled={busy}>
        {busy ? t('ui.signIn.busy') : t('ui.signIn.submit')}
      </button>
      <p className="sign-in__links">
        <Link to="/register">{t(variant === 'page' ? 'ui.signIn.signUpNew' : 'ui.signIn.signUp')}</Link>
        <Link to="/findaccount">{t(variant === 'page' ? 'ui.signIn.forgot' : 'ui.signIn.find')}</Link>
      </p>
    </form>
  );
}
