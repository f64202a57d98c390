import { useT } from '../i18n/language.tsx';
import { type ClockFormat, useTickingClock } from '../ui/manila-time.ts';

const FORMAT: ClockFormat = {
  date: (t) => `${t.weekday} ${t.day} ${t.month} ${t.year}`,
  time: (t) => `${t.hour}:${t.minute}:${t.second}`,
};

/** Header clock: server time in Asia/Manila, ticking every second. */
export function ManilaClock() {
  const { ref, parts } = useTickingClock(FORMAT);
  const t = useT();
  return (
    <p className="manila-clock">
      <span className="manila-clock__zone">{t('clock.zone')}</span>{' '}
      <time ref={ref} dateTime={parts.iso} data-testid="manila-clock">
        <span>{FORMAT.date(parts)}</span> <b>{FORMAT.time(parts)}</b>
      </time>
    </p>
  );
}
