import { useState } from 'react';
import accountsEn from '#shared/i18n/accounts.en.ts';
import { accountApi } from '../../api/accounts.ts';
import { reportActionError } from '../../api/client.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { showSuccess } from '../../ui/dialog-store.ts';

registerArea(accountsEn, { fil: () => import('#shared/i18n/accounts.fil.ts') });

/** Shown to a player whose e-mail address is not verified yet, with a resend button. */
export function VerifyReminder() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <div className="verify-reminder" data-testid="verify-reminder">
      <p>{t('accounts.reminder.text')}</p>
      <button
        type="button"
        className="btn"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            void showSuccess((await accountApi.resendVerification()).message);
          } catch (error) {
            reportActionError(error);
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('accounts.reminder.resend')}
      </button>
    </div>
  );
}
