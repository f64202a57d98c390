import { useSyncExternalStore } from 'react';
import { useApiText } from '../i18n/api-text.ts';
import { closeCurrentDialog, currentDialog, subscribeDialogs } from './dialog-store.ts';
import { Modal } from './modal.tsx';

const noDialog = () => undefined;

/** The queue of dialog-store.ts shown one at a time. One host for the whole app, mounted once near the root. */
export function DialogHost() {
  // No dialog in server-rendered HTML (nor while the browser hydrates it).
  const dialog = useSyncExternalStore(subscribeDialogs, currentDialog, noDialog);
  // A refusal or the error catalogue's text (English in the code) in the page's language, once one is shown.
  const say = useApiText(dialog !== undefined);
  return (
    <Modal
      open={dialog !== undefined}
      className={`site-dialog--${dialog?.tone ?? 'info'}`}
      aria-labelledby="site-dialog-title"
      aria-describedby="site-dialog-message"
      onCancel={closeCurrentDialog}
    >
      {dialog && (
        <>
          <h2 id="site-dialog-title">{dialog.title}</h2>
          <p id="site-dialog-message">{say(dialog.message)}</p>
          <button type="button" className="btn btn--primary" onClick={closeCurrentDialog}>
            OK
          </button>
        </>
      )}
    </Modal>
  );
}
