import { useState } from 'react';
import type { z } from 'zod';
import { ACCOUNT_LIMITS as L } from '#shared/account-fields.ts';
import type { registerRequestSchema } from '#shared/contracts/accounts.ts';
import { DEFAULT_COUNTRY } from '#shared/countries.ts';
import { accountApi } from '../../api/accounts.ts';
import { ApiError, reportActionError } from '../../api/client.ts';
import { useNavigate } from '../../router/location.ts';
import { showError, showSuccess } from '../../ui/dialog-store.ts';
import { useForm } from '../../ui/use-form.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { AccountDetailsFields } from './account-details-fields.tsx';
import { FormField } from './form-field.tsx';
import './accounts.css';
import accountsEn from '#shared/i18n/accounts.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';

registerArea(accountsEn, { fil: () => import('#shared/i18n/accounts.fil.ts') });

type Schema = typeof registerRequestSchema;
type Input = z.input<Schema>;
type Output = z.output<Schema>;

/**
 * The form checks with the shared schema (the server's own rules and messages), but zod and the schema
 * (about 40 kB gzip) are fetched only when the form is first checked, on submit: the page paints without
 * them. Later checks reuse the loaded schema.
 */
let loadedSchema: Promise<Schema> | null = null;
function registerSchema(): Promise<Schema> {
  loadedSchema ??= import('#shared/contracts/accounts.ts')
    .then((module) => module.registerRequestSchema)
    .catch((error: unknown) => {
      loadedSchema = null; // offline for a moment: the next submit tries again
      throw error;
    });
  return loadedSchema;
}

/** docs/product/accounts.md: status 1 shows the message, then home after 1000 ms. */
const REGISTER_REDIRECT_MS = 1000;

function RegisterPage() {
  const t = useT();
  usePageTitle(t('accounts.register.title'));
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useForm<Input, Output>({
    schema: registerSchema,
    initial: {
      userId: '',
      userEmail: '',
      userFirstName: '',
      userLastName: '',
      userPassword: '',
      userPasswordConfirm: '',
      secretQuestion: 1,
      secretAnswer: '',
      gender: 'Male',
      country: DEFAULT_COUNTRY,
      agreeTerms: false,
    },
  });
  const { errors } = form;

  const onSubmit = form.submit(async (values) => {
    setServerErrors([]);
    try {
      const res = await accountApi.register(values);
      if (res.status === 1) {
        void showSuccess(res.message);
        setTimeout(() => navigate('/'), REGISTER_REDIRECT_MS);
      } else {
        void showError(res.message);
      }
    } catch (error) {
      const list = error instanceof ApiError ? (error.body as { error?: unknown } | null)?.error : null;
      if (Array.isArray(list) && list.length > 0) {
        const lines = list.map((line) => `* ${String(line)}`);
        setServerErrors(lines);
        void showError(lines.join('\n'));
      } else {
        reportActionError(error);
      }
    }
  });

  const field = (name: keyof Input, label: string, type: string, max: number, autoComplete: string) => (
    <FormField
      id={`reg-${name}`}
      label={label}
      type={type}
      maxLength={max}
      autoComplete={autoComplete}
      error={errors[name]}
      {...form.field(name)}
    />
  );

  return (
    <article className="content-page" aria-labelledby="register-title">
      <h1 id="register-title" className="crumb">
        {t('accounts.register.title')}
      </h1>
      <p>{t('accounts.register.lead')}</p>
      <form className="account-form" onSubmit={onSubmit} noValidate aria-label={t('accounts.register.form')}>
        {serverErrors.length > 0 && (
          <p className="account-form__errors" role="alert" data-testid="register-errors">
            {serverErrors.join('\n')}
          </p>
        )}
        {field('userId', t('accounts.field.userId'), 'text', L.userIdMax, 'username')}
        {field('userEmail', t('accounts.field.email'), 'email', L.emailMax, 'email')}
        {field('userFirstName', t('accounts.field.firstName'), 'text', L.nameMax, 'given-name')}
        {field('userLastName', t('accounts.field.lastName'), 'text', L.nameMax, 'family-name')}
        {field('userPassword', t('accounts.field.password'), 'password', L.passwordMax, 'new-password')}
        {field(
          'userPasswordConfirm',
          t('accounts.field.confirmPassword'),
          'password',
          L.passwordMax,
          'new-password',
        )}
        <AccountDetailsFields form={form} idPrefix="reg" />
        <div className="account-form__actions">
          <button type="submit" className="btn btn--primary" disabled={form.submitting}>
            {form.submitting ? t('accounts.register.submitting') : t('accounts.register.submit')}
          </button>
        </div>
      </form>
    </article>
  );
}

export default RegisterPage;
