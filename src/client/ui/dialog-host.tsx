import { useSyncExternalStore } from 'react';
import uiEn from '#shared/i18n/ui.en.ts';
import { useApiText } from '../i18n/api-text.ts';
import { useT } from '../i18n/language.tsx';
import { type MessageId, registerArea } from '../i18n/messages.ts';
import { closeCurrentDialog, currentDialog, type DialogRequest, subscribeDialogs } from './dialog-store.ts';
import { Modal } from './modal.tsx';

registerArea(uiEn, { fil: () => import('#shared/i18n/ui.fil.ts') });

const noDialog = () => undefined;
/** The title of a dialog that has none of its own. */
const TITLE: Record<DialogRequest['tone'], MessageId> = {
  error: 'ui.dialog.error',
  success: 'ui.dialog.success',
  info: 'ui.dialog.notice',
};

/** The queue of dialog-store.ts shown one at a time. One host for the whole app, mounted once near the root. */
export function DialogHost() {
  const t = useT();
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
          <h2 id="site-dialog-title">{dialog.title ?? t(TITLE[dialog.tone])}</h2>
          <p id="site-dialog-message">{say(dialog.message)}</p>
          <button type="button" className="btn btn--primary" onClick={closeCurrentDialog}>
            {t('ui.dialog.ok')}
          </button>
        </>
      )}
    </Modal>
  );
}
