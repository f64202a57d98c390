import { manilaClockParts, useNow } from '../ui/manila-time.ts';

/** Header clock: server time in Asia/Manila, ticking every second. */
export function ManilaClock() {
  const t = manilaClockParts(useNow());
  return (
    <p className="manila-clock">
      <span className="manila-clock__zone">Server time (GMT+08:00)</span>{' '}
      <time dateTime={t.iso} data-testid="manila-clock">
        {t.weekday} {t.day} {t.month} {t.year}{' '}
        <b>
          {t.hour}:{t.minute}:{t.second}
        </b>
      </time>
    </p>
  );
}
