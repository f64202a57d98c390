import loginEn from '#shared/i18n/login.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { type ClockFormat, useTickingClock } from '../../ui/manila-time.ts';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(loginEn, { fil: () => import('#shared/i18n/login.fil.ts') });

const FORMAT: ClockFormat = {
  date: (t) => `${t.weekday}, ${t.year}.${t.monthNumber}.${t.day}`,
  time: (t) => `${t.hour}:${t.minute}`,
};

/** The login page's game clock: the date part, then the trailing hh:mm (Manila time). */
export function GameClock() {
  const t = useT();
  const { ref, parts } = useTickingClock(FORMAT);
  return (
    <p className="game-clock">
      <span className="sr-only">{t('login.gameTime')}</span>
      <time ref={ref} dateTime={parts.iso} data-testid="game-clock">
        <span className="game-clock__date">{FORMAT.date(parts)}</span>
        <span className="game-clock__time">{FORMAT.time(parts)}</span>
      </time>
    </p>
  );
}
