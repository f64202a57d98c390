import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ACCOUNT_MESSAGES as M } from '#shared/contracts/accounts.ts';
import { verifyEmailQueryOptions } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { isRefusal } from '../../api/error-codes.ts';
import { Link } from '../../router/link.tsx';
import { refreshUser } from '../../session/auth-actions.ts';
import { useStoredUser } from '../../session/user-store.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { dropLinkToken, useLinkToken } from './link-token.ts';
import './accounts.css';
import accountsEn from '#shared/i18n/accounts.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';

registerArea(accountsEn, { fil: () => import('#shared/i18n/accounts.fil.ts') });

/** /verify-email?token=...: the page the verification mail links to. Uses the link once. */
function VerifyEmailPage() {
  const t = useT();
  usePageTitle(t('accounts.verify.title'));
  const token = useLinkToken();
  const user = useStoredUser();
  const result = useQuery(verifyEmailQueryOptions(token));
  const verified = result.isSuccess;
  const signedIn = user !== null;
  useEffect(() => {
    if (verified && signedIn) void refreshUser().catch(() => {});
  }, [verified, signedIn]);
  // The server has answered for the token (used, or refused): drop it. A network failure keeps it for a reload.
  const answered = verified || isRefusal(result.error);
  useEffect(() => {
    if (answered) dropLinkToken();
  }, [answered]);

  const failure =
    result.error instanceof ApiError
      ? (result.error.body?.message ?? M.verifyLinkInvalid)
      : M.verifyLinkInvalid;

  return (
    <article className="content-page" aria-labelledby="verify-title">
      <h1 id="verify-title" className="crumb">
        {t('accounts.verify.title')}
      </h1>
      {token === '' && <p role="alert">{M.verifyLinkInvalid}</p>}
      {token && result.isPending && <p role="status">{t('accounts.verify.checking')}</p>}
      {result.isSuccess && (
        <p role="status" data-testid="verify-result">
          {result.data.message}
        </p>
      )}
      {result.isError && (
        <p role="alert" data-testid="verify-result">
          {failure}
        </p>
      )}
      <p>
        <Link to={signedIn ? '/user' : '/login'}>
          {signedIn ? t('accounts.verify.toAccount') : t('accounts.verify.toLogin')}
        </Link>
      </p>
    </article>
  );
}

export default VerifyEmailPage;
