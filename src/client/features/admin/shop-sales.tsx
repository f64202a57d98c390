import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { manilaDate } from '#shared/manila-time.ts';
import { adminShopSalesQueryOptions } from '../../api/admin-shop.ts';
import { Field } from '../../ui/field.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { FailureAlert, ListState } from './console-notes.tsx';
import { saveFailure } from './content-parts.tsx';

/** Today's Manila date, YYYY-MM-DD, `back` days earlier. */
const manilaDaysAgo = (back = 0) => manilaDate(Date.now() - back * 86_400_000);

/** Sales per item for a range of Manila days: units kept, revenue per currency, refunds. */
export function ShopSales() {
  const id = useId();
  const [draft, setDraft] = useState(() => ({ from: manilaDaysAgo(29), to: manilaDaysAgo() }));
  const [range, setRange] = useState(draft);
  const sales = useQuery(adminShopSalesQueryOptions(range.from, range.to));
  const failure = saveFailure(sales.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const report = sales.data;
  return (
    <section aria-labelledby={`${id}-title`} className="shop-console__panel">
      <h2 id={`${id}-title`}>Sales per item</h2>
      <form className="content-toolbar" onSubmit={submit} noValidate aria-label="Sales range">
        <Field id={`${id}-from`} label="From (Manila date)">
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
        </Field>
        <Field id={`${id}-to`} label="To (Manila date)">
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
        </Field>
        <button type="submit" className="btn">
          Show sales
        </button>
      </form>
      {failure && sales.isError ? (
        <FailureAlert message={failure.message} />
      ) : (
        <ListState query={sales} what="sales" />
      )}
      {report && report.data.length === 0 && <p>No sales or refunds in this range.</p>}
      {report && report.data.length > 0 && (
        <ScrollRegion className="console-table" label="Sales per item">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Units</th>
                <th scope="col">R-Coin</th>
                <th scope="col">Milleage</th>
                <th scope="col">Refunds</th>
                <th scope="col">Refunded R-Coin</th>
                <th scope="col">Refunded Milleage</th>
              </tr>
            </thead>
            <tbody>
              {report.data.map((row) => (
                <tr key={row.id} data-testid="sales-row">
                  <th scope="row">{row.name}</th>
                  <td>{row.units}</td>
                  <td>{row.revenue.rcoin}</td>
                  <td>{row.revenue.milleage}</td>
                  <td>{row.refunds}</td>
                  <td>{row.refunded.rcoin}</td>
                  <td>{row.refunded.milleage}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{report.total.units}</td>
                <td>{report.total.revenue.rcoin}</td>
                <td>{report.total.revenue.milleage}</td>
                <td>{report.total.refunds}</td>
                <td>{report.total.refunded.rcoin}</td>
                <td>{report.total.refunded.milleage}</td>
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
