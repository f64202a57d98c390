import shopEn from '#shared/i18n/shop.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { Link } from '../../router/link.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(shopEn, { fil: () => import('#shared/i18n/shop.fil.ts') });

/**
 * The states both history pages share before their table: not signed in, loading, the failure text (the
 * same for both, docs/product/shop-and-wallet.md), and 'No Data'.
 */
export function HistoryStatus({
  signedIn,
  isPending,
  isError,
  rowCount,
}: {
  signedIn: boolean;
  isPending: boolean;
  isError: boolean;
  rowCount: number | undefined;
}) {
  const t = useT();
  if (!signedIn) return <LoginFirst />;
  if (isPending) return <p role="status">{t('shell.loading')}</p>;
  if (isError) return <p className="shop-error">{t('shopPage.historyFailed')}</p>;
  if (rowCount === 0) return <p className="muted">{t('shopPage.noData')}</p>;
  return null;
}

/** What a page for signed-in players says to a visitor: sign in first, with the way to. */
export function LoginFirst() {
  const t = useT();
  return (
    <p>
      {t('shopPage.loginToContinue')} <Link to="/login">{t('shopPage.login')}</Link>
    </p>
  );
}
