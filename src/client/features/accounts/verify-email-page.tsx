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

/** /verify-email?token=...: the page the verification mail links to. Uses the link once. */
function VerifyEmailPage() {
  usePageTitle('Verify E-mail');
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
        Verify E-mail
      </h1>
      {token === '' && <p role="alert">{M.verifyLinkInvalid}</p>}
      {token && result.isPending && <p role="status">Checking your link…</p>}
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
        <Link to={signedIn ? '/user' : '/login'}>{signedIn ? 'Go to My Account' : 'Go to Login'}</Link>
      </p>
    </article>
  );
}

export default VerifyEmailPage;
