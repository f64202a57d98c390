import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Language } from '#shared/languages.ts';
import { manilaParts, monthShortName } from '#shared/manila-time.ts';
import { useLanguage } from '../i18n/language.tsx';
import { useRenderTime } from './render-time.ts';

// The game's clock runs on Asia/Manila time (GMT+08:00) whatever the visitor's own zone. Manila keeps no
// daylight saving, so its time is UTC plus eight hours (manilaParts), worked out without Intl: a page's first
// use of Intl sets up the browser's locale and time-zone data, tens of milliseconds of a phone's main thread on
// every page (the clock is in every page's header).

export interface ManilaClockParts {
  weekday: string;
  year: string;
  month: string;
  monthNumber: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** ISO 8601 with the +08:00 offset, for <time dateTime>. */
  iso: string;
}

/** The weekdays as each language shortens them (Filipino's as CLDR and Filipino calendars write them). */
const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  fil: ['Lin', 'Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab'],
};
const two = (n: number) => String(n).padStart(2, '0');

/** The clock's text parts of an instant in Manila (names in the language, zero-padded numbers, ISO with offset). */
export function manilaClockParts(date: Date, language: Language = 'en'): ManilaClockParts {
  const manila = manilaParts(date);
  const parts = {
    weekday: WEEKDAYS[language][manila.weekday] ?? '',
    year: String(manila.year),
    month: monthShortName(manila.month, language),
    monthNumber: two(manila.month),
    day: two(manila.day),
    hour: two(manila.hour),
    minute: two(manila.minute),
    second: two(manila.second),
  };
  return {
    ...parts,
    iso: `${parts.year}-${parts.monthNumber}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}+08:00`,
  };
}

/** How a clock writes its two texts: the date, then the time of day. */
export interface ClockFormat {
  date: (t: ManilaClockParts) => string;
  time: (t: ManilaClockParts) => string;
}

/**
 * A clock kept on the current second, each whole second of the wall clock (not drifting), by writing the
 * time into its <time> element rather than by re-rendering. A React update every second interrupted any
 * slower render in progress (a page still being drawn on a busy phone), and React starts such a render over
 * each time: on a slow enough phone the page stayed on its loading state for seconds. The element holds two
 * elements, the date's text and the time's (`format`, a constant). Returns the element's ref and the parts
 * to draw it with at first: the time the page was rendered at, so a server-rendered page hydrates as it
 * was drawn (ui/render-time.ts); the first tick sets it right at once. Its names are in the page's language.
 */
export function useTickingClock(format: ClockFormat): {
  ref: RefObject<HTMLTimeElement | null>;
  parts: ManilaClockParts;
} {
  const rendered = useRenderTime();
  const { language } = useLanguage();
  const [parts] = useState(() => manilaClockParts(new Date(rendered), language));
  const ref = useRef<HTMLTimeElement>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = new Date();
      const element = ref.current;
      if (element) {
        const t = manilaClockParts(current, language);
        element.dateTime = t.iso;
        const [date, time] = element.children;
        if (date) date.textContent = format.date(t);
        if (time) time.textContent = format.time(t);
      }
      timer = setTimeout(tick, 1000 - (current.getTime() % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [format, language]);
  return { ref, parts };
}
