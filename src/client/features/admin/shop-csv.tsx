import { type ChangeEvent, useId, useState } from 'react';
import { CATALOGUE_CSV_MAX } from '#shared/contracts/admin-shop.ts';
import { useImportCatalogue } from '../../api/admin-shop.ts';
import { Field } from '../../ui/field.tsx';
import { saveFailure } from './content-parts.tsx';

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/**
 * The catalogue as CSV: download it, or pick an edited file; the page shows what it would change, and
 * Apply makes all of it or (when any line is wrong) nothing.
 */
export function ShopCsv() {
  const id = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const run = useImportCatalogue({
    onSuccess: (result) => {
      if (result.applied) setCsv(null);
    },
  });
  const failure = saveFailure(run.error);
  const result = run.data;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setReadError(null);
    run.reset();
    if (!file) return;
    // The import takes CATALOGUE_CSV_MAX characters as JavaScript counts them; UTF-8 spends at most 3 bytes
    // on each (a 4-byte character counts as 2), so a file of more than 3 bytes a character is refused unread.
    const tooLarge = `The file may be at most ${CATALOGUE_CSV_MAX.toLocaleString('en-US')} characters.`;
    if (file.size > 3 * CATALOGUE_CSV_MAX) {
      setReadError(tooLarge);
      return;
    }
    const text = await file.text();
    if (text.length > CATALOGUE_CSV_MAX) {
      setReadError(tooLarge);
      return;
    }
    setCsv(text);
    run.mutate({ csv: text, apply: false });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="shop-console__panel">
      <h2 id={`${id}-title`}>CSV export and import</h2>
      <p>
        <a className="btn btn--small" href="/api/admin/shop/items.csv" download>
          Download the catalogue (CSV)
        </a>
      </p>
      <Field id={`${id}-file`} label="Import an edited file (an empty id adds an item)" noMessage>
        <input id={`${id}-file`} type="file" accept=".csv,text/csv" onChange={(e) => void pick(e)} />
      </Field>
      {(readError || failure) && (
        <div role="alert" className="console__failed">
          <p>{readError ?? failure?.message}</p>
          {failure && Object.keys(failure.fields).length > 0 && (
            <ul>
              {Object.entries(failure.fields).map(([line, message]) => (
                <li key={line}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {result && (
        <div role="status" data-testid="import-preview">
          <p>
            <strong>{result.message}</strong> {result.unchanged} item{result.unchanged === 1 ? '' : 's'}{' '}
            unchanged.
          </p>
          {result.changes.length > 0 && (
            <ul>
              {result.changes.map((change) => (
                <li key={change.line}>
                  Line {change.line}: {change.action === 'create' ? 'add' : `change #${change.id}`}{' '}
                  {change.name}
                  {change.action === 'update' && (
                    <>
                      {' '}
                      ({change.changes.map((c) => `${c.field}: ${show(c.old)} → ${show(c.new)}`).join('; ')})
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          {!result.applied && csv !== null && result.changes.length > 0 && (
            <button
              type="button"
              className="btn btn--primary"
              disabled={run.isPending}
              onClick={() => run.mutate({ csv, apply: true })}
            >
              Apply {result.changes.length} change{result.changes.length === 1 ? '' : 's'}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
