import type { ReactNode } from 'react';
import pagesEn from '#shared/i18n/pages.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { Link } from '../../router/link.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(pagesEn, { fil: () => import('#shared/i18n/pages.fil.ts') });

/** Landing page after the payment provider sends the player back. */
export function ResultPage({
  tone,
  title,
  text,
}: {
  tone: 'success' | 'cancel';
  title: string;
  text: ReactNode;
}) {
  const t = useT();
  usePageTitle(title);
  return (
    <section className={`result-page result-page--${tone}`} aria-labelledby="result-title">
      <img
        src={`/img/ui/${tone === 'success' ? 'seal-success' : 'seal-cancel'}.svg`}
        width="96"
        height="96"
        alt=""
      />
      <h1 id="result-title" className="crumb">
        {title}
      </h1>
      <div className="result-page__text">{text}</div>
      <div className="button-row">
        <Link className="btn btn--primary" to="/topuphistory">
          {t('menu.topUpHistory')}
        </Link>
        <Link className="btn" to="/itemshop">
          {t('menu.itemShop')}
        </Link>
        <Link className="btn" to="/">
          {t('pages.result.homepage')}
        </Link>
      </div>
    </section>
  );
}
