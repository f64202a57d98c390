import { ACCOUNT_LIMITS as L } from '#shared/account-fields.ts';
import { type CompleteAccountRequest, ACCOUNT_MESSAGES as M } from '#shared/contracts/accounts.ts';
import { DEFAULT_COUNTRY } from '#shared/countries.ts';
import { accountApi } from '../../api/accounts.ts';
import { ApiError, reportActionError } from '../../api/client.ts';
import { refreshUser } from '../../session/auth-actions.ts';
import { showSuccess } from '../../ui/dialog-store.ts';
import { useForm } from '../../ui/use-form.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { AccountDetailsFields } from './account-details-fields.tsx';
import { FormField } from './form-field.tsx';
import './accounts.css';
import accountsEn from '#shared/i18n/accounts.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';

registerArea(accountsEn, { fil: () => import('#shared/i18n/accounts.fil.ts') });

type Input = CompleteAccountRequest;

/**
 * The game bridge's existing players (issue 31, docs/product/game-bridge.md): an account a first sign-in
 * brought over from the game is shown this form in place of every page until it has given what the site
 * needs and the game lacks. The server checks the fields (and refuses the account's other actions until
 * then); its messages are shown on the fields.
 */
function CompleteAccountPage() {
  const t = useT();
  usePageTitle(t('accounts.complete.title'));
  const form = useForm<Input>({
    initial: {
      userEmail: '',
      userFirstName: '',
      userLastName: '',
      secretQuestion: 1,
      secretAnswer: '',
      gender: 'Male',
      country: DEFAULT_COUNTRY,
      agreeTerms: false,
    },
  });
  const { errors } = form;

  const onSubmit = form.submit(async (values) => {
    try {
      const { message } = await accountApi.completeAccount(values);
      await refreshUser();
      void showSuccess(message);
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.errors : undefined;
      if (fields) {
        form.setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([name, message]) => [name, [message].flat().join(' ')]),
          ),
        );
      } else {
        reportActionError(error);
      }
    }
  });

  const field = (name: keyof Input, label: string, type: string, max: number, autoComplete: string) => (
    <FormField
      id={`complete-${name}`}
      label={label}
      type={type}
      maxLength={max}
      autoComplete={autoComplete}
      error={errors[name]}
      {...form.field(name)}
    />
  );

  return (
    <article className="content-page" aria-labelledby="complete-title">
      <h1 id="complete-title" className="crumb">
        {t('accounts.complete.title')}
      </h1>
      <p>{M.detailsNeeded}</p>
      <form className="account-form" onSubmit={onSubmit} noValidate aria-label={t('accounts.complete.title')}>
        {field('userEmail', t('accounts.field.email'), 'email', L.emailMax, 'email')}
        {field('userFirstName', t('accounts.field.firstName'), 'text', L.nameMax, 'given-name')}
        {field('userLastName', t('accounts.field.lastName'), 'text', L.nameMax, 'family-name')}
        <AccountDetailsFields form={form} idPrefix="complete" />
        <div className="account-form__actions">
          <button type="submit" className="btn btn--primary" disabled={form.submitting}>
            {form.submitting ? t('accounts.complete.saving') : t('accounts.complete.submit')}
          </button>
        </div>
      </form>
    </article>
  );
}

export default CompleteAccountPage;
