import { Modal } from '../../ui/modal.tsx';

/** A yes/no question (Escape = No). */
export function ConfirmDialog({
  open,
  message,
  onAnswer,
}: {
  open: boolean;
  message: string;
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
      <p id="shop-confirm-message">{message}</p>
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
