import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import shopEn from '#shared/i18n/shop.en.ts';
import { manilaDateAndTime } from '#shared/manila-time.ts';
import { DEFAULT_ITEM_IMAGE, PUR_FLAG } from '#shared/shop-rules.ts';
import { purchasesQueryOptions } from '../../api/shop.ts';
import { useCancelPurchase } from '../../api/shop-actions.ts';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { type MessageId, registerArea, type Translate } from '../../i18n/messages.ts';
import { useSearchParams } from '../../router/location.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { PagerNav, pageParam } from '../../ui/pager-nav.tsx';
import { StackBody, StackCell, StackColumn, StackHead, StackRow, StackTable } from '../../ui/stack-table.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Price } from './currency.tsx';
import { HistoryStatus } from './history-status.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(shopEn, { fil: () => import('#shared/i18n/shop.fil.ts') });

/** Each item-bank status's words (PUR_FLAG_LABEL of src/shared/shop-rules.ts, which the console shows). */
const STATUS: Record<number, MessageId> = {
  [PUR_FLAG.waiting]: 'purchases.waiting',
  [PUR_FLAG.claimed]: 'purchases.claimed',
  [PUR_FLAG.cancelRequested]: 'purchases.cancelling',
  [PUR_FLAG.refunded]: 'purchases.refunded',
};

/** A purchase's status in words; a flag the site does not know, as its number. */
function statusWords(t: Translate, flag: number): string | number {
  const id = STATUS[flag];
  return id ? t(id) : flag;
}

/** /shoppurchases: one row per item with its item-bank status; waiting items can be cancelled. */
function PurchasesPage() {
  const t = useT();
  usePageTitle(t('purchases.title'));
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
        {t('purchases.title')}
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
              <StackColumn>{t('shopPage.item')}</StackColumn>
              <StackColumn>{t('shopPage.quantity')}</StackColumn>
              <StackColumn>{t('purchases.date')}</StackColumn>
              <StackColumn>{t('shopPage.price')}</StackColumn>
              <StackColumn>{t('purchases.status')}</StackColumn>
            </StackRow>
          </StackHead>
          <StackBody>
            {history.data.purchasehistory.map((p) => (
              <StackRow key={p.PurNum} data-testid="purchase-row">
                <StackCell className="cart-item stack-table__title">
                  <img src={p.shopitem.image_url || DEFAULT_ITEM_IMAGE} width="40" height="40" alt="" />
                  <span>{p.shopitem.ItemName}</span>
                </StackCell>
                <StackCell data-label={t('shopPage.quantity')}>{p.quantity}</StackCell>
                <StackCell data-label={t('purchases.date')}>
                  {manilaDateAndTime(p.PurDate, language)}
                </StackCell>
                <StackCell data-label={t('shopPage.price')}>
                  <Price value={p.price} section={p.shopitem.section} />
                </StackCell>
                <StackCell data-label={t('purchases.status')}>
                  {statusWords(t, p.PurFlag)}
                  {p.PurFlag === PUR_FLAG.waiting && (
                    <>
                      {' '}
                      <button
                        type="button"
                        className="btn btn--small btn--danger"
                        disabled={cancel.isPending}
                        aria-label={t('purchases.cancelItem', {
                          name: p.shopitem.ItemName,
                          purchase: p.PurNum,
                        })}
                        onClick={() => setCancelling(p.PurNum)}
                      >
                        {t('purchases.cancel')}
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
          label={t('purchases.pages')}
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        message={t('purchases.confirmCancel')}
        onAnswer={(yes) => {
          if (yes && cancelling !== null) cancel.mutate(cancelling);
          setCancelling(null);
        }}
      />
    </section>
  );
}

export default PurchasesPage;
