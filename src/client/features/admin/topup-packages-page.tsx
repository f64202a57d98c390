import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminPackage } from '#shared/contracts/payments.ts';
import { formatPhp, PACKAGE_NAME_MAX } from '#shared/payment-rules.ts';
import { adminPackagesQueryOptions, adminPaymentKeys, adminPaymentsApi } from '../../api/admin-payments.ts';
import { Field } from '../../ui/field.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ListState } from './console-notes.tsx';
import { saveFailure } from './content-parts.tsx';
import { FormActions, SaveWithStatus } from './form-actions.tsx';
import { RowAction } from './list-row-actions.tsx';
import { AddOrEdit, type EditSession, SaveFailure } from './versioned-edit.tsx';

/** The form's text fields; the price is typed in pesos (e.g. 499.50) and sent in centavos. */
interface Draft {
  name: string;
  pesos: string;
  rcoin: string;
  bonusRcoin: string;
  sortOrder: string;
  isActive: boolean;
}

const EMPTY: Draft = { name: '', pesos: '', rcoin: '', bonusRcoin: '0', sortOrder: '0', isActive: true };

const draftOf = (p: AdminPackage): Draft => ({
  name: p.name,
  pesos: (p.priceCentavos / 100).toFixed(2),
  rcoin: String(p.rcoin),
  bonusRcoin: String(p.bonusRcoin),
  sortOrder: String(p.sortOrder),
  isActive: p.isActive,
});

/** Pesos as typed -> centavos; a value that is not a plain amount is sent as-is for the server to refuse. */
function centavos(pesos: string): number | string {
  const match = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(pesos);
  if (!match) return pesos;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** A refused save names each wrong field; the form has one alert, so they are said together. */
function failureText(error: unknown): string | null {
  const failure = saveFailure(error);
  if (!failure) return null;
  return Object.values(failure.fields).join(' ') || failure.message;
}

/**
 * /admin/topup-packages: what /topup sells (docs/product/payments.md). A package is withdrawn by unticking
 * "On sale", never deleted; orders already made keep the price and R-Coin they were made with. Every save
 * is audited on the server.
 */
function TopUpPackagesPage() {
  usePageTitle('Top-up packages');
  const list = useQuery(adminPackagesQueryOptions());
  const [editing, setEditing] = useState<AdminPackage | null>(null);
  const queries = useQueryClient();
  return (
    <section aria-labelledby="packages-title">
      <h1 id="packages-title" className="crumb">
        Top-up packages
      </h1>
      <AddOrEdit
        key={editing?.id ?? 'new'}
        record={editing}
        fetchFresh={async (opened) =>
          (await queries.fetchQuery(adminPackagesQueryOptions())).packages.find((p) => p.id === opened.id)
        }
      >
        {(record, session) => (
          <PackageForm editing={record} session={session} onDone={() => setEditing(null)} />
        )}
      </AddOrEdit>
      <ListState query={list} what="packages" />
      {list.data && (
        <ScrollRegion className="console-table" label="Top-up packages">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Package</th>
                <th scope="col">Price</th>
                <th scope="col">R-Coin</th>
                <th scope="col">Bonus</th>
                <th scope="col">Order</th>
                <th scope="col">On sale</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {list.data.packages.map((p) => (
                <tr key={p.id} data-testid="topup-package-row">
                  <td>{p.name}</td>
                  <td>{formatPhp(p.priceCentavos)}</td>
                  <td>{p.rcoin.toLocaleString('en-US')}</td>
                  <td>{p.bonusRcoin.toLocaleString('en-US')}</td>
                  <td>{p.sortOrder}</td>
                  <td>{p.isActive ? 'Yes' : 'No'}</td>
                  <td>
                    <RowAction action="Edit" name={`package ${p.name}`} onClick={() => setEditing(p)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

function PackageForm({
  editing,
  session,
  onDone,
}: {
  editing: AdminPackage | null;
  session: EditSession | null;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : EMPTY);
  const [saved, setSaved] = useState('');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => {
      const values = {
        name: draft.name,
        // Whole numbers go as typed: the server's contract reads digit strings and refuses anything else.
        priceCentavos: centavos(draft.pesos),
        rcoin: draft.rcoin,
        bonusRcoin: draft.bonusRcoin,
        sortOrder: draft.sortOrder,
        isActive: draft.isActive,
      };
      return editing
        ? adminPaymentsApi.updatePackage(editing.id, {
            ...values,
            version: session?.version ?? editing.version,
          })
        : adminPaymentsApi.createPackage(values);
    },
    onSuccess: (p) => {
      setSaved(`Saved “${p.name}”.`);
      if (!editing) setDraft(EMPTY);
      void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.packages });
      if (editing) onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    save.mutate();
  };
  const text = (name: Exclude<keyof Draft, 'isActive'>, label: string, extra: object = {}) => (
    <Field id={`package-${name}`} label={label} noMessage>
      <input
        id={`package-${name}`}
        value={draft[name]}
        onChange={(e) => {
          save.reset();
          setDraft({ ...draft, [name]: e.target.value });
        }}
        {...extra}
      />
    </Field>
  );
  return (
    <form
      className="console-form"
      aria-label={editing ? `Edit package ${editing.name}` : 'New package'}
      onSubmit={submit}
      noValidate
    >
      <h2>{editing ? `Edit “${editing.name}”` : 'New package'}</h2>
      {text('name', 'Name', { maxLength: PACKAGE_NAME_MAX, required: true })}
      {text('pesos', 'Price (₱)', { inputMode: 'decimal', placeholder: '499.00', required: true })}
      {text('rcoin', 'R-Coin', { inputMode: 'numeric', required: true })}
      {text('bonusRcoin', 'Bonus R-Coin', { inputMode: 'numeric' })}
      {text('sortOrder', 'Order on the page', { inputMode: 'numeric' })}
      <div className="field">
        <label>
          <input
            type="checkbox"
            checked={draft.isActive}
            onChange={(e) => setDraft({ ...draft, isActive: e.target.checked })}
          />{' '}
          On sale
        </label>
      </div>
      <SaveFailure error={save.error} message={failureText(save.error)} session={session} />
      {editing ? (
        <FormActions
          label="Save package"
          busy={save.isPending}
          onCancel={onDone}
          className="console-form__actions"
        />
      ) : (
        <SaveWithStatus label="Add package" busy={save.isPending} saved={saved} />
      )}
    </form>
  );
}

export default TopUpPackagesPage;
