import { useEffect, useRef, useSyncExternalStore } from 'react';
import { closeCurrentDialog, currentDialog, subscribeDialogs } from './dialog-store.ts';

/**
 * A native modal <dialog>: the browser makes the rest of the page inert (focus stays inside) and Escape
 * closes it. One host for the whole app, mounted once near the root.
 */
export function DialogHost() {
  const dialog = useSyncExternalStore(subscribeDialogs, currentDialog);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (dialog && !element.open) element.showModal();
    if (!dialog && element.open) element.close();
  }, [dialog]);

  return (
    <dialog
      ref={ref}
      className={`site-dialog site-dialog--${dialog?.tone ?? 'info'}`}
      aria-labelledby="site-dialog-title"
      aria-describedby="site-dialog-message"
      onCancel={(event) => {
        event.preventDefault();
        closeCurrentDialog();
      }}
    >
      {dialog && (
        <div className="site-dialog__body">
          <h2 id="site-dialog-title">{dialog.title}</h2>
          <p id="site-dialog-message">{dialog.message}</p>
          <button type="button" className="btn btn--primary" onClick={closeCurrentDialog}>
            OK
          </button>
        </div>
      )}
    </dialog>
  );
}
