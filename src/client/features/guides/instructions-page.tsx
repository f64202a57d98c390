import { useState } from 'react';
import guidesEn from '#shared/i18n/guides.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { Modal } from '../../ui/modal.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { HOTSPOTS, type Hotspot } from './instructions-data.tsx';

registerArea(guidesEn, { fil: () => import('#shared/i18n/guides.fil.ts') });

/** /instructions: a clickable interface image; each of the nine parts opens its explanation. */
function InstructionsPage() {
  const t = useT();
  usePageTitle(t('guides.instructions.title'));
  const [open, setOpen] = useState<Hotspot | null>(null);
  const show = (spot: Hotspot) => setOpen(spot);
  const close = () => setOpen(null);
  return (
    <section className="content-page guide" aria-labelledby="instructions-title">
      <h1 id="instructions-title" className="crumb">
        {t('guides.instructions.title')}
      </h1>
      <p>{t('guides.instructions.lead')}</p>
      <div className="interface-map">
        <img
          src="/img/guides/interface.svg"
          width="960"
          height="540"
          alt={t('guides.instructions.imageAlt')}
        />
        {HOTSPOTS.map((spot) => (
          <button
            key={spot.key}
            type="button"
            className={`hotspot hotspot--${spot.key}`}
            aria-label={t(spot.title)}
            onClick={() => show(spot)}
          />
        ))}
      </div>
      <ul className="hotspot-list">
        {HOTSPOTS.map((spot, i) => (
          <li key={spot.key}>
            <button type="button" className="btn btn--small" onClick={() => show(spot)}>
              {i + 1}. {t(spot.title)}
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={open !== null}
        plain
        className="guide-popup"
        aria-labelledby="guide-popup-title"
        onCancel={close}
        data-testid="guide-popup"
      >
        {open && (
          <>
            <h2 id="guide-popup-title">{t(open.title)}</h2>
            {open.body(t)}
          </>
        )}
        <button type="button" className="btn btn--small" onClick={close}>
          {t('guides.instructions.close')}
        </button>
      </Modal>
    </section>
  );
}

export default InstructionsPage;
