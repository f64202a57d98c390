import { useState } from 'react';
import { accountApi } from '../../api/accounts.ts';
import { reportActionError } from '../../api/client.ts';
import { showSuccess } from '../../ui/dialog-store.ts';

/** Shown to a player whose e-mail address is not verified yet, with a resend button. */
export function VerifyReminder() {
  const [busy, setBusy] = useState(false);
  return (
    <div className="verify-reminder" data-testid="verify-reminder">
      <p>
        Your e-mail address is not verified yet. Follow the link we sent you, so you can recover your account
        if you ever forget your password.
      </p>
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
        Resend verification e-mail
      </button>
    </div>
  );
}
