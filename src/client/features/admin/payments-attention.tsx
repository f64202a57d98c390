import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AttentionItem } from '#shared/contracts/payments.ts';
import { type AttentionReason, formatPhp } from '#shared/payment-rules.ts';
import { adminAttentionQueryOptions, adminPaymentKeys, adminPaymentsApi } from '../../api/admin-payments.ts';
import { ApiError } from '../../api/client.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { manilaDateTime } from './audit-filters.ts';
import { FailureAlert, ListState } from './console-notes.tsx';
import { RowAction } from './list-row-actions.tsx';

const REASONS: Record<AttentionReason, string> = {
  unknown_order:
    'Not a checkout of this site (a Payment Link or Page on the same account?). Nothing credited.',
  mismatch: 'The paid amount or currency differs from the order. Nothing credited.',
  mode_mismatch:
    'An event of the other mode than the key (live against test, or the reverse). Nothing changed.',
  unreadable:
    'Signed by PayMongo, but not an event the site can read (see the log line). Nothing changed: check the payment at PayMongo.',
};

const money = (centavos: number | null, currency: string | null) =>
  centavos === null ? '—' : currency === 'PHP' ? formatPhp(centavos) : `${centavos / 100} ${currency ?? ''}`;

/**
 * The payments page's "Needs attention": webhook events PayMongo signed that the site acknowledged but could
 * not apply (docs/product/payments.md). The operator deals with each at PayMongo or in the players console,
 * then marks it resolved (audited on the server).
 */
export function PaymentAttention() {
  const list = useQuery(adminAttentionQueryOptions());
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const resolve = useMutation({
    mutationFn: adminPaymentsApi.resolveAttention,
    onSuccess: (answer) => {
      setNote(answer.message);
      void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.attention });
    },
  });
  const open = list.data?.open ?? 0;
  return (
    <section aria-labelledby="attention-title" className="console-form">
      <h2 id="attention-title">
        Needs attention <span data-testid="attention-count">({open})</span>
      </h2>
      <p className="console-form__hint">
        Payment events PayMongo sent that changed nothing here. The site answered them as received, so
        PayMongo does not retry them; deal with each (a refund at PayMongo, a balance adjustment, the right
        key) and mark it resolved.
      </p>
      <p role="status" className="muted">
        {note}
      </p>
      <FailureAlert
        message={
          resolve.error instanceof ApiError && resolve.error.body?.message
            ? resolve.error.body.message
            : resolve.error && 'It could not be marked resolved. Please try again.'
        }
      />
      <ListState query={list} what="payment events" />
      {list.data && list.data.items.length === 0 && <p>Nothing needs attention.</p>}
      {list.data && list.data.items.length > 0 && (
        <ScrollRegion className="console-table" label="Payment events that need attention">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Received (Manila)</th>
                <th scope="col">Why</th>
                <th scope="col">Event and checkout</th>
                <th scope="col">Paid / expected</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((item) => (
                <AttentionRow
                  key={item.id}
                  item={item}
                  busy={resolve.isPending}
                  onResolve={() => {
                    setNote('');
                    resolve.mutate(item.id);
                  }}
                />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

function AttentionRow({
  item,
  busy,
  onResolve,
}: {
  item: AttentionItem;
  busy: boolean;
  onResolve: () => void;
}) {
  return (
    <tr data-testid="attention-row">
      <td>
        <time dateTime={item.receivedAt}>{manilaDateTime(item.receivedAt)}</time>
      </td>
      <td>
        {REASONS[item.reason]} <span className="muted">({item.livemode ? 'live' : 'test'} event)</span>
      </td>
      <td>
        <code>{item.eventId}</code>
        <br />
        <code>{item.providerRef ?? '—'}</code>
        {item.orderReference && (
          <>
            {' '}
            order <code>{item.orderReference}</code>
          </>
        )}
      </td>
      <td>
        {money(item.paidCentavos, item.paidCurrency)} / {money(item.expectedCentavos, item.expectedCurrency)}
      </td>
      <td>
        <RowAction
          action="Mark resolved"
          name={`event ${item.eventId}`}
          disabled={busy}
          onClick={onResolve}
        />
      </td>
    </tr>
  );
}
