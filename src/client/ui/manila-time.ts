import { useEffect, useState } from 'react';
import { MANILA_ZONE } from '#shared/manila-time.ts';
import { useRenderTime } from './render-time.ts';

// The game's clock runs on Asia/Manila time (GMT+08:00) whatever the visitor's own zone.

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: MANILA_ZONE,
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The clock's text parts of an instant in Manila (names, zero-padded numbers, ISO with offset). */
export function manilaClockParts(date: Date): ManilaClockParts {
  const map: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(date)) map[part.type] = part.value;
  const monthNumber = String(MONTHS.indexOf(map.month ?? '') + 1).padStart(2, '0');
  const parts = {
    weekday: map.weekday ?? '',
    year: map.year ?? '',
    month: map.month ?? '',
    monthNumber,
    day: map.day ?? '',
    hour: map.hour ?? '',
    minute: map.minute ?? '',
    second: map.second ?? '',
  };
  return {
    ...parts,
    iso: `${parts.year}-${monthNumber}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}+08:00`,
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
