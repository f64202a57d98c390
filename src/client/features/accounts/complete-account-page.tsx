import { useMemo } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { GENDERS, ACCOUNT_LIMITS as L, SECRET_QUESTIONS } from '#shared/account-fields.ts';
import { type CompleteAccountRequest, ACCOUNT_MESSAGES as M } from '#shared/contracts/accounts.ts';
import { DEFAULT_COUNTRY } from '#shared/countries.ts';
import { accountApi } from '../../api/accounts.ts';
import { ApiError, reportActionError } from '../../api/client.ts';
import { refreshUser } from '../../session/auth-actions.ts';
import { showSuccess } from '../../ui/dialog-store.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { countryOptions } from './countries.ts';
import { FormField } from './form-field.tsx';
import './accounts.css';

type Input = CompleteAccountRequest;

/**
 * The game bridge's existing players (issue 31, docs/product/game-bridge.md): an account a first sign-in
 * brought over from the game is shown this form in place of every page until it has given what the site
 * needs and the game lacks. The server checks the fields (and refuses the account's other actions until
 * then); its messages are shown on the fields.
 */
function CompleteAccountPage() {
  usePageTitle('Complete your account');
  const countries = useMemo(countryOptions, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input>({
    defaultValues: { gender: 'Male', country: DEFAULT_COUNTRY, secretQuestion: 1, agreeTerms: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await accountApi.completeAccount(values);
      await refreshUser();
      void showSuccess(message);
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.errors : undefined;
      if (fields) {
        for (const [name, message] of Object.entries(fields)) setError(name as keyof Input, { message });
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
      registration={register(name)}
      error={errors[name] as FieldError | undefined}
    />
  );

  return (
    <article className="content-page" aria-labelledby="complete-title">
      <h1 id="complete-title" className="crumb">
        Complete your account
      </h1>
      <p>{M.detailsNeeded}</p>
      <form className="account-form" onSubmit={onSubmit} noValidate aria-label="Complete your account">
        {field('userEmail', 'E-mail', 'email', L.emailMax, 'email')}
        {field('userFirstName', 'First name', 'text', L.nameMax, 'given-name')}
        {field('userLastName', 'Last name', 'text', L.nameMax, 'family-name')}
        <div className="field">
          <label htmlFor="complete-secretQuestion">Secret question</label>
          <select id="complete-secretQuestion" {...register('secretQuestion')}>
            {SECRET_QUESTIONS.map((q) => (
              <option key={q.code} value={q.code}>
                {q.text}
              </option>
            ))}
          </select>
          <p className="field__error">{errors.secretQuestion?.message ?? ''}</p>
        </div>
        {field('secretAnswer', 'Secret answer', 'text', L.answerMax, 'off')}
        <fieldset className="field">
          <legend>Gender</legend>
          {GENDERS.map((g) => (
            <label key={g} className="inline-choice">
              <input type="radio" value={g} {...register('gender')} /> {g}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="complete-country">Country</label>
          <select id="complete-country" autoComplete="country" {...register('country')}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <p className="field__error">{errors.country?.message ?? ''}</p>
        </div>
        <div className="field field--check field--wide">
          <label htmlFor="complete-agreeTerms">
            <input id="complete-agreeTerms" type="checkbox" {...register('agreeTerms')} />I agree to the terms
            of service and the privacy policy.
          </label>
          <p className="field__error">{errors.agreeTerms?.message ?? ''}</p>
        </div>
        <div className="account-form__actions">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save and continue'}
          </button>
        </div>
      </form>
    </article>
  );
}

export default CompleteAccountPage;
