import { useState } from 'react';
import type { BatchCreated } from '#shared/contracts/admin-vouchers.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { BatchList } from './vouchers-batches.tsx';
import { CodesPanel, CreateBatchForm } from './vouchers-create.tsx';
import { VoucherLookupBox } from './vouchers-lookup.tsx';

/**
 * /admin/vouchers: make a batch (its codes shown and downloadable this once), the batches with their
 * counts and revocation, and looking up a code someone reports.
 */
function VouchersPage() {
  usePageTitle('Vouchers');
  const [made, setMade] = useState<BatchCreated | null>(null);
  return (
    <section aria-labelledby="vouchers-title" className="vouchers">
      <h1 id="vouchers-title" className="crumb">
        Vouchers
      </h1>
      {made ? <CodesPanel made={made} onDone={() => setMade(null)} /> : <CreateBatchForm onMade={setMade} />}
      <VoucherLookupBox />
      <BatchList />
    </section>
  );
}

export default VouchersPage;
