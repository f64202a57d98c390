import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountApi, userIpQueryOptions } from '../../api/accounts.ts';
import { reportActionError } from '../../api/client.ts';
import { showSuccess } from '../../ui/dialog-store.ts';
import { ProcessingDialog } from './processing-dialog.tsx';

/** Shows the player's current address and lets them allow it for the game server's login whitelist. */
export function WhitelistPanel() {
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
        Your current address: <strong data-testid="user-ip">{ip.data?.useripdata ?? '…'}</strong>
      </p>
      <p>If the game server only lets whitelisted addresses sign in, allow this address here.</p>
      <button type="button" className="btn" onClick={whitelist} disabled={processing}>
        Whitelist my current address
      </button>
      <ProcessingDialog open={processing} title="Processing request" message="please wait..." />
    </div>
  );
}
