import { ACCOUNT_LIMITS as L } from '#shared/account-fields.ts';
import {
  ACCOUNT_MESSAGES as M,
  type ResetPasswordForm,
  resetPasswordFormSchema,
} from '#shared/contracts/accounts.ts';
import { accountApi } from '../../api/accounts.ts';
import { reportActionError } from '../../api/client.ts';
import { Link } from '../../router/link.tsx';
import { useNavigate } from '../../router/location.ts';
import { clearStoredUser } from '../../session/user-store.ts';
import { showSuccess } from '../../ui/dialog-store.ts';
import { useForm } from '../../ui/use-form.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { FormField } from './form-field.tsx';
import { dropLinkToken, useLinkToken } from './link-token.ts';
import './accounts.css';
import accountsEn from '#shared/i18n/accounts.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';

registerArea(accountsEn, { fil: () => import('#shared/i18n/accounts.fil.ts') });

/** /reset-password?token=...: the page the recovery mail links to. */
function ResetPasswordPage() {
  const t = useT();
  usePageTitle(t('accounts.reset.pageTitle'));
  const token = useLinkToken();
  const navigate = useNavigate();
  const form = useForm<ResetPasswordForm>({
    initial: { newPassword: '', retypePassword: '' },
    schema: resetPasswordFormSchema,
  });

  const onSubmit = form.submit(async ({ newPassword }) => {
    try {
      const { message } = await accountApi.resetPassword(token ?? '', newPassword);
      dropLinkToken(); // used: the link no longer works (a refused password keeps it, and it stays)
      clearStoredUser(); // every session of the account has just been signed out
      void showSuccess(message);
      navigate('/login', { replace: true });
    } catch (error) {
      reportActionError(error);
    }
  });

  return (
    <article className="content-page" aria-labelledby="reset-title">
      <h1 id="reset-title" className="crumb">
        {t('accounts.reset.title')}
      </h1>
      {token === null ? null : !token ? (
        <p role="alert">
          {M.resetLinkInvalid} <Link to="/findaccount">{t('accounts.find.title')}</Link>
        </p>
      ) : (
        <form className="account-form" onSubmit={onSubmit} noValidate aria-label={t('accounts.reset.form')}>
          <FormField
            id="reset-new"
            label={t('accounts.field.newPassword')}
            type="password"
            maxLength={L.passwordMax}
            autoComplete="new-password"
            error={form.errors.newPassword}
            {...form.field('newPassword')}
          />
          <FormField
            id="reset-retype"
            label={t('accounts.field.retypePassword')}
            type="password"
            maxLength={L.passwordMax}
            autoComplete="new-password"
            error={form.errors.retypePassword}
            {...form.field('retypePassword')}
          />
          <div className="account-form__actions">
            <button type="submit" className="btn btn--primary" disabled={form.submitting}>
              {t('accounts.reset.submit')}
            </button>
          </div>
        </form>
      )}
    </article>
  );
}

export default ResetPasswordPage;
