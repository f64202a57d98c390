import { useEffect, useRef } from 'react';

/** docs/product/site-shell.md, Login page: the canvas uses the device pixel ratio clamped to 1..3. */
function clampPixelRatio(ratio: number): number {
  if (!Number.isFinite(ratio)) return 1;
  return Math.min(3, Math.max(1, ratio));
}

interface Ember {
  x: number;
  y: number;
  r: number;
  speed: number;
  drift: number;
  phase: number;
}

const EMBERS = 70;

/**
 * The login page's own backdrop (no third-party animation file is used): layered mountain ridges under a
 * blood moon with embers rising. Drawn on a canvas at a clamped pixel ratio; the loop stops while the tab
 * is hidden, and a visitor who prefers reduced motion gets one still frame.
 */
export function EmberBackground() {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    let width = 0;
    let height = 0;
    let frame = 0;
    let last = 0;
    const embers: Ember[] = Array.from({ length: EMBERS }, () => ({
      x: Math.random(),
      y: Math.random(),
      r: 0.6 + Math.random() * 2.2,
      speed: 0.015 + Math.random() * 0.04,
      drift: (Math.random() - 0.5) * 0.02,
      phase: Math.random() * Math.PI * 2,
    }));

    const resize = () => {
      const ratio = clampPixelRatio(window.devicePixelRatio);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.dataset.pixelRatio = String(ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    };

    const ridge = (base: number, amp: number, seed: number, color: string, t: number) => {
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.moveTo(0, height);
      for (let x = 0; x <= width + 20; x += 20) {
        const k = x / width;
        const y =
          height * base -
          amp *
            (Math.sin(k * 7 + seed) * 0.6 + Math.sin(k * 17 + seed * 2) * 0.25 + Math.sin(k * 3 + t * 0.02));
        ctx.lineTo(x, y);
      }
      ctx.lineTo(width, height);
      ctx.closePath();
      ctx.fill();
    };

    const draw = (time: number) => {
      const t = time / 1000;
      const sky = ctx.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, '#07070b');
      sky.addColorStop(0.55, '#1d0c0b');
      sky.addColorStop(1, '#2c0f0a');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, width, height);

      const moonX = width * 0.78;
      const moonY = height * 0.24;
      const glow = ctx.createRadialGradient(moonX, moonY, 10, moonX, moonY, Math.max(width, height) * 0.35);
      glow.addColorStop(0, 'rgba(214, 74, 46, 0.55)');
      glow.addColorStop(1, 'rgba(214, 74, 46, 0)');
      ctx.fillStyle = glow;
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#c8452f';
      ctx.beginPath();
      ctx.arc(moonX, moonY, Math.min(width, height) * 0.07, 0, Math.PI * 2);
      ctx.fill();

      ridge(0.72, 60, 1.3, '#1a0d0c', t);
      ridge(0.82, 45, 4.1, '#120908', t * 1.5);
      ridge(0.93, 30, 7.7, '#0a0606', t * 2);

      for (const ember of embers) {
        const flicker = 0.55 + 0.45 * Math.sin(t * 3 + ember.phase);
        ctx.fillStyle = `rgba(255, ${150 + Math.round(60 * flicker)}, 80, ${0.35 + 0.5 * flicker})`;
        ctx.beginPath();
        ctx.arc(ember.x * width, ember.y * height, ember.r, 0, Math.PI * 2);
        ctx.fill();
      }
    };

    const step = (time: number) => {
      const dt = Math.min(0.05, last ? (time - last) / 1000 : 0);
      last = time;
      for (const ember of embers) {
        ember.y -= ember.speed * dt;
        ember.x += ember.drift * dt + Math.sin(time / 1400 + ember.phase) * 0.0004;
        if (ember.y < -0.02) {
          ember.y = 1.02;
          ember.x = Math.random();
        }
      }
      draw(time);
      frame = requestAnimationFrame(step);
    };

    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      canvas.dataset.running = 'false';
    };
    const start = () => {
      if (frame || document.hidden || reduced.matches) {
        if (!frame) draw(performance.now());
        return;
      }
      last = 0;
      canvas.dataset.running = 'true';
      frame = requestAnimationFrame(step);
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    const onMotion = () => {
      if (!reduced.matches) return start();
      stop();
      draw(performance.now());
    };

    resize();
    draw(performance.now());
    start();
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', onVisibility);
    reduced.addEventListener('change', onMotion);
    return () => {
      stop();
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibility);
      reduced.removeEventListener('change', onMotion);
    };
  }, []);

  return <canvas ref={ref} className="login-bg" data-testid="login-background" />;
}
