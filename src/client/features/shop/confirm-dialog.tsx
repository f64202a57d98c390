import type { ReactNode } from 'react';
import { Modal } from '../../ui/modal.tsx';

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
  return (
    <Modal
      open={open}
      aria-labelledby="shop-confirm-title"
      aria-describedby="shop-confirm-message"
      onCancel={() => onAnswer(false)}
    >
      <h2 id="shop-confirm-title">Please confirm</h2>
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
          Yes
        </button>
        <button type="button" className="btn" onClick={() => onAnswer(false)}>
          No
        </button>
      </div>
    </Modal>
  );
}
