import type { z } from 'zod';
import { ACCOUNT_LIMITS as L } from '#shared/account-fields.ts';
import { type AccountUser, detailsFormSchema, ACCOUNT_MESSAGES as M } from '#shared/contracts/accounts.ts';
import accountsEn from '#shared/i18n/accounts.en.ts';
import { accountApi } from '../../api/accounts.ts';
import { ApiError, reportActionError } from '../../api/client.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { useNavigate } from '../../router/location.ts';
import { clearStoredUser } from '../../session/user-store.ts';
import { showError, showSuccess } from '../../ui/dialog-store.ts';
import { useForm } from '../../ui/use-form.ts';
import { FormField } from './form-field.tsx';
import { usePrompt } from './prompt-dialog.tsx';

registerArea(accountsEn, { fil: () => import('#shared/i18n/accounts.fil.ts') });

type Input = z.input<typeof detailsFormSchema>;
type Output = z.output<typeof detailsFormSchema>;

/**
 * Name, e-mail and phone. Saving asks for the password first (POST /api/validate-password: a message means
 * valid), then saves; the server signs the player out, so the page goes to /login.
 */
export function DetailsForm({ user }: { user: AccountUser }) {
  const t = useT();
  const navigate = useNavigate();
  const prompt = usePrompt();
  const form = useForm<Input, Output>({
    schema: detailsFormSchema,
    initial: {
      UserEmail: user.UserEmail,
      NameFirst: user.NameFirst,
      NameLast: user.NameLast,
      PhoneNumber: user.PhoneNumber,
    },
  });

  const onSubmit = form.submit(async (values) => {
    const password = await prompt.ask({
      title: t('accounts.details.confirmPassword'),
      label: t('accounts.field.password'),
      type: 'password',
      autoComplete: 'current-password',
    });
    if (password === null) return;
    try {
      const check = await accountApi.validatePassword(user, password);
      if (!check.message) {
        void showError(M.passwordIncorrect);
        return;
      }
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      void showError(M.passwordValidationFailed);
      return;
    }
    try {
      const { message } = await accountApi.updateDetails({
        UserNum: user.UserNum,
        UserID: user.UserID,
        UserPass: password,
        ...values,
      });
      clearStoredUser();
      void showSuccess(message);
      navigate('/login', { replace: true });
    } catch (error) {
      reportActionError(error);
    }
  });

  return (
    <>
      <form className="account-form" onSubmit={onSubmit} noValidate aria-label={t('accounts.details.form')}>
        <FormField
          id="details-email"
          label={t('accounts.field.email')}
          type="email"
          maxLength={L.emailMax}
          autoComplete="email"
          error={form.errors.UserEmail}
          {...form.field('UserEmail')}
        />
        <FormField
          id="details-phone"
          label={t('accounts.field.phone')}
          type="tel"
          maxLength={L.phoneMax}
          autoComplete="tel"
          error={form.errors.PhoneNumber}
          {...form.field('PhoneNumber')}
        />
        <FormField
          id="details-first"
          label={t('accounts.field.firstName')}
          maxLength={L.nameMax}
          autoComplete="given-name"
          error={form.errors.NameFirst}
          {...form.field('NameFirst')}
        />
        <FormField
          id="details-last"
          label={t('accounts.field.lastName')}
          maxLength={L.nameMax}
          autoComplete="family-name"
          error={form.errors.NameLast}
          {...form.field('NameLast')}
        />
        <div className="account-form__actions">
          <button type="submit" className="btn btn--primary" disabled={form.submitting}>
            {t('accounts.details.submit')}
          </button>
        </div>
      </form>
      {prompt.element}
    </>
  );
}
