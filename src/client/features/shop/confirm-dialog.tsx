import { useEffect, useRef } from 'react';

/** A yes/no question in a native modal <dialog> (focus trapped, Escape = No). */
export function ConfirmDialog({
  open,
  message,
  onAnswer,
}: {
  open: boolean;
  message: string;
  onAnswer: (yes: boolean) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="site-dialog"
      aria-labelledby="shop-confirm-title"
      aria-describedby="shop-confirm-message"
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
    >
      {open && (
        <div className="site-dialog__body">
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
        </div>
      )}
    </dialog>
  );
}
