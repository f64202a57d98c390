import { type FormEvent, useState } from 'react';
import { CURRENCY_LABEL } from '#shared/shop-rules.ts';
import { VOUCHER_STATUS_LABEL } from '#shared/voucher-rules.ts';
import { useVoucherActions } from '../../api/admin-vouchers.ts';
import { Link } from '../../router/link.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { manilaDateTime } from './audit-filters.ts';
import { failureText } from './failure-text.ts';

/** A code someone reports: its batch, value and state, who redeemed it and when; a live one can be revoked. */
export function VoucherLookupBox() {
  const { lookup, revokeCode } = useVoucherActions();
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState('');
  const [asking, setAsking] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(code.trim());
    revokeCode.reset();
    lookup.mutate(code.trim());
  };
  const revoke = () => {
    setAsking(false);
    revokeCode.mutate(asked, { onSuccess: () => lookup.mutate(asked) });
  };
  const found = lookup.data;
  return (
    <section aria-labelledby="voucher-lookup-title" className="voucher-lookup">
      <h2 id="voucher-lookup-title">Look a code up</h2>
      <form className="voucher-lookup__form" onSubmit={submit}>
        <Field id="voucher-lookup-code" label="Code (as the player has it; capitals matter)" noMessage>
          <input
            id="voucher-lookup-code"
            required
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <button type="submit" className="btn" disabled={lookup.isPending}>
          Look up
        </button>
      </form>
      {lookup.isError && (
        <p role="alert" className="console__failed">
          {failureText(lookup.error, 'The code could not be looked up. Please try again.')}
        </p>
      )}
      {revokeCode.isError && (
        <p role="alert" className="console__failed">
          {failureText(revokeCode.error, 'The code could not be revoked. Please try again.')}
        </p>
      )}
      {found && !lookup.isError && (
        <div role="status" data-testid="voucher-lookup-result">
          <dl className="voucher-lookup__facts">
            <dt>Status</dt>
            <dd>{VOUCHER_STATUS_LABEL[found.status]}</dd>
            <dt>Value</dt>
            <dd>
              {found.value.toLocaleString('en-US')} {CURRENCY_LABEL[found.currency]}
            </dd>
            <dt>Batch</dt>
            <dd>{found.batch ? `#${found.batch.id} ${found.batch.name || '(no name)'}` : 'None'}</dd>
            <dt>Expires</dt>
            <dd>{found.expiresAt ? manilaDateTime(found.expiresAt) : 'Never'}</dd>
            {found.redeemedAt && (
              <>
                <dt>Redeemed</dt>
                <dd>
                  <time dateTime={found.redeemedAt}>{manilaDateTime(found.redeemedAt)}</time> by{' '}
                  {found.redeemedBy ? (
                    <Link to={`/admin/players/${found.redeemedBy.userNum}`}>
                      {found.redeemedBy.userId} (user #{found.redeemedBy.userNum})
                    </Link>
                  ) : (
                    '—'
                  )}
                </dd>
              </>
            )}
            {found.revokedAt && (
              <>
                <dt>Revoked</dt>
                <dd>{manilaDateTime(found.revokedAt)}</dd>
              </>
            )}
          </dl>
          {(found.status === 'live' || found.status === 'expired') && (
            <button type="button" className="btn btn--small" onClick={() => setAsking(true)}>
              Revoke this code
            </button>
          )}
        </div>
      )}
      <Modal
        open={asking}
        aria-labelledby="code-revoke-title"
        aria-describedby="code-revoke-message"
        onCancel={() => setAsking(false)}
      >
        <h2 id="code-revoke-title">Revoke this code?</h2>
        <p id="code-revoke-message">It will never be redeemable again. This cannot be undone.</p>
        <div className="button-row">
          <button type="button" className="btn btn--danger" onClick={revoke}>
            Revoke the code
          </button>
          <button type="button" className="btn" onClick={() => setAsking(false)}>
            Cancel
          </button>
        </div>
      </Modal>
    </section>
  );
}
