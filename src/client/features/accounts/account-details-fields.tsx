import type { ChangeEvent } from 'react';
import { useMemo } from 'react';
import { GENDERS, ACCOUNT_LIMITS as L, SECRET_QUESTIONS } from '#shared/account-fields.ts';
import accountsEn from '#shared/i18n/accounts.en.ts';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { Field, fieldAria } from '../../ui/field.tsx';
import { countryOptions } from './countries.ts';
import { FormField } from './form-field.tsx';
import { GENDER_ID, SECRET_QUESTION_ID } from './labels.ts';

registerArea(accountsEn, { fil: () => import('#shared/i18n/accounts.fil.ts') });

type Gender = (typeof GENDERS)[number];
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What these fields need of a ui/use-form.ts form whose values hold them. */
interface DetailsForm {
  values: { gender?: Gender };
  errors: Record<string, string | undefined>;
  set(patch: { gender: Gender }): void;
  field(name: 'secretQuestion' | 'secretAnswer' | 'country'): {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<Control>) => void;
  };
  checkbox(name: 'agreeTerms'): {
    name: string;
    checked: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}

/**
 * The account details registration asks for and a game account brought over gives at its first sign-in:
 * secret question and answer, gender, country and the terms. `idPrefix` keeps each form's ids its own.
 */
export function AccountDetailsFields({ form, idPrefix }: { form: DetailsForm; idPrefix: string }) {
  const t = useT();
  const { language } = useLanguage();
  const countries = useMemo(() => countryOptions(language), [language]);
  const { errors } = form;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <Field
        id={id('secretQuestion')}
        label={t('accounts.field.secretQuestion')}
        error={errors.secretQuestion}
      >
        <select
          id={id('secretQuestion')}
          {...fieldAria(id('secretQuestion'), errors.secretQuestion)}
          {...form.field('secretQuestion')}
        >
          {SECRET_QUESTIONS.map((q) => (
            <option key={q.code} value={q.code}>
              {t(SECRET_QUESTION_ID[q.code])}
            </option>
          ))}
        </select>
      </Field>
      <FormField
        id={id('secretAnswer')}
        label={t('accounts.field.secretAnswer')}
        type="text"
        maxLength={L.answerMax}
        autoComplete="off"
        error={errors.secretAnswer}
        {...form.field('secretAnswer')}
      />
      <fieldset className="field">
        <legend>{t('accounts.field.gender')}</legend>
        {GENDERS.map((g) => (
          <label key={g} className="inline-choice">
            <input
              type="radio"
              name="gender"
              value={g}
              checked={form.values.gender === g}
              onChange={() => form.set({ gender: g })}
            />{' '}
            {t(GENDER_ID[g])}
          </label>
        ))}
      </fieldset>
      <Field id={id('country')} label={t('accounts.field.country')} error={errors.country}>
        <select
          id={id('country')}
          autoComplete="country"
          {...fieldAria(id('country'), errors.country)}
          {...form.field('country')}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <div className="field field--check field--wide">
        <label htmlFor={id('agreeTerms')}>
          <input
            id={id('agreeTerms')}
            type="checkbox"
            aria-invalid={errors.agreeTerms ? true : undefined}
            aria-describedby={`${id('agreeTerms')}-error`}
            {...form.checkbox('agreeTerms')}
          />
          {t('accounts.agreeTerms')}
        </label>
        <p
          id={`${id('agreeTerms')}-error`}
          className="field__error"
          role={errors.agreeTerms ? 'alert' : undefined}
        >
          {errors.agreeTerms ?? ''}
        </p>
      </div>
    </>
  );
}
