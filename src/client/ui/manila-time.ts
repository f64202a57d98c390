import { useEffect, useState } from 'react';
import { manilaParts, monthShortName } from '#shared/manila-time.ts';
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

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const two = (n: number) => String(n).padStart(2, '0');

/** The clock's text parts of an instant in Manila (names, zero-padded numbers, ISO with offset). */
export function manilaClockParts(date: Date): ManilaClockParts {
  const manila = manilaParts(date);
  const parts = {
    weekday: WEEKDAYS[manila.weekday] ?? '',
    year: String(manila.year),
    month: monthShortName(manila.month),
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

/** The current time, re-rendered on each whole second (aligned to the wall clock, not drifting). */
export function useNow(): Date {
  // A server-rendered page is hydrated at the second it was rendered (ui/render-time.ts), then set right.
  const rendered = useRenderTime();
  const [now, setNow] = useState(() => new Date(rendered));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = setTimeout(tick, 1000 - (current.getTime() % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
