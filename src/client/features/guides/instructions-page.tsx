import { useState } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { HOTSPOTS, type Hotspot } from './instructions-data.tsx';

/** /instructions: a clickable interface image; each of the nine parts opens its explanation. */
function InstructionsPage() {
  usePageTitle('Instructions');
  const [open, setOpen] = useState<Hotspot | null>(null);
  const show = (spot: Hotspot) => setOpen(spot);
  const close = () => setOpen(null);
  return (
    <section className="content-page guide" aria-labelledby="instructions-title">
      <h1 id="instructions-title" className="crumb">
        Instructions
      </h1>
      <p>Click a part of the game screen (or use the buttons below it) to learn what it does.</p>
      <div className="interface-map">
        <img
          src="/img/guides/interface.svg"
          width="960"
          height="540"
          alt="The game screen and its interface parts"
        />
        {HOTSPOTS.map((spot) => (
          <button
            key={spot.key}
            type="button"
            className={`hotspot hotspot--${spot.key}`}
            aria-label={spot.title}
            onClick={() => show(spot)}
          />
        ))}
      </div>
      <ul className="hotspot-list">
        {HOTSPOTS.map((spot, i) => (
          <li key={spot.key}>
            <button type="button" className="btn btn--small" onClick={() => show(spot)}>
              {i + 1}. {spot.title}
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
            <h2 id="guide-popup-title">{open.title}</h2>
            {open.body}
          </>
        )}
        <button type="button" className="btn btn--small" onClick={close}>
          Close
        </button>
      </Modal>
    </section>
  );
}

export default InstructionsPage;
