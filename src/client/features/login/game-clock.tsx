import { manilaClockParts, useNow } from '../../ui/manila-time.ts';

/** The login page's game clock: the date part, then the trailing hh:mm (Manila time). */
export function GameClock() {
  const t = manilaClockParts(useNow());
  return (
    <p className="game-clock">
      <span className="sr-only">Game time (Manila): </span>
      <time dateTime={t.iso} data-testid="game-clock">
        <span className="game-clock__date">
          {t.weekday}, {t.year}.{t.monthNumber}.{t.day}
        </span>
        <span className="game-clock__time">
          {t.hour}:{t.minute}
        </span>
      </time>
    </p>
  );
}
