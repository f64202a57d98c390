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

/** /reset-password?token=...: the page the recovery mail links to. */
function ResetPasswordPage() {
  usePageTitle('Reset Password');
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
        Set a New Password
      </h1>
      {token === null ? null : !token ? (
        <p role="alert">
          {M.resetLinkInvalid} <Link to="/findaccount">Find ID / Password</Link>
        </p>
      ) : (
        <form className="account-form" onSubmit={onSubmit} noValidate aria-label="Set a new password">
          <FormField
            id="reset-new"
            label="New Password"
            type="password"
            maxLength={L.passwordMax}
            autoComplete="new-password"
            error={form.errors.newPassword}
            {...form.field('newPassword')}
          />
          <FormField
            id="reset-retype"
            label="Retype New Password"
            type="password"
            maxLength={L.passwordMax}
            autoComplete="new-password"
            error={form.errors.retypePassword}
            {...form.field('retypePassword')}
          />
          <div className="account-form__actions">
            <button type="submit" className="btn btn--primary" disabled={form.submitting}>
              Set new password
            </button>
          </div>
        </form>
      )}
    </article>
  );
}

export default ResetPasswordPage;
