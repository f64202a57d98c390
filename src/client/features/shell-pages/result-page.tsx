import type { ReactNode } from 'react';
import { Link } from '../../router/link.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

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
          Top Up History
        </Link>
        <Link className="btn" to="/itemshop">
          Item Shop
        </Link>
        <Link className="btn" to="/">
          Homepage
        </Link>
      </div>
    </section>
  );
}
