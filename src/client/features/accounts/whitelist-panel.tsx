import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import accountsEn from '#shared/i18n/accounts.en.ts';
import { accountApi, userIpQueryOptions } from '../../api/accounts.ts';
import { reportActionError } from '../../api/client.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { showSuccess } from '../../ui/dialog-store.ts';
import { ProcessingDialog } from './processing-dialog.tsx';

registerArea(accountsEn, { fil: () => import('#shared/i18n/accounts.fil.ts') });

/** Shows the player's current address and lets them allow it for the game server's login whitelist. */
export function WhitelistPanel() {
  const t = useT();
  const ip = useQuery(userIpQueryOptions());
  const [processing, setProcessing] = useState(false);

  async function whitelist() {
    setProcessing(true);
    try {
      const { message } = await accountApi.whitelistIp();
      setProcessing(false);
      void showSuccess(message);
    } catch (error) {
      setProcessing(false);
      reportActionError(error);
    }
  }

  return (
    <div>
      <p>
        {t('accounts.whitelist.address')} <strong data-testid="user-ip">{ip.data?.useripdata ?? '…'}</strong>
      </p>
      <p>{t('accounts.whitelist.lead')}</p>
      <button type="button" className="btn" onClick={whitelist} disabled={processing}>
        {t('accounts.whitelist.submit')}
      </button>
      <ProcessingDialog
        open={processing}
        title={t('accounts.whitelist.processingTitle')}
        message={t('accounts.whitelist.processingMessage')}
      />
    </div>
  );
}
