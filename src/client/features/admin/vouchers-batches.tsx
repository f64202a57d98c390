import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { VoucherBatch } from '#shared/contracts/admin-vouchers.ts';
import { CURRENCY_LABEL } from '#shared/shop-rules.ts';
import { useVoucherActions, voucherBatchesQueryOptions } from '../../api/admin-vouchers.ts';
import { useSearchParams } from '../../router/location.ts';
import { Modal } from '../../ui/modal.tsx';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { manilaDateTime } from './audit-filters.ts';
import { failureText } from './failure-text.ts';

/** The batches, newest first, with their counts; an administrator revokes one after confirming. */
export function BatchList() {
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const list = useQuery(voucherBatchesQueryOptions(page));
  const { revokeBatch } = useVoucherActions();
  const [asking, setAsking] = useState<VoucherBatch | null>(null);
  const [note, setNote] = useState('');

  const confirm = () => {
    const batch = asking;
    setAsking(null);
    if (!batch) return;
    setNote('');
    revokeBatch.mutate(batch.id, { onSuccess: (answer) => setNote(answer.message) });
  };

  return (
    <section aria-labelledby="voucher-batches-title">
      <h2 id="voucher-batches-title">Batches</h2>
      <p role="status" className="muted">
        {note}
      </p>
      {revokeBatch.isError && (
        <p role="alert" className="console__failed">
          {failureText(revokeBatch.error, 'The batch could not be revoked. Please try again.')}
        </p>
      )}
      {list.isPending && <p className="muted">Loading…</p>}
      {list.isError && (
        <div role="alert" className="console__failed">
          <p>The batches could not be loaded. Please try again.</p>
          <button type="button" className="btn btn--small" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      )}
      {list.data && list.data.data.length === 0 && <p>No batches yet.</p>}
      {list.data && list.data.data.length > 0 && (
        <>
          <ScrollRegion className="console-table" label="Voucher batches">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Batch</th>
                  <th scope="col">Each code</th>
                  <th scope="col">Made (Manila)</th>
                  <th scope="col">Expires</th>
                  <th scope="col">Issued</th>
                  <th scope="col">Redeemed</th>
                  <th scope="col">Expired</th>
                  <th scope="col">Revoked</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((batch) => (
                  <tr key={batch.id} data-testid="voucher-batch">
                    <td>
                      #{batch.id} {batch.name || '(no name)'}
                      {batch.prefix && <span className="muted"> · {batch.prefix}-…</span>}
                      <br />
                      <span className="muted">by {batch.createdBy?.userId ?? 'a server command'}</span>
                    </td>
                    <td>
                      {batch.value.toLocaleString('en-US')} {CURRENCY_LABEL[batch.currency]}
                    </td>
                    <td>
                      <time dateTime={batch.createdAt}>{manilaDateTime(batch.createdAt)}</time>
                    </td>
                    <td>{batch.expiresAt ? manilaDateTime(batch.expiresAt) : 'Never'}</td>
                    <td>{batch.issued.toLocaleString('en-US')}</td>
                    <td>{batch.redeemed.toLocaleString('en-US')}</td>
                    <td>{batch.expired.toLocaleString('en-US')}</td>
                    <td>{batch.revoked.toLocaleString('en-US')}</td>
                    <td>
                      {batch.revokedAt ? (
                        <span className="muted">Revoked {manilaDateTime(batch.revokedAt)}</span>
                      ) : (
                        <button
                          type="button"
                          className="btn btn--small"
                          aria-label={`Revoke batch ${batch.id} ${batch.name}`}
                          disabled={revokeBatch.isPending}
                          onClick={() => setAsking(batch)}
                        >
                          Revoke
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <PagerNav
            target="/admin/vouchers?"
            page={list.data.page}
            lastPage={list.data.last_page}
            label="Batch pages"
          />
        </>
      )}
      <Modal
        open={asking !== null}
        aria-labelledby="batch-revoke-title"
        aria-describedby="batch-revoke-message"
        onCancel={() => setAsking(null)}
      >
        <h2 id="batch-revoke-title">Revoke this batch?</h2>
        <p id="batch-revoke-message">
          None of the unredeemed codes of “{asking?.name || '(no name)'}” will work any more. Codes already
          redeemed stay redeemed. This cannot be undone.
        </p>
        <div className="button-row">
          <button type="button" className="btn btn--danger" onClick={confirm}>
            Revoke the batch
          </button>
          <button type="button" className="btn" onClick={() => setAsking(null)}>
            Cancel
          </button>
        </div>
      </Modal>
    </section>
  );
}
