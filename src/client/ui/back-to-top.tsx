import { useEffect, useState } from 'react';
import uiEn from '#shared/i18n/ui.en.ts';
import { useT } from '../i18n/language.tsx';
import { registerArea } from '../i18n/messages.ts';

registerArea(uiEn, { fil: () => import('#shared/i18n/ui.fil.ts') });

const BACK_TO_TOP_MS = 500;

/** Scrolls the page to the top in `duration` ms (ease-out), or at once when the visitor prefers less motion. */
export function scrollToTop(duration = BACK_TO_TOP_MS): void {
  const start = window.scrollY;
  if (start === 0) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    window.scrollTo(0, Math.round(start * (1 - (1 - (1 - t) ** 3))));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Floating button that follows the scroll once the visitor is a screen down. */
export function BackToTop() {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > 300);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      className={`back-to-top${shown ? ' is-shown' : ''}`}
      aria-label={t('ui.backToTop')}
      tabIndex={shown ? 0 : -1}
      aria-hidden={shown ? undefined : true}
      onClick={() => {
        scrollToTop();
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 5l7 8h-4.5v6h-5v-6H5z" fill="currentColor" />
      </svg>
    </button>
  );
}
