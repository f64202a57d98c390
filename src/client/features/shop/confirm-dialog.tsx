import type { ReactNode } from 'react';
import shopEn from '#shared/i18n/shop.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { Modal } from '../../ui/modal.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(shopEn, { fil: () => import('#shared/i18n/shop.fil.ts') });

/** A yes/no question (Escape = No), with an optional second line naming what it is about. */
export function ConfirmDialog({
  open,
  message,
  detail,
  onAnswer,
}: {
  open: boolean;
  message: string;
  detail?: ReactNode;
  onAnswer: (yes: boolean) => void;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      aria-labelledby="shop-confirm-title"
      aria-describedby="shop-confirm-message"
      onCancel={() => onAnswer(false)}
    >
      <h2 id="shop-confirm-title">{t('shopPage.confirmTitle')}</h2>
      <div id="shop-confirm-message">
        <p>{message}</p>
        {detail && (
          <p className="confirm-detail" data-testid="confirm-detail">
            {detail}
          </p>
        )}
      </div>
      <div className="button-row">
        <button type="button" className="btn btn--primary" onClick={() => onAnswer(true)}>
          {t('shopPage.yes')}
        </button>
        <button type="button" className="btn" onClick={() => onAnswer(false)}>
          {t('shopPage.no')}
        </button>
      </div>
    </Modal>
  );
}
