import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPhp, ORDER_STATUSES, type OrderStatus } from '#shared/payment-rules.ts';
import { adminOrdersQueryOptions, adminPaymentKeys, adminPaymentsApi } from '../../api/admin-payments.ts';
import { ApiError } from '../../api/client.ts';
import { useSearchParams } from '../../router/location.ts';
import { Field } from '../../ui/field.tsx';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { manilaDateTime } from './audit-filters.ts';
import { FailureAlert, ListState } from './console-notes.tsx';
import { RowAction } from './list-row-actions.tsx';
import { PaymentMethodsForm } from './payment-methods-form.tsx';
import { PaymentAttention } from './payments-attention.tsx';

const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /admin/payments: the payment events that need attention, the top-up orders (pending, paid, failed,
 * expired) with the provider's reference, where a pending or expired one can be re-checked at the provider,
 * which credits it if it is paid, and the payment methods a checkout offers (docs/product/payments.md).
 */
function PaymentOrdersPage() {
  usePageTitle('Top-up orders');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const statusParam = params.get('status');
  const status: OrderStatus | '' = isStatus(statusParam) ? statusParam : '';
  const list = useQuery(adminOrdersQueryOptions(status, page));
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const recheck = useMutation({
    mutationFn: adminPaymentsApi.recheck,
    onSuccess: (answer) => {
      setNote(`${answer.order.reference}: ${answer.message}`);
      void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.allOrders });
    },
  });

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="crumb">
        Top-up orders
      </h1>
      <PaymentAttention />
      <h2>Orders</h2>
      <Field id="orders-status" label="Status" noMessage>
        <select
          id="orders-status"
          value={status}
          onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {})}
        >
          <option value="">All</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </Field>
      <p role="status" className="muted" data-testid="recheck-note">
        {note}
      </p>
      <FailureAlert
        message={
          recheck.error instanceof ApiError && recheck.error.body?.message
            ? recheck.error.body.message
            : recheck.error && 'The order could not be checked. Please try again.'
        }
      />
      <ListState query={list} what="orders" />
      {list.data && list.data.orders.length === 0 && <p>No orders.</p>}
      {list.data && list.data.orders.length > 0 && (
        <>
          <ScrollRegion className="console-table" label="Top-up orders">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Player</th>
                  <th scope="col">Package</th>
                  <th scope="col">Status</th>
                  <th scope="col">Provider reference</th>
                  <th scope="col">Made (Manila)</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {list.data.orders.map((o) => (
                  <tr key={o.id} data-testid="payment-order">
                    <td>
                      <code>{o.reference}</code>
                    </td>
                    <td>{o.userId}</td>
                    <td>
                      {o.packageName}: {formatPhp(o.priceCentavos)} → {o.rcoin.toLocaleString('en-US')} R-Coin
                    </td>
                    <td>
                      {o.status}
                      {o.paidAt && <span className="muted"> {manilaDateTime(o.paidAt)}</span>}
                    </td>
                    <td>
                      <span className="muted">{o.provider}</span> <code>{o.providerRef ?? '—'}</code>
                      {o.providerPaymentId && (
                        <>
                          <br />
                          <code>{o.providerPaymentId}</code>
                        </>
                      )}
                    </td>
                    <td>
                      <time dateTime={o.createdAt}>{manilaDateTime(o.createdAt)}</time>
                    </td>
                    <td>
                      {(o.status === 'pending' || o.status === 'expired') && (
                        <RowAction
                          action="Re-check"
                          name={`order ${o.reference}`}
                          disabled={recheck.isPending}
                          onClick={() => recheck.mutate(o.id)}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <PagerNav
            target={`/admin/payments?${status ? `status=${status}` : ''}`}
            page={list.data.page}
            lastPage={list.data.lastPage}
            label="Order pages"
          />
        </>
      )}
      <PaymentMethodsForm />
    </section>
  );
}

export default PaymentOrdersPage;
