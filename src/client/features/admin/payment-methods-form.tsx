import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { PaymentSettings } from '#shared/contracts/payments.ts';
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS, type PaymentMethod } from '#shared/payment-rules.ts';
import {
  adminPaymentKeys,
  adminPaymentSettingsQueryOptions,
  adminPaymentsApi,
} from '../../api/admin-payments.ts';
import { ListState } from './console-notes.tsx';
import { saveFailure } from './content-parts.tsx';
import { SaveWithStatus } from './form-actions.tsx';
import { type EditSession, SaveFailure, VersionedEdit } from './versioned-edit.tsx';

/**
 * The payments page's "Payment methods": what a new PayMongo checkout offers (docs/product/payments.md). Tick
 * only methods PayMongo has activated on the account; a checkout naming another is refused. Saved with
 * PUT /api/admin/payments/settings (audited).
 */
export function PaymentMethodsForm() {
  const settings = useQuery(adminPaymentSettingsQueryOptions());
  const queries = useQueryClient();
  return (
    <section aria-labelledby="methods-title" className="console-form">
      <h2 id="methods-title">Payment methods</h2>
      <ListState query={settings} what="payment settings" />
      {settings.data && (
        <VersionedEdit
          record={settings.data}
          fetchFresh={() => queries.fetchQuery(adminPaymentSettingsQueryOptions())}
        >
          {(record, session) => <MethodsForm settings={record} session={session} />}
        </VersionedEdit>
      )}
    </section>
  );
}

function MethodsForm({ settings, session }: { settings: PaymentSettings; session: EditSession }) {
  const [chosen, setChosen] = useState<PaymentMethod[]>(settings.methods);
  const [saved, setSaved] = useState('');
  const queryClient = useQueryClient();
  const save = useMutation({
    // Sent in the list's own order, so the console and the checkout show them alike.
    mutationFn: () =>
      adminPaymentsApi.saveSettings({
        methods: PAYMENT_METHOD_NAMES.filter((m) => chosen.includes(m)),
        version: session.version,
      }),
    onSuccess: (answer) => {
      session.saved();
      queryClient.setQueryData(adminPaymentKeys.settings, answer);
      setSaved('Payment methods saved.');
    },
  });
  const failure = saveFailure(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    save.mutate();
  };
  return (
    <form aria-label="Payment methods" onSubmit={submit} noValidate>
      <p className="console-form__hint">
        What a new checkout offers. QR Ph works on every PayMongo account (and every bank and e-wallet app can
        pay it); tick another method only once PayMongo has activated it on your account.
      </p>
      <fieldset>
        <legend>Offer at checkout</legend>
        {PAYMENT_METHOD_NAMES.map((method) => (
          <div className="field" key={method}>
            <label>
              <input
                type="checkbox"
                checked={chosen.includes(method)}
                onChange={(e) => {
                  save.reset();
                  setChosen(e.target.checked ? [...chosen, method] : chosen.filter((m) => m !== method));
                }}
              />{' '}
              {PAYMENT_METHODS[method]} <code>{method}</code>
            </label>
          </div>
        ))}
      </fieldset>
      <SaveFailure
        error={save.error}
        message={failure && (Object.values(failure.fields).join(' ') || failure.message)}
        session={session}
      />
      <SaveWithStatus label="Save payment methods" busy={save.isPending} saved={saved} />
    </form>
  );
}
