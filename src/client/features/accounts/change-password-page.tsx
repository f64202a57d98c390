import { ACCOUNT_LIMITS as L, SECRET_QUESTIONS } from '#shared/account-fields.ts';
import {
  type ChangePasswordForm,
  changePasswordFormSchema,
  ACCOUNT_MESSAGES as M,
} from '#shared/contracts/accounts.ts';
import { accountApi } from '../../api/accounts.ts';
import { ApiError, reportActionError } from '../../api/client.ts';
import { useNavigate } from '../../router/location.ts';
import { clearStoredUser, useStoredUser } from '../../session/user-store.ts';
import { showDialog, showError } from '../../ui/dialog-store.ts';
import { useForm } from '../../ui/use-form.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { FormField } from './form-field.tsx';
import { usePrompt } from './prompt-dialog.tsx';
import './accounts.css';
import accountsEn from '#shared/i18n/accounts.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { SECRET_QUESTION_ID } from './labels.ts';

registerArea(accountsEn, { fil: () => import('#shared/i18n/accounts.fil.ts') });

/** docs/product/accounts.md: a successful change signs out after 2 seconds. */
const PASSWORD_CHANGE_LOGOUT_MS = 2000;

/** /changepassword: current, new, retype; then the secret-answer prompt; then the change. */
function ChangePasswordPage() {
  const t = useT();
  usePageTitle(t('accounts.changePassword.title'));
  const user = useStoredUser();
  const navigate = useNavigate();
  const prompt = usePrompt();
  const form = useForm<ChangePasswordForm>({
    initial: { currentPassword: '', newPassword: '', retypePassword: '' },
    schema: changePasswordFormSchema,
  });

  const asked = SECRET_QUESTIONS.find((q) => q.code === Number(user?.UserSQ));
  const question = t(asked ? SECRET_QUESTION_ID[asked.code] : 'accounts.changePassword.answerQuestion');

  const onSubmit = form.submit(async (values) => {
    if (!user) return;
    const answer = await prompt.ask({
      title: t('accounts.field.secretQuestion'),
      label: question,
      type: 'text',
    });
    if (answer === null) return;
    try {
      const check = await accountApi.validateSecretAnswer(user, answer);
      if (!check.message) {
        void showError(M.secretAnswerIncorrect);
        return;
      }
      const { message } = await accountApi.updatePassword({
        UserNum: user.UserNum,
        UserID: user.UserID,
        UserPass: values.currentPassword,
        NewUserPass: values.newPassword,
      });
      form.reset();
      void showDialog(message, { title: t('accounts.changePassword.success'), tone: 'success' });
      setTimeout(() => {
        clearStoredUser();
        navigate('/login', { replace: true });
      }, PASSWORD_CHANGE_LOGOUT_MS);
    } catch (error) {
      if (error instanceof ApiError && !error.handled && error.body?.errors) {
        void showError(Object.values(error.body.errors).join('\n'));
      } else {
        reportActionError(error);
      }
    }
  });

  return (
    <article className="content-page" aria-labelledby="changepw-title">
      <h1 id="changepw-title" className="crumb">
        {t('accounts.changePassword.title')}
      </h1>
      <p>{t('accounts.changePassword.lead', { min: L.passwordMin, max: L.passwordMax })}</p>
      <form
        className="account-form"
        onSubmit={onSubmit}
        noValidate
        aria-label={t('accounts.changePassword.form')}
      >
        <FormField
          id="changepw-current"
          label={t('accounts.field.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={form.errors.currentPassword}
          {...form.field('currentPassword')}
        />
        <FormField
          id="changepw-new"
          label={t('accounts.field.newPassword')}
          type="password"
          maxLength={L.passwordMax}
          autoComplete="new-password"
          error={form.errors.newPassword}
          {...form.field('newPassword')}
        />
        <FormField
          id="changepw-retype"
          label={t('accounts.field.retypePassword')}
          type="password"
          maxLength={L.passwordMax}
          autoComplete="new-password"
          error={form.errors.retypePassword}
          {...form.field('retypePassword')}
        />
        <div className="account-form__actions">
          <button type="submit" className="btn btn--primary" disabled={form.submitting}>
            {t('accounts.changePassword.submit')}
          </button>
        </div>
      </form>
      {prompt.element}
    </article>
  );
}

export default ChangePasswordPage;
