import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { BatchCreated } from '#shared/contracts/admin-vouchers.ts';
import { CURRENCY_LABEL, MAX_VOUCHER_VALUE } from '#shared/shop-rules.ts';
import { BATCH_NAME_MAX, codesCsv, MAX_BATCH_COUNT, PREFIX_MAX } from '#shared/voucher-rules.ts';
import { useVoucherActions } from '../../api/admin-vouchers.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { failureText } from './failure-text.ts';

const EMPTY = { name: '', value: '', currency: 'rcoin', count: '', prefix: '', expiresOn: '' };

/** The new batch's form. Limits are checked by the server; the inputs only guide. */
export function CreateBatchForm({ onMade }: { onMade: (made: BatchCreated) => void }) {
  const { create } = useVoucherActions();
  const [form, setForm] = useState(EMPTY);
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm({ ...form, [field]: field === 'prefix' ? e.target.value.toUpperCase() : e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        ...form,
        currency: form.currency as 'rcoin' | 'milleage',
        value: form.value.trim(),
        count: form.count.trim(),
      },
      {
        onSuccess: (made) => {
          setForm(EMPTY);
          onMade(made);
        },
      },
    );
  };
  return (
    <form className="console-form" aria-labelledby="voucher-create-title" onSubmit={submit}>
      <h2 id="voucher-create-title">New batch</h2>
      <div className="console-form__grid">
        <Field id="batch-name" label="Name" noMessage>
          <input
            id="batch-name"
            required
            maxLength={BATCH_NAME_MAX}
            value={form.name}
            onChange={set('name')}
          />
        </Field>
        <Field id="batch-value" label="Value of each code" noMessage>
          <input
            id="batch-value"
            required
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder={`1 to ${MAX_VOUCHER_VALUE.toLocaleString('en-US')}`}
            value={form.value}
            onChange={set('value')}
          />
        </Field>
        <Field id="batch-currency" label="Currency" noMessage>
          <select id="batch-currency" value={form.currency} onChange={set('currency')}>
            <option value="rcoin">{CURRENCY_LABEL.rcoin}</option>
            <option value="milleage">{CURRENCY_LABEL.milleage}</option>
          </select>
        </Field>
        <Field id="batch-count" label="Number of codes" noMessage>
          <input
            id="batch-count"
            required
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder={`1 to ${MAX_BATCH_COUNT.toLocaleString('en-US')}`}
            value={form.count}
            onChange={set('count')}
          />
        </Field>
        <Field id="batch-prefix" label="Prefix (optional)" noMessage>
          <input
            id="batch-prefix"
            maxLength={PREFIX_MAX}
            autoCapitalize="characters"
            placeholder="e.g. SUMMER"
            value={form.prefix}
            onChange={set('prefix')}
          />
        </Field>
        <Field id="batch-expires" label="Last day valid (Manila, optional)" noMessage>
          <input id="batch-expires" type="date" value={form.expiresOn} onChange={set('expiresOn')} />
        </Field>
      </div>
      {create.isError && (
        <p role="alert" className="console__failed">
          {failureText(create.error, 'The batch could not be made. Please try again.')}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={create.isPending}>
        {create.isPending ? 'Making codes…' : 'Make codes'}
      </button>
    </form>
  );
}

/** How many codes the panel lists on screen; all of them are in the download. */
const SHOWN = 10;

/**
 * The new batch's codes, this once: a CSV made here in the browser (nothing is fetched again; the server
 * keeps only hashes). Closing before downloading asks first; leaving the page asks the browser to warn.
 */
export function CodesPanel({ made, onDone }: { made: BatchCreated; onDone: () => void }) {
  const [downloaded, setDownloaded] = useState(false);
  const [asking, setAsking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (downloaded) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [downloaded]);

  const download = () => {
    const csv = codesCsv(made.batch, made.codes);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `vouchers-batch-${made.batch.id}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    setDownloaded(true);
  };

  const { batch, codes } = made;
  return (
    <section className="voucher-codes" aria-labelledby="voucher-codes-title">
      <h2 id="voucher-codes-title" ref={heading} tabIndex={-1}>
        {codes.length.toLocaleString('en-US')} {codes.length === 1 ? 'code' : 'codes'} of “{batch.name}”
      </h2>
      <p className="voucher-codes__warning">
        <strong>Download them now: they will not be shown again.</strong> Only their fingerprints are kept, so
        nobody (not even an administrator) can see these codes later.
      </p>
      <p>
        Each is worth {batch.value.toLocaleString('en-US')} {CURRENCY_LABEL[batch.currency]}
        {batch.expiresAt ? `, valid until ${new Date(batch.expiresAt).toLocaleString('en-PH')}` : ''}.
      </p>
      <ol className="voucher-codes__list" aria-label="First codes">
        {codes.slice(0, SHOWN).map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      {codes.length > SHOWN && (
        <p className="muted">…and {(codes.length - SHOWN).toLocaleString('en-US')} more in the download.</p>
      )}
      <div className="button-row">
        <button type="button" className="btn btn--primary" onClick={download}>
          Download CSV
        </button>
        <button type="button" className="btn" onClick={() => (downloaded ? onDone() : setAsking(true))}>
          Done
        </button>
      </div>
      {downloaded && (
        <p role="status" className="muted">
          Downloaded as vouchers-batch-{batch.id}.csv.
        </p>
      )}
      <Modal
        open={asking}
        aria-labelledby="codes-close-title"
        aria-describedby="codes-close-message"
        onCancel={() => setAsking(false)}
      >
        <h2 id="codes-close-title">Close without downloading?</h2>
        <p id="codes-close-message">
          The codes have not been downloaded. Once closed they cannot be shown again; the batch stays and can
          be revoked.
        </p>
        <div className="button-row">
          <button type="button" className="btn btn--danger" onClick={onDone}>
            Close anyway
          </button>
          <button type="button" className="btn" onClick={() => setAsking(false)}>
            Keep them open
          </button>
        </div>
      </Modal>
    </section>
  );
}
