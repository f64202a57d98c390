import pagesEn from '#shared/i18n/pages.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { ResultPage } from './result-page.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(pagesEn, { fil: () => import('#shared/i18n/pages.fil.ts') });

/** Where the provider sends the player who left the checkout: nothing was paid, so nothing was charged. */
export default function TopupCancelPage() {
  const t = useT();
  return (
    <ResultPage
      tone="cancel"
      title={t('pages.topup.cancelled')}
      text={<p>{t('pages.topup.cancelledText')}</p>}
    />
  );
}
