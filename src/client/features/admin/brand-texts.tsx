import { type FormEvent, useRef } from 'react';
import {
  DEFAULT_REQUIREMENTS,
  REQUIREMENT_COMPONENT_MAX,
  REQUIREMENT_ROWS_MAX,
  REQUIREMENT_VALUE_MAX,
  type RequirementRow,
} from '#shared/brand-requirements.ts';
import {
  DEFAULT_FOOTER_COPYRIGHT,
  DEFAULT_FOOTER_SINCE,
  DEFAULT_HOMETOWN,
  FOOTER_COPYRIGHT_MAX,
  FOOTER_SINCE_MAX,
  fillBrandText,
  HOMETOWN_MAX,
} from '#shared/brand-texts.ts';
import { type AdminBrand, type BrandTextsSave, brandTextsSaveSchema } from '#shared/contracts/admin-brand.ts';
import { useSaveBrandTexts } from '../../api/admin-brand.ts';
import { Field, fieldAria } from '../../ui/field.tsx';
import { siteName } from '../../ui/site-config.ts';
import { useForm } from '../../ui/use-form.ts';
import { FieldMessage } from './console-notes.tsx';
import { SaveWithStatus } from './form-actions.tsx';
import { type EditSession, SaveFailure } from './versioned-edit.tsx';

const DEFAULTS: BrandTextsSave = {
  footerCopyright: DEFAULT_FOOTER_COPYRIGHT,
  footerSince: DEFAULT_FOOTER_SINCE,
  hometown: DEFAULT_HOMETOWN,
  requirements: [...DEFAULT_REQUIREMENTS],
};

/** Every message of the contract's check, by path ('requirements.2.minimum'), the first of each. */
function messagesOf(values: BrandTextsSave): Record<string, string> {
  const result = brandTextsSaveSchema.safeParse(values);
  const found: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

/**
 * The Brand page's texts (docs/product/brand.md): the footer's two lines, the header's hometown line and
 * the download page's system requirements, as the operator set them or the defaults. The rows' messages
 * are checked here with the contract's schema, on save and then as the operator types: the form hook
 * checks a field by its name, and a row's cell is deeper than that.
 */
export function BrandTexts({ initial, session }: { initial: AdminBrand; session: EditSession }) {
  const save = useSaveBrandTexts();
  const form = useForm<BrandTextsSave>({
    initial: () => ({
      footerCopyright: initial.footerCopyright ?? DEFAULTS.footerCopyright,
      footerSince: initial.footerSince ?? DEFAULTS.footerSince,
      hometown: initial.hometown ?? DEFAULTS.hometown,
      requirements: initial.requirements ?? DEFAULTS.requirements,
    }),
    saveError: save.error,
  });
  const { values, errors } = form;
  /** After the first save, the messages follow what is typed. */
  const tried = useRef(false);
  const change = (patch: Partial<BrandTextsSave>) => {
    save.reset();
    form.set(patch);
    if (tried.current) form.setErrors(messagesOf({ ...values, ...patch }));
  };
  const rows = values.requirements;
  const changeRow = (index: number, patch: Partial<RequirementRow>) =>
    change({ requirements: rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  const moveRow = (index: number, by: -1 | 1) => {
    const next = [...rows];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    change({ requirements: next });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    tried.current = true;
    const found = messagesOf(values);
    form.setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    save.mutate(
      { ...brandTextsSaveSchema.parse(values), version: session.version },
      { onSuccess: session.saved },
    );
  };

  const line = (
    name: 'footerCopyright' | 'footerSince' | 'hometown',
    label: string,
    max: number,
    hint: string,
  ) => {
    const id = `brand-${name}`;
    return (
      <Field id={id} label={label} hint={hint} error={errors[name]}>
        <input
          id={id}
          name={name}
          value={values[name]}
          onChange={(event) => change({ [name]: event.target.value })}
          maxLength={max}
          {...fieldAria(id, errors[name], true)}
        />
      </Field>
    );
  };
  const fieldsTold = form.failure && Object.keys(form.failure.fields).length > 0;

  return (
    <form
      className="console-form brand-section"
      aria-labelledby="brand-texts-title"
      onSubmit={submit}
      noValidate
    >
      <h2 id="brand-texts-title">Texts</h2>
      {line(
        'footerCopyright',
        'Copyright line',
        FOOTER_COPYRIGHT_MAX,
        `The footer's first line. {year} is this year, {site} the site's name. Shows as: ${fillBrandText(
          values.footerCopyright,
          { now: Date.now(), siteName: siteName() },
        )}`,
      )}
      {line('footerSince', 'Second footer line', FOOTER_SINCE_MAX, 'Under the copyright. Empty hides it.')}
      {line(
        'hometown',
        'Hometown line',
        HOMETOWN_MAX,
        'Beside the flag at the top of every page; a · between parts. Empty hides it and the flag.',
      )}

      <fieldset className="brand-requirements">
        <legend>System requirements (download page)</legend>
        <p className="console-form__hint">
          Up to {REQUIREMENT_ROWS_MAX} rows. A row without a recommendation shows its minimum across both
          columns. No rows hides the table.
        </p>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Component</th>
              <th scope="col">Minimum</th>
              <th scope="col">Recommended</th>
              <th scope="col">
                <span className="sr-only">Order and removal</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the table; inputs carry no state
              <tr key={index} data-testid="requirement-row">
                {(['component', 'minimum', 'recommended'] as const).map((cell) => {
                  const name = `requirements.${index}.${cell}`;
                  return (
                    <td key={cell}>
                      <input
                        name={name}
                        aria-label={`Row ${index + 1} ${cell}`}
                        value={row[cell]}
                        maxLength={cell === 'component' ? REQUIREMENT_COMPONENT_MAX : REQUIREMENT_VALUE_MAX}
                        aria-invalid={errors[name] ? true : undefined}
                        onChange={(event) => changeRow(index, { [cell]: event.target.value })}
                      />
                      <FieldMessage text={errors[name]} />
                    </td>
                  );
                })}
                <td className="brand-requirements__actions">
                  <button
                    type="button"
                    className="btn btn--small"
                    aria-label={`Move row ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => moveRow(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn--small"
                    aria-label={`Move row ${index + 1} down`}
                    disabled={index === rows.length - 1}
                    onClick={() => moveRow(index, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn btn--small"
                    aria-label={`Remove row ${index + 1}`}
                    onClick={() => change({ requirements: rows.filter((_, i) => i !== index) })}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <FieldMessage text={errors.requirements} />
        <div className="console-form__actions">
          <button
            type="button"
            className="btn btn--small"
            disabled={rows.length >= REQUIREMENT_ROWS_MAX}
            onClick={() =>
              change({ requirements: [...rows, { component: '', minimum: '', recommended: '' }] })
            }
          >
            Add row
          </button>
          <button type="button" className="btn btn--small" onClick={() => change(DEFAULTS)}>
            Put back the default texts
          </button>
        </div>
      </fieldset>

      <SaveFailure error={save.error} message={fieldsTold ? null : form.failure?.message} session={session} />
      <SaveWithStatus
        label="Save texts"
        busy={save.isPending}
        saved={save.isSuccess ? 'Texts saved. Players see them on their next page.' : ''}
      />
    </form>
  );
}
