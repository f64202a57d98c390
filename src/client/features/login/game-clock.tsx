import { type ClockFormat, useTickingClock } from '../../ui/manila-time.ts';

const FORMAT: ClockFormat = {
  date: (t) => `${t.weekday}, ${t.year}.${t.monthNumber}.${t.day}`,
  time: (t) => `${t.hour}:${t.minute}`,
};

/** The login page's game clock: the date part, then the trailing hh:mm (Manila time). */
export function GameClock() {
  const { ref, parts } = useTickingClock(FORMAT);
  return (
    <p className="game-clock">
      <span className="sr-only">Game time (Manila): </span>
      <time ref={ref} dateTime={parts.iso} data-testid="game-clock">
        <span className="game-clock__date">{FORMAT.date(parts)}</span>
        <span className="game-clock__time">{FORMAT.time(parts)}</span>
      </time>
    </p>
  );
}
