import type { CSSProperties } from 'react';
import {
  brandVariables,
  type BrandColours as Colours,
  contrastChecks,
  DEFAULT_ACCENT,
  DEFAULT_BACKGROUND,
} from '#shared/brand-colours.ts';
import {
  type AdminBrand,
  type BrandColoursInput,
  brandColoursSaveSchema,
} from '#shared/contracts/admin-brand.ts';
import { AA_TEXT_CONTRAST, normalHex, ratioText } from '#shared/contrast.ts';
import { useSaveBrandColours } from '../../api/admin-brand.ts';
import { Field, fieldAria } from '../../ui/field.tsx';
import { siteName } from '../../ui/site-config.ts';
import { useForm } from '../../ui/use-form.ts';
import { SaveWithStatus } from './form-actions.tsx';
import { type EditSession, SaveFailure } from './versioned-edit.tsx';

/**
 * The Brand page's colours (docs/product/brand.md): the accent and the background, each a colour picker and
 * its hex text, with a preview drawn in the chosen colours and every text-on-colour pair's contrast, both
 * updated as the operator types. A pair below AA is refused by the same check here and on the server.
 */
export function BrandColours({ initial, session }: { initial: AdminBrand; session: EditSession }) {
  const save = useSaveBrandColours();
  const form = useForm<BrandColoursInput, Colours>({
    initial: { accent: initial.accent ?? '', background: initial.background ?? '' },
    schema: brandColoursSaveSchema,
    saveError: save.error,
  });
  const change = (patch: Partial<BrandColoursInput>) => {
    save.reset();
    form.set(patch);
  };
  // What the page would show: a colour not (yet) valid shows as the default.
  const chosen: Colours = {
    accent: normalHex(form.values.accent ?? ''),
    background: normalHex(form.values.background ?? ''),
  };
  const fieldsTold = form.failure && Object.keys(form.failure.fields).length > 0;
  return (
    <form
      className="console-form brand-section"
      aria-labelledby="brand-colours-title"
      onSubmit={form.submit((colours) =>
        save.mutate({ ...colours, version: session.version }, { onSuccess: session.saved }),
      )}
      noValidate
    >
      <h2 id="brand-colours-title">Colours</h2>
      <ColourField
        name="accent"
        label="Accent colour"
        hint="Links, borders, headings' marks and the main button. Empty: the site's gold."
        fallback={DEFAULT_ACCENT}
        value={form.values.accent ?? ''}
        error={form.errors.accent}
        onChange={(accent) => change({ accent })}
      />
      <ColourField
        name="background"
        label="Background colour"
        hint="The page behind everything; the panels are drawn a shade lighter. Empty: the site's near-black."
        fallback={DEFAULT_BACKGROUND}
        value={form.values.background ?? ''}
        error={form.errors.background}
        onChange={(background) => change({ background })}
      />
      <BrandPreview colours={chosen} />
      <ContrastList colours={chosen} />
      <SaveFailure error={save.error} message={fieldsTold ? null : form.failure?.message} session={session} />
      <SaveWithStatus
        label="Save colours"
        busy={save.isPending || form.submitting}
        saved={save.isSuccess ? 'Colours saved. Players see them on their next page.' : ''}
      />
    </form>
  );
}

/** A colour as a picker and as hex text (what the picker cannot show: empty, the default). */
function ColourField({
  name,
  label,
  hint,
  fallback,
  value,
  error,
  onChange,
}: {
  name: keyof BrandColoursInput;
  label: string;
  hint: string;
  fallback: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `brand-${name}`;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="brand-colour">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={normalHex(value) ?? fallback}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          name={name}
          value={value}
          placeholder={fallback}
          maxLength={20}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          {...fieldAria(id, error, true)}
        />
        <button type="button" className="btn btn--small" disabled={value === ''} onClick={() => onChange('')}>
          Use the default<span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
    </Field>
  );
}

/** A small page in the chosen colours: a header, a panel with text, a link and the main button. */
function BrandPreview({ colours }: { colours: Colours }) {
  // Every variable set, today's included: the console's own page carries the colours saved last.
  const style = brandVariables(colours, true) as CSSProperties;
  return (
    <figure className="brand-preview" style={style} data-testid="brand-preview">
      <figcaption className="console-form__hint">Preview</figcaption>
      <div className="brand-preview__page">
        <p className="brand-preview__header">{siteName()}</p>
        <div className="brand-preview__panel">
          <h3>Server news</h3>
          <p>
            Body text as players read it, and a link in the accent:{' '}
            <a href="#brand-colours-title">back to the colours</a>.
          </p>
          <p className="muted">Posted 5 minutes ago</p>
          <button type="button" className="btn btn--primary" tabIndex={-1}>
            Download
          </button>
        </div>
      </div>
    </figure>
  );
}

/** Each pair's contrast now, against WCAG AA's 4.5:1, in words as well as marks. */
function ContrastList({ colours }: { colours: Colours }) {
  return (
    <ul className="brand-checks" aria-label="Contrast of the text in these colours">
      {contrastChecks(colours).map((check) => (
        <li key={check.what} className={check.passes ? 'brand-checks__ok' : 'brand-checks__low'}>
          {check.what}: {ratioText(check.ratio)}{' '}
          {check.passes ? '(readable)' : `(too low: at least ${AA_TEXT_CONTRAST}:1)`}
        </li>
      ))}
    </ul>
  );
}
