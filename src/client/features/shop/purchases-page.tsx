import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { manilaDateAndTime } from '#shared/manila-time.ts';
import { DEFAULT_ITEM_IMAGE, PUR_FLAG, PUR_FLAG_LABEL } from '#shared/shop-rules.ts';
import { purchasesQueryOptions } from '../../api/shop.ts';
import { useCancelPurchase } from '../../api/shop-actions.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { useSearchParams } from '../../router/location.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { StackBody, StackCell, StackColumn, StackHead, StackRow, StackTable } from '../../ui/stack-table.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Price } from './currency.tsx';
import { HistoryStatus } from './history-status.tsx';

/** /shoppurchases: one row per item with its item-bank status; waiting items can be cancelled. */
function PurchasesPage() {
  usePageTitle('Purchase History');
  const user = useStoredUser();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const history = useQuery(purchasesQueryOptions(page, user !== null));
  const cancel = useCancelPurchase();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const { language } = useLanguage();
  return (
    <section aria-labelledby="purchases-title">
      <h1 id="purchases-title" className="crumb">
        Purchase History
      </h1>
      <HistoryStatus
        signedIn={user !== null}
        isPending={history.isPending}
        isError={history.isError}
        rowCount={history.data?.purchasehistory.length}
      />
      {history.data && history.data.purchasehistory.length > 0 && (
        <StackTable className="shop-table">
          <StackHead>
            <StackRow>
              <StackColumn>Item</StackColumn>
              <StackColumn>Quantity</StackColumn>
              <StackColumn>Purchase Date</StackColumn>
              <StackColumn>Price</StackColumn>
              <StackColumn>Status</StackColumn>
            </StackRow>
          </StackHead>
          <StackBody>
            {history.data.purchasehistory.map((p) => (
              <StackRow key={p.PurNum} data-testid="purchase-row">
                <StackCell className="cart-item stack-table__title">
                  <img src={p.shopitem.image_url || DEFAULT_ITEM_IMAGE} width="40" height="40" alt="" />
                  <span>{p.shopitem.ItemName}</span>
                </StackCell>
                <StackCell data-label="Quantity">{p.quantity}</StackCell>
                <StackCell data-label="Purchase Date">{manilaDateAndTime(p.PurDate, language)}</StackCell>
                <StackCell data-label="Price">
                  <Price value={p.price} section={p.shopitem.section} />
                </StackCell>
                <StackCell data-label="Status">
                  {PUR_FLAG_LABEL[p.PurFlag] ?? p.PurFlag}
                  {p.PurFlag === PUR_FLAG.waiting && (
                    <>
                      {' '}
                      <button
                        type="button"
                        className="btn btn--small btn--danger"
                        disabled={cancel.isPending}
                        aria-label={`Cancel ${p.shopitem.ItemName} (purchase ${p.PurNum})`}
                        onClick={() => setCancelling(p.PurNum)}
                      >
                        Cancel
                      </button>
                    </>
                  )}
                </StackCell>
              </StackRow>
            ))}
          </StackBody>
        </StackTable>
      )}
      {history.data && (
        <PagerNav
          target="/shoppurchases?"
          page={page}
          lastPage={history.data.last_page}
          label="Purchase history pages"
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        message="Cancel this item and get its price back?"
        onAnswer={(yes) => {
          if (yes && cancelling !== null) cancel.mutate(cancelling);
          setCancelling(null);
        }}
      />
    </section>
  );
}

export default PurchasesPage;
