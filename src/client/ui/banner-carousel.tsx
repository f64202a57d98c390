import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState } from 'react';
import type { SiteBanner } from '#shared/contracts/banners.ts';
import uiEn from '#shared/i18n/ui.en.ts';
import { useT } from '../i18n/language.tsx';
import { registerArea } from '../i18n/messages.ts';
import { BannerSlide } from './banner-slide.tsx';
import { BANNER } from './banners.ts';
import { nextTask } from './tasks.ts';

registerArea(uiEn, { fil: () => import('#shared/i18n/ui.fil.ts') });

/** Embla's fade speed is a physics factor, not ms: 26 brings the next banner to ~90% in about 800 ms. */
const FADE_DURATION = 26;

/**
 * True from the task after the browser has drawn the carousel. Embla measures every slide as it starts.
 * In the commit that first draws the carousel, that measuring made the browser lay out the whole page
 * there and then, and the commit, the layout and Embla's set-up were one task: a median of 69 ms with
 * the processor slowed 4x (docs/product/performance.md). One frame later the page is already laid out,
 * and each is a task of its own. Until then the first slide shows as the still picture did (the track's
 * overflow hides the rest).
 */
function useStartAfterNextFrame() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let mounted = true;
    const frame = requestAnimationFrame(() => {
      void nextTask().then(() => mounted && setStarted(true));
    });
    return () => {
      mounted = false;
      cancelAnimationFrame(frame);
    };
  }, []);
  return started;
}

/** Lazily loaded: Embla with the fade and autoplay plugins, numbered 24 px thumbnails, hover pause. */
export default function BannerCarousel({ banners }: { banners: SiteBanner[] }) {
  const t = useT();
  const [autoplay] = useState(() =>
    Autoplay({
      delay: BANNER.delayMs,
      playOnInit: false,
      stopOnMouseEnter: true,
      stopOnInteraction: false,
      stopOnFocusIn: true,
    }),
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: FADE_DURATION }, [Fade(), autoplay]);
  const started = useStartAfterNextFrame();
  const [selected, setSelected] = useState(0);
  const hovered = useRef(false);
  const frameRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const enter = () => {
      hovered.current = true;
    };
    const leave = () => {
      hovered.current = false;
    };
    frame.addEventListener('mouseenter', enter);
    frame.addEventListener('mouseleave', leave);
    return () => {
      frame.removeEventListener('mouseenter', enter);
      frame.removeEventListener('mouseleave', leave);
    };
  }, []);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    onSelect();
    // Starts 3 s after the page's load event (at once if that is long past), never under the mouse.
    let timer = 0;
    const schedule = () => {
      const loadedAt = (
        performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
      )?.loadEventEnd;
      const wait = Math.max(0, (loadedAt || performance.now()) + BANNER.startAfterMs - performance.now());
      timer = window.setTimeout(() => {
        if (!hovered.current) autoplay.play();
      }, wait);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      window.clearTimeout(timer);
      api.off('select', onSelect);
    };
  }, [api, autoplay]);

  return (
    <div className="banner__frame" ref={frameRef}>
      <div className="banner__viewport" ref={started ? viewportRef : undefined}>
        <div className="banner__track">
          {banners.map((banner, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names slides as groups
            <div
              key={banner.id}
              className={`banner__slide${index === selected ? ' is-selected' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('ui.banner.slide', { number: index + 1, count: banners.length })}
              inert={index !== selected}
              data-testid="banner-slide"
            >
              <BannerSlide banner={banner} index={index} count={banners.length} />
            </div>
          ))}
        </div>
      </div>
      <div className="banner__thumbs">
        {banners.map((banner, index) => (
          <button
            key={banner.id}
            type="button"
            className="banner__thumb"
            aria-label={t('ui.banner.show', { number: index + 1 })}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => api?.scrollTo(index)}
          >
            {index + 1}
          </button>
        ))}
      </div>
    </div>
  );
}
